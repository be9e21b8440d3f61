export * from './messages';
export * from './fields';
export * from './field-errors';
export * from './auth';
export * from './api-error';
export * from './structures';
