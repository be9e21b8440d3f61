export { fr, type MessageKey } from './fr';
// The parts a browser page registers on its own (decision 018).
export { frCatalogue } from './fr-catalogue';
export { frQualityResults } from './fr-quality-results';
export { frAccessibility } from './fr-accessibility';
export { frCommon } from './fr-common';
export { frValidation } from './fr-validation';
export { frContact } from './fr-contact';
export { frLogin } from './fr-login';
export { en } from './en';
export {
  formatMessage,
  isPluralMessage,
  placeholdersOf,
  pluralForm,
  type Message,
  type MessageParams,
  type PluralMessage,
} from './format';
export { t, isMessageKey, registerMessages } from './t';
