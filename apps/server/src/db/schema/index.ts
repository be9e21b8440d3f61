export * from './structures.js';
export * from './users.js';
export * from './auth.js';
