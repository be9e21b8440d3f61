export * from './codes';
export * from './offer';
