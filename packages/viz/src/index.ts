export * from './plugin';
