export * from './questionnaire';
export * from './answers';
export * from './api';
