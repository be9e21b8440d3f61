import { DEFAULT_LOCALE, type Locale } from '../constants';
import { formatMessage, type Message, type MessageParams } from './format';
import type { MessageKey } from './fr';
import { frAtStart } from './fr-at-start';

type Dictionary = Partial<Record<MessageKey, Message>>;

/**
 * The dictionaries `t` knows. French, the interface language, always: all of it on the server,
 * the messages of every page at first in the browser, where each page registers the rest it
 * needs (fr-at-start.ts, decision 018). Another language once registered, so that a page in
 * French never ships the English dictionary.
 */
const MESSAGES: Partial<Record<Locale, Dictionary>> = { fr: frAtStart };

/**
 * Adds `messages` to the dictionary of `locale`: `registerMessages('en', en)`, or in the browser
 * `registerMessages('fr', frCatalogue)` for a page of the catalogue, `('fr', fr)` for all.
 */
export function registerMessages(locale: Locale, messages: Dictionary): void {
  MESSAGES[locale] = { ...MESSAGES[locale], ...messages };
}

/**
 * The message `key` in `locale` (French by default, and when `locale`'s dictionary is not
 * registered), placeholders filled from `params`; a plural message agrees with `params.count`
 * (`t('catalogue.results', { count: 19 })`: '19 sessions trouvées'). A message whose dictionary
 * the browser has not registered yet is a mistake in the code, never shown as its key: it throws.
 */
export function t(
  key: MessageKey,
  params?: MessageParams,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const dictionary = MESSAGES[locale] ? locale : DEFAULT_LOCALE;
  const template = MESSAGES[dictionary]?.[key];
  if (template === undefined) {
    throw new Error(
      `Message "${key}" is not loaded: the page must register its messages before it renders ` +
        `(apps/web/app/lib/messages/).`,
    );
  }
  return formatMessage(template, params, dictionary);
}

/** Whether `value` is the key of a message `t` knows now (all of them, but in the browser). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES[DEFAULT_LOCALE] ?? {}, value);
}
