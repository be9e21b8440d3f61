export * from './define';
export * from './list-query';
export * from './page-size';
export * from './item';
export * from './definitions';
export { RESOURCE_MESSAGES } from './messages';
