import { DEFAULT_LOCALE, type Locale } from '../constants';
import { formatMessage, type MessageParams } from './format';
import { fr, type MessageKey } from './fr';

/**
 * The dictionaries `t` knows. French, the interface language, always; another one once
 * registered, so that a page in French never ships the English dictionary to the browser.
 */
const MESSAGES: Partial<Record<Locale, Record<MessageKey, string>>> = { fr };

/** Makes `messages` the dictionary of `locale` (e.g. `registerMessages('en', en)`). */
export function registerMessages(locale: Locale, messages: Record<MessageKey, string>): void {
  MESSAGES[locale] = messages;
}

/**
 * The message `key` in `locale` (French by default, and when `locale`'s dictionary is not
 * registered), placeholders filled from `params`.
 */
export function t(
  key: MessageKey,
  params?: MessageParams,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatMessage((MESSAGES[locale] ?? fr)[key], params);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(fr, value);
}
