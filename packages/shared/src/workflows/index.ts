export * from './session';
export * from './availability';
export * from './catalogue-visibility';
export * from './registration-awaiting';
export * from './registration';
export * from './registration-attendance';
export * from './registration-force';
export * from './registration-status-options';
