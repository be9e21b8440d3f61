// The half-days are the signature sheet's columns (decision 036): one rule for both.
export * from '../documents/half-days';
export * from './signing';
export * from './proposal';
