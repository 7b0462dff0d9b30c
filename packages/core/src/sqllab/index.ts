export * from './sqllab-form';
export * from './constants';
export * from './query';
export * from './saved-query';
export * from './tab-state';
export * from './limits';
