export * from './schemas';
export * from './comparisons';
export * from './display-value';
export * from './internet-address';
export * from './internet-port';
export * from './registry';
export * from './advanced-filter';
