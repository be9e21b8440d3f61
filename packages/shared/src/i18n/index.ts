export { fr, type MessageKey } from './fr';
export { en } from './en';
export { formatMessage, placeholdersOf, type MessageParams } from './format';
export { t, isMessageKey, registerMessages } from './t';
