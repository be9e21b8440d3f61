export * from './scheduled-tasks';
