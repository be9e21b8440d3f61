export const CIVILITIES = ['MR', 'MRS'] as const;
export type Civility = (typeof CIVILITIES)[number];

/** Abbreviated form, as written before a name. */
export const CIVILITY_LABELS = {
  MR: 'M.',
  MRS: 'Mme',
} as const satisfies Record<Civility, string>;

/** Full form, for choice lists. */
export const CIVILITY_LONG_LABELS = {
  MR: 'Monsieur',
  MRS: 'Madame',
} as const satisfies Record<Civility, string>;
