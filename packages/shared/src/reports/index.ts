export * from './sections';
export * from './attendance';
export * from './workflow';
