export * from './events';
export * from './outbox';
export * from './document-templates';
export * from './template-syntax';
export * from './render';
