export * from './define';
export * from './list-query';
export * from './definitions';
export { RESOURCE_MESSAGES } from './messages';
