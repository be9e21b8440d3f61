export * from './enums';
export * from './permissions';
export * from './guards';
export * from './schemas';
export * from './i18n';
export * from './errors';
export * from './constants';
export * from './progress';
