export * from './questionnaire';
export * from './cold-questionnaire';
export * from './answers';
