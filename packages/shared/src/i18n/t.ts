import { DEFAULT_LOCALE, type Locale } from '../constants';
import { en } from './en';
import { formatMessage, type MessageParams } from './format';
import { fr, type MessageKey } from './fr';

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { fr, en };

/** The message `key` in `locale` (French by default), placeholders filled from `params`. */
export function t(
  key: MessageKey,
  params?: MessageParams,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatMessage(MESSAGES[locale][key], params);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(fr, value);
}
