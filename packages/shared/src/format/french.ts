import type { Civility } from '../enums/civilities';

/*
 * French as the French write it (decision 063): elision before a vowel or a mute h
 * ("d’Organisme", "à la place d’Administrateur", "l’Institut") and agreement with a person's
 * civility ("Je soussignée"). `formatMessage` elides before every placeholder on its own; the
 * helpers below are for the code that puts words together itself.
 */

/** The apostrophe of an elision: the typographic one. */
export const APOSTROPHE = '’';

/*
 * Words whose h is aspirated: no elision ("de Hauts-de-France", "le handicap"). Matched on the
 * word's start, lower-cased and without accents. Every other h is mute ("d’Hélène").
 */
const ASPIRATED_H = [
  'hache',
  'haie',
  'hall',
  'halte',
  'hameau',
  'hamac',
  'hanche',
  'handball',
  'handicap',
  'hangar',
  'hardi',
  'harcel',
  'haricot',
  'hasard',
  'haut',
  'hainaut',
  'havre',
  'heros',
  'hetre',
  'hibou',
  'hierarch',
  'hockey',
  'hollande',
  'homard',
  'hongr',
  'honte',
  'hors',
  'hublot',
  'huit',
  'hurl',
];

/** Lower case without accents: "Élan" → "elan". */
function plain(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether French elides before `text`: it starts with a vowel ("Organisme", "Élan", "Yves"),
 * or a mute h ("Hélène", "Hôpital"). Not before a consonant, a digit, a quote or an aspirated h
 * ("Hauts-de-France"), nor before a y followed by a vowel ("Yann", "Yoga").
 */
export function startsWithVowelSound(text: string): boolean {
  const word = plain(text.trimStart());
  const first = word.charAt(0);
  if ('aeiou'.includes(first) && first !== '') return true;
  if (first === 'y') return !/^y[aeiou]/.test(word);
  if (first === 'h') return !ASPIRATED_H.some((start) => word.startsWith(start));
  return false;
}

/** The small words that lose their vowel before a vowel sound, and what they become. */
const ELIDED: Readonly<Record<string, string>> = {
  de: 'd',
  De: 'D',
  le: 'l',
  Le: 'L',
  la: 'l',
  La: 'L',
  que: 'qu',
  Que: 'Qu',
  je: 'j',
  Je: 'J',
  ne: 'n',
  Ne: 'N',
};

/**
 * `word` put after `small` ("de", "le", "la", "que", "je", "ne"): "de Paris", "d’Organisme",
 * "l’Institut", "qu’Anne". Another small word is written as it is, followed by a space.
 */
export function elide(small: string, word: string): string {
  const short = ELIDED[small];
  return short !== undefined && startsWithVowelSound(word)
    ? `${short}${APOSTROPHE}${word}`
    : `${small} ${word}`;
}

/** "de Paris", "d’Organisme". */
export function de(word: string): string {
  return elide('de', word);
}

/** "le Havre"… "l’Institut" (masculine article). */
export function le(word: string): string {
  return elide('le', word);
}

/** "la Région", "l’Académie" (feminine article). */
export function la(word: string): string {
  return elide('la', word);
}

/** "à la place d’Administrateur": who an impersonating admin acts instead of. */
export function insteadOf(word: string): string {
  return `à la place ${de(word)}`;
}

/**
 * The form of a word that agrees with a person: the feminine for "Mme", the masculine
 * otherwise (French's default when the civility is unknown). `agree(civility, 'soussigné',
 * 'soussignée')`, `agree(civility, 'inscrit', 'inscrite')`.
 */
export function agree(
  civility: Civility | null | undefined,
  masculine: string,
  feminine: string,
): string {
  return civility === 'MRS' ? feminine : masculine;
}

/*
 * Elision inside a message: "de {name}" filled with "Anne" becomes "d’Anne". A small word is
 * elided only when it stands alone right before the placeholder (a space before it, or the
 * message's start).
 */
// \u2019 is ’: the server bundle stays Latin-1 (apps/server/build.mjs).
const SMALL_WORD_BEFORE = /(^|[\s(«"'\u2019])(de|De|le|Le|la|La|que|Que|je|Je|ne|Ne) $/;

/**
 * `before` (the text up to a placeholder) and `value` joined, with the elision French wants:
 * ("Ouvrir la fiche de ", "Institut") → "Ouvrir la fiche d’Institut".
 */
export function joinElided(before: string, value: string): string {
  const match = SMALL_WORD_BEFORE.exec(before);
  if (!match?.[2] || !startsWithVowelSound(value)) return before + value;
  const head = before.slice(0, before.length - match[2].length - 1);
  return `${head}${elide(match[2], value)}`;
}
