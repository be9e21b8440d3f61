export * from './scheduled-tasks';
export * from './schemas';
