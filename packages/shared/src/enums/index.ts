export * from './profiles';
export * from './statuses';
export * from './uploads';
export * from './content';
export * from './civilities';
export * from './meanings';
export * from './status-options';
