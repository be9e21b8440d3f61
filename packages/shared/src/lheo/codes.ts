import type { Modality } from '../enums';

/*
 * The LHÉO 2.3 reference tables (the "dictionnaires" of lheo.gouv.fr) that the catalogue's feed
 * uses, in one place: the codes the schema enumerates, with what they mean, and how our data maps
 * onto them (decision 075).
 */

/** The LHÉO namespace of version 2.3 (the feed's root element). */
export const LHEO_NAMESPACE = 'http://lheo.gouv.fr/2.3';

/**
 * `code-niveau-entree` (dict-niveaux): the levels of the 2019 national framework of
 * certifications (codes 11 to 18), "sans niveau spécifique" (1) and "information non
 * communiquée" (0). Codes 2 to 8, the former framework, are still valid for the schema but no
 * longer offered.
 */
export const LHEO_ENTRY_LEVELS = {
  '1': 'Sans niveau spécifique',
  '11': 'Niveau 1 : maîtrise des savoirs de base',
  '12': 'Niveau 2 : activités simples',
  '13': 'Niveau 3 : CAP, BEP',
  '14': 'Niveau 4 : baccalauréat',
  '15': 'Niveau 5 : bac + 2 (BTS, DUT)',
  '16': 'Niveau 6 : bac + 3 ou 4 (licence, BUT)',
  '17': 'Niveau 7 : bac + 5 (master)',
  '18': 'Niveau 8 : doctorat',
  '0': 'Information non communiquée',
} as const;
export type LheoEntryLevel = keyof typeof LHEO_ENTRY_LEVELS;
/**
 * The codes in the order a form offers them: rising levels, "not communicated" last (an object's
 * integer-like keys would come out in numeric order, 0 first).
 */
export const LHEO_ENTRY_LEVEL_CODES = [
  '1',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '0',
] as const satisfies readonly LheoEntryLevel[];

/** A stored entry level as the code it is, or null (an unknown text is no level). */
export function lheoEntryLevelOf(value: string | null): LheoEntryLevel | null {
  return value !== null && Object.hasOwn(LHEO_ENTRY_LEVELS, value)
    ? (value as LheoEntryLevel)
    : null;
}

/**
 * `modalites-enseignement` (dict-modalites-enseignement) of a session's modality: 0 entirely on
 * site, 1 mixed, 2 entirely remote.
 */
export const LHEO_TEACHING_MODE_OF_MODALITY = {
  ONSITE: '0',
  BOTH: '1',
  REMOTE: '2',
} as const satisfies Record<Modality, '0' | '1' | '2'>;

/**
 * What every session of the programme is, by construction, in LHÉO's terms: a group (not an
 * individual path: `parcours-de-formation` 1), with fixed entry and exit dates
 * (`modalites-entrees-sorties` 0), without work-study periods (`modalites-alternance`), and
 * funded by the programme, so that its costs may be covered (`prise-en-charge-frais-possible` 1).
 */
export const LHEO_PROGRAMME_CONSTANTS = {
  parcoursDeFormation: '1',
  modalitesEntreesSorties: '0',
  modalitesAlternance: 'Sans objet : formation continue sans période en entreprise.',
  priseEnChargeFraisPossible: '1',
} as const;

/** A Formacode code (domain or public visé): five digits. */
export const FORMACODE_PATTERN = /^\d{5}$/;
/** At most this many codes of public visé (the schema's `maxOccurs`). */
export const LHEO_PUBLIC_CODES_MAX = 10;
/** At most this many Formacode domain codes (the schema's `maxOccurs`). */
export const LHEO_FORMACODES_MAX = 5;

/**
 * The length limits of the schema for the texts we write, in characters: longer texts are cut
 * at a word with an ellipsis, never refused (the portal's own limits are wider).
 */
export const LHEO_TEXT_LIMITS = {
  intitule: 255,
  longText: 3000,
  line: 50,
  name: 50,
  organisation: 250,
  email: 160,
  url: 400,
  phone: 25,
} as const;

/**
 * A declared activity number ("numéro de déclaration d'activité"): 11 signs, the region's two
 * digits, the department, five digits, the department again (2A or 2B in Corsica).
 */
export const ACTIVITY_NUMBER_PATTERN = /^\d{2}(?:\d{2}|2[AB])\d{5}(?:\d{2}|2[AB])$/;
