export * from './define';
export * from './list-query';
export * from './item';
export * from './definitions';
