import { DEFAULT_LOCALE, type Locale } from '../constants';

export type MessageParams = Readonly<Record<string, string | number | null | undefined>>;

/**
 * A message whose words agree with a number: one text per plural category of the language
 * (`Intl.PluralRules`), chosen by the `count` param. French puts 0 and 1 in `one`
 * (`0 place restante`, `1 place restante`, `2 places restantes`); English only 1. `other` is
 * required and stands in for any category a message leaves out (French `many`, for millions).
 */
export type PluralMessage = { readonly other: string } & {
  readonly [category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

/** A dictionary entry: a text, or a text per plural category. */
export type Message = string | PluralMessage;

/** The shape of a translation of `Source`: a text where it has a text, plural forms where it has them. */
export type TranslationOf<Source> = {
  readonly [K in keyof Source]: Source[K] extends string ? string : PluralMessage;
};

const PLACEHOLDER = /\{(\w+)\}/g;

export function isPluralMessage(message: Message): message is PluralMessage {
  return typeof message === 'object';
}

// One of each per locale, made on first use (constructing them is not free).
const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};
const countFormats: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** The text of `message` for `count`: its plural category in `locale`, else `other`. */
export function pluralForm(message: PluralMessage, count: number, locale: Locale): string {
  if (!Number.isFinite(count)) return message.other;
  const rules = (pluralRules[locale] ??= new Intl.PluralRules(locale));
  return message[rules.select(count)] ?? message.other;
}

/**
 * Replaces each `{name}` with `params.name`; a missing (null/undefined) param leaves `{name}`.
 * A plural message first takes the form of `params.count` (a number, or numeric text), whose
 * `{count}` is then written the locale's way (`1 234`).
 */
export function formatMessage(
  template: Message,
  params?: MessageParams,
  locale: Locale = DEFAULT_LOCALE,
): string {
  let text: string;
  if (isPluralMessage(template)) {
    const raw = params?.count;
    const count = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
    text = pluralForm(template, count, locale);
    if (Number.isFinite(count)) {
      const written = (countFormats[locale] ??= new Intl.NumberFormat(locale)).format(count);
      params = { ...params, count: written };
    }
  } else {
    text = template;
  }
  if (!params) return text;
  const values = params;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The placeholder names of a message (all its forms), in order of appearance, once each. */
export function placeholdersOf(message: Message): string[] {
  const texts = isPluralMessage(message) ? Object.values(message) : [message];
  return [
    ...new Set(
      texts.flatMap((text) => Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? '')),
    ),
  ];
}
