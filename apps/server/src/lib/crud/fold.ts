import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Accent- and case-insensitive comparison without the `unaccent` extension: `unaccent` ships with
 * both PGlite and PostgreSQL but must be loaded by every PGlite client and created by a migration,
 * and is not IMMUTABLE (no expression index). `translate`, `replace` and `lower` are built in,
 * immutable (an expression index on `fold(column)` is possible) and behave the same on both.
 */
const ACCENTED: Record<string, string> = {
  A: 'ÀÁÂÃÄÅ',
  a: 'àáâãäå',
  C: 'Ç',
  c: 'ç',
  E: 'ÈÉÊË',
  e: 'èéêë',
  I: 'ÌÍÎÏ',
  i: 'ìíîï',
  N: 'Ñ',
  n: 'ñ',
  O: 'ÒÓÔÕÖØ',
  o: 'òóôõöø',
  U: 'ÙÚÛÜ',
  u: 'ùúûü',
  Y: 'ÝŸ',
  y: 'ýÿ',
};

/** Letters `translate` cannot map one to one. */
const LIGATURES: readonly (readonly [string, string])[] = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
];

const FROM = Object.values(ACCENTED).join('');
const TO = Object.entries(ACCENTED)
  .map(([plain, accented]) => plain.repeat([...accented].length))
  .join('');

/** `expression` without accents, ligatures spelt out, in lower case. */
export function foldSql(expression: SQLWrapper): SQL {
  // The constants hold letters only: safe to inline, and the plan stays the same for every query.
  let folded = sql`translate(${expression}, ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)})`;
  for (const [ligature, plain] of LIGATURES) {
    folded = sql`replace(${folded}, ${sql.raw(`'${ligature}'`)}, ${sql.raw(`'${plain}'`)})`;
  }
  return sql`lower(${folded})`;
}

/** Each letter `foldSql` maps, to what it becomes; and A–Z to a–z. */
const FOLDS = new Map<string, string>([
  ...[...FROM].map((letter, index): [string, string] => [letter, [...TO][index]!.toLowerCase()]),
  ...LIGATURES,
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter): [string, string] => [
    letter,
    letter.toLowerCase(),
  ]),
]);

/**
 * `text` folded in JavaScript as `foldSql` folds it, but for letters outside its table, left as
 * they are (the database's `lower` may differ from JavaScript's on those): two texts folded alike
 * here are folded alike by the database (a cache key, decision 069).
 */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text) folded += FOLDS.get(char) ?? char;
  return folded;
}

/** A LIKE pattern matching `text` literally anywhere (`%`, `_` and `\` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `expression` contains `term`, ignoring accents and case. */
export function foldedContains(expression: SQLWrapper, term: string): SQL {
  return foldedColumnContains(foldSql(sql`coalesce(${expression}, '')`), term);
}

/**
 * An already folded expression — a stored column such as `actions.name_folded` — contains
 * `term`, ignoring accents and case: only the term is folded, not every row.
 */
export function foldedColumnContains(folded: SQLWrapper, term: string): SQL {
  return sql`${folded} like ${foldSql(sql`${containsPattern(term)}::text`)}`;
}
