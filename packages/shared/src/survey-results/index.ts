export * from './figures';
export * from './api';
