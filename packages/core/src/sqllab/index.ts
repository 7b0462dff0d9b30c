export * from './sqllab-form';
