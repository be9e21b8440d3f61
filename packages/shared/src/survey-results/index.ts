export * from './figures';
export * from './quality-results';
