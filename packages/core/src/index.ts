export * from './security';
export * from './auth-payloads';
export * from './list-query';
export * from './users';
export * from './rison';
export * from './zod-messages';
export * from './time-grains';
export * from './database';
