export * from './questionnaire';
export * from './answers';
