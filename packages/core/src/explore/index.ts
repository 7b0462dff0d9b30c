export * from './form-data-state';
export * from './recent-activity';
