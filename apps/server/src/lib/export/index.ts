export * from './columns.js';
export * from './csv.js';
export * from './xlsx.js';
export * from './send.js';
