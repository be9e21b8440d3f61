import { DEFAULT_LOCALE, type Locale } from '../constants';
import { joinElided } from '../format/french';

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

/*
 * A choice by a param's value, ICU's `select` (decision 063): `Je {civility, select, MRS
 * {soussignée} other {soussigné}} {name}`. Each choice is plain text; `other` stands in for any
 * value the message does not name, and for a missing param.
 */
const SELECT = /\{(\w+), select, ((?:[\w-]+ \{[^{}]*\} ?)+)\}/g;
const SELECT_CHOICE = /([\w-]+) \{([^{}]*)\}/g;

function chooseSelects(text: string, params: MessageParams | undefined): string {
  return text.replace(SELECT, (_whole, name: string, choices: string) => {
    const value = params && Object.hasOwn(params, name) ? params[name] : undefined;
    const options = new Map(
      Array.from(choices.matchAll(SELECT_CHOICE), (match) => [match[1], match[2] ?? '']),
    );
    return options.get(String(value)) ?? options.get('other') ?? '';
  });
}

export function isPluralMessage(message: Message): message is PluralMessage {
  return typeof message === 'object';
}

// One of each per locale, made on first use (constructing them is not free).
const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};
const countFormats: Partial<Record<Locale, Intl.NumberFormat>> = {};

/**
 * The plural category of a whole `count` from 0 to 999,999 (what pages count, nearly always): in
 * French 0 and 1 are `one`, in English 1 only, the rest `other` (CLDR's rules; French `many`
 * starts at a million). Chosen without Intl, so that a page's start does not make the first
 * `Intl` object, which loads the locale's data (decision 104); Intl answers beyond.
 */
function smallCountCategory(count: number, locale: Locale): Intl.LDMLPluralRule | undefined {
  if (!Number.isInteger(count) || count < 0 || count >= 1_000_000) return undefined;
  const singular = locale === 'fr' ? count <= 1 : count === 1;
  return singular ? 'one' : 'other';
}

/** The text of `message` for `count`: its plural category in `locale`, else `other`. */
export function pluralForm(message: PluralMessage, count: number, locale: Locale): string {
  if (!Number.isFinite(count)) return message.other;
  const category =
    smallCountCategory(count, locale) ??
    (pluralRules[locale] ??= new Intl.PluralRules(locale)).select(count);
  return message[category] ?? message.other;
}

/**
 * `count` the locale's way (`1 234`). Below a thousand both our locales write the bare digits:
 * written so without Intl, a page that only counts a few things never loads the locale's number
 * data (5–8 ms in a phone's browser, on the page's start).
 */
function writtenCount(count: number, locale: Locale): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return (countFormats[locale] ??= new Intl.NumberFormat(locale)).format(count);
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
    if (Number.isFinite(count)) params = { ...params, count: writtenCount(count, locale) };
  } else {
    text = template;
  }
  text = chooseSelects(text, params);
  if (!params) return text;
  const values = params;
  // French elides before a filled placeholder: "de {name}" with "Anne" is "d’Anne" (063).
  let written = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const before = written + text.slice(last, match.index);
    const name = match[1] ?? '';
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null) written = before + match[0];
    else written = locale === 'fr' ? joinElided(before, String(value)) : before + String(value);
    last = match.index + match[0].length;
  }
  return written + text.slice(last);
}

/** The placeholder names of a message (all its forms), in order of appearance, once each. */
export function placeholdersOf(message: Message): string[] {
  // A select's param is a choice of words, not a value written: a translation may do without.
  const texts = (isPluralMessage(message) ? Object.values(message) : [message]).map((text) =>
    text.replace(SELECT, ''),
  );
  return [
    ...new Set(
      texts.flatMap((text) => Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? '')),
    ),
  ];
}
