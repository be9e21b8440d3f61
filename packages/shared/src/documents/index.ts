export * from './codes';
export * from './availability';
export * from './tags';
export * from './half-days';
export * from './sending';
export * from './quality-evidence';
