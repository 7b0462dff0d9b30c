export * from './report-schedule';
export * from './cron-humanize';
export * from './annotation-layer';
export * from './annotation-formula';
