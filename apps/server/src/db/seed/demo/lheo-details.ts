import type { actions } from '../../schema/index.js';
import type { Theme } from './catalogue.js';

/*
 * What the LHÉO feed asks of a demo action beyond its description (decision 075), derived from
 * its theme: the expected results from its goal, its rhythm from its length; the same access
 * conditions, entry level and public visé for the whole programme, which trains the people of
 * the guidance, training and employment network.
 */

type LheoColumns = Pick<
  typeof actions.$inferInsert,
  | 'expectedResults'
  | 'prerequisites'
  | 'rhythm'
  | 'entryLevel'
  | 'entryLevelRequired'
  | 'certifying'
  | 'publicCodes'
>;

const RHYTHMS: Record<Theme['days'], string> = {
  0.5: 'Une demi-journée de 3 h 30, en journée.',
  1: 'Une journée de 7 heures.',
  2: 'Deux journées de 7 heures, en principe consécutives.',
  3: 'Trois journées de 7 heures.',
};

const PREREQUISITES =
  'Exercer une mission d’accueil, d’information, d’orientation ou d’accompagnement dans une ' +
  'structure du réseau régional. Aucun diplôme n’est exigé.';

/** "Structurer…" → "les participants sont capables de structurer…", elided before a vowel. */
function expectedResultsOf(goal: string): string {
  const lowered = goal.charAt(0).toLocaleLowerCase('fr') + goal.slice(1);
  const of = /^[aeiouyhàâéèêëîïôûü]/i.test(lowered) ? 'd’' : 'de ';
  return `À l’issue de la formation, les participants sont capables ${of}${lowered}`;
}

export function lheoDetailsOf(theme: Theme): LheoColumns {
  return {
    expectedResults: expectedResultsOf(theme.goal),
    prerequisites: PREREQUISITES,
    rhythm: RHYTHMS[theme.days],
    entryLevel: '1',
    entryLevelRequired: false,
    certifying: false,
    // Formacode 80006, the public code of offers open to every public.
    publicCodes: ['80006'],
  };
}
