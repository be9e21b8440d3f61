export * from './structures.js';
export * from './users.js';
export * from './auth.js';
export * from './reference.js';
export * from './actions.js';
export * from './sessions.js';
export * from './registrations.js';
