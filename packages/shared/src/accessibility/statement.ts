import type { RouteName } from '../permissions/routes';
import type { RgaaAssessment, RgaaCriterion, RgaaEvidence } from './rgaa';

/*
 * THE PORTAL'S ACCESSIBILITY STATEMENT (RGAA 4.1), the source of the page /accessibility
 * (decision 080). What it says is kept true by tests:
 * - `statement.test.ts`: every criterion of the RGAA has a result; the non-conformities name
 *   exactly the non-conform criteria; the conformance rate is computed from the criteria; and
 *   `contentHash` is the hash of everything but `auditDate` and `contentHash` — change anything
 *   here and the test fails until `auditDate` is the day of the change and `contentHash` the new
 *   hash (its message gives it);
 * - the journeys (e2e/statement-check.ts, on a full run: `npm test`, `.ci/run`): every page of
 *   `sample` was checked by axe with no violation, every page axe checked is in `sample`, and
 *   every journey of `keyboardJourneys` passed with no mouse event.
 * The texts a visitor reads are French, as the statement is published.
 */

export interface AccessibilityStatement {
  /** The day the statement was first made (`YYYY-MM-DD`, Paris). */
  firstDate: string;
  /** The day of the last change of the content below (`YYYY-MM-DD`, Paris). */
  auditDate: string;
  /** The hash of the statement without `auditDate` and `contentHash` (statement.test.ts). */
  contentHash: string;
  /** Who made the audit, as the statement says it. */
  auditor: string;
  /** Each criterion of the RGAA and its result on the sample. */
  criteria: Readonly<Record<RgaaCriterion, RgaaAssessment>>;
  /** What is not accessible, and the criteria it fails. */
  nonConformities: readonly { text: string; criteria: readonly RgaaCriterion[] }[];
  /** Derogations for a disproportionate burden. */
  derogations: readonly string[];
  /** Contents the obligation does not cover. */
  exemptions: readonly string[];
  technologies: readonly string[];
  /** Browsers and assistive technologies of the checks. */
  environments: readonly string[];
  tools: readonly string[];
  /** The page templates of the sample: every page the journeys check with axe. */
  sample: readonly RouteName[];
  /** The tasks done from start to end with the keyboard only (`keyboardTest`, e2e/keyboard.ts). */
  keyboardJourneys: readonly { id: string; label: string }[];
}

const C = (...evidence: RgaaEvidence[]): RgaaAssessment => ({ result: 'C', evidence });
const NC = (...evidence: RgaaEvidence[]): RgaaAssessment => ({ result: 'NC', evidence });
/** Not applicable: the portal has no such content (the team's review). */
const NA: RgaaAssessment = { result: 'NA', evidence: ['review'] };

export const ACCESSIBILITY_STATEMENT = {
  firstDate: '2026-11-30',
  auditDate: '2026-11-30',
  contentHash: '95076022880a5a91',
  auditor: 'l’équipe du portail (audit interne)',
  criteria: {
    // 1. Images
    '1.1': C('axe'),
    '1.2': C('axe', 'review'),
    '1.3': C('review'),
    '1.4': NA,
    '1.5': NA,
    '1.6': NA,
    '1.7': NA,
    '1.8': NA,
    '1.9': NA,
    // 2. Frames: the portal has none.
    '2.1': NA,
    '2.2': NA,
    // 3. Colours
    '3.1': C('review'),
    '3.2': C('axe'),
    '3.3': C('review'),
    // 4. Multimedia: the portal publishes no audio nor video.
    '4.1': NA,
    '4.2': NA,
    '4.3': NA,
    '4.4': NA,
    '4.5': NA,
    '4.6': NA,
    '4.7': NA,
    '4.8': NA,
    '4.9': NA,
    '4.10': NA,
    '4.11': NA,
    '4.12': NA,
    '4.13': NA,
    // 5. Tables: data tables only, none complex, none for layout.
    '5.1': NA,
    '5.2': NA,
    '5.3': NA,
    '5.4': C('review'),
    '5.5': C('review'),
    '5.6': C('axe'),
    '5.7': C('axe'),
    '5.8': NA,
    // 6. Links
    '6.1': C('axe', 'review'),
    '6.2': C('axe'),
    // 7. Scripts
    '7.1': C('axe', 'keyboard'),
    '7.2': C('review'),
    '7.3': C('keyboard'),
    '7.4': C('keyboard', 'review'),
    '7.5': C('review'),
    // 8. Mandatory elements
    '8.1': C('review'),
    '8.2': C('axe', 'review'),
    '8.3': C('axe'),
    '8.4': C('axe'),
    '8.5': C('axe'),
    '8.6': C('review'),
    '8.7': C('axe'),
    '8.8': C('axe'),
    '8.9': C('review'),
    '8.10': NA,
    // 9. Structure
    '9.1': NC('review'),
    '9.2': C('review'),
    '9.3': C('axe'),
    '9.4': NA,
    // 10. Presentation
    '10.1': C('review'),
    '10.2': C('review'),
    '10.3': C('keyboard'),
    '10.4': C('review'),
    '10.5': C('review'),
    '10.6': C('review'),
    '10.7': C('keyboard'),
    '10.8': C('review'),
    '10.9': C('review'),
    '10.10': C('review'),
    '10.11': C('review'),
    '10.12': C('review'),
    '10.13': C('review'),
    '10.14': C('keyboard'),
    // 11. Forms
    '11.1': C('axe'),
    '11.2': C('review'),
    '11.3': C('review'),
    '11.4': C('review'),
    '11.5': C('review'),
    '11.6': C('review'),
    '11.7': C('review'),
    '11.8': NA,
    '11.9': C('axe'),
    '11.10': C('keyboard', 'review'),
    '11.11': C('review'),
    '11.12': C('keyboard', 'review'),
    '11.13': C('axe'),
    // 12. Navigation
    '12.1': NC('review'),
    '12.2': C('review'),
    '12.3': NA,
    '12.4': NA,
    '12.5': NA,
    '12.6': C('review'),
    '12.7': C('keyboard'),
    '12.8': C('keyboard'),
    '12.9': C('keyboard'),
    '12.10': NA,
    '12.11': C('keyboard'),
    // 13. Consultation
    '13.1': C('review'),
    '13.2': C('review'),
    '13.3': NC('review'),
    '13.4': NA,
    '13.5': NA,
    '13.6': NA,
    '13.7': NA,
    '13.8': NA,
    '13.9': C('review'),
    '13.10': C('keyboard'),
    '13.11': C('review'),
    '13.12': NA,
  },
  nonConformities: [
    {
      text: 'Les textes saisis dans l’éditeur du portail par les organismes de formation et l’équipe de gestion (descriptions des actions, pages d’information) peuvent sauter des niveaux de titre ou employer des titres pour la mise en forme.',
      criteria: ['9.1'],
    },
    {
      text: 'Le portail n’a ni plan du site ni moteur de recherche portant sur toutes ses pages : seul le menu permet d’y naviguer, la recherche ne portant que sur le catalogue.',
      criteria: ['12.1'],
    },
    {
      text: 'Les documents PDF générés par le portail (convocations, attestations, feuilles d’émargement, bilans) ne sont pas balisés et n’ont pas de version accessible.',
      criteria: ['13.3'],
    },
  ],
  derogations: [],
  exemptions: [
    'Les documents déposés par les organismes de formation et l’équipe de gestion (programmes, ressources complémentaires), dont le portail ne maîtrise pas le contenu.',
    'Les pages du service d’identification externe (connexion unique), qui ne relèvent pas de l’éditeur du portail.',
  ],
  technologies: ['HTML5', 'CSS', 'JavaScript', 'WAI-ARIA', 'SVG'],
  environments: [
    'Chromium (Debian 12), sans souris : parcours au clavier seul',
    'Chromium (Debian 12), écran de téléphone (390 × 844 pixels) : page de signature',
  ],
  tools: [
    'axe-core 4.13 (règles WCAG 2.1 niveaux A et AA), à chaque version, sur chaque page de l’échantillon',
    'Playwright : parcours au clavier seul, sans aucun événement de souris',
    'Relecture des pages et de leurs composants par l’équipe',
  ],
  sample: [
    'index',
    'login',
    'forgot-password',
    'reset-password',
    'registration-decision-token',
    'favorite-alerts-token',
    'training',
    'training-id',
    'calendar',
    'format',
    'condition',
    'about',
    'lab',
    'cookies',
    'cgu',
    'accessibility',
    'legal_mentions',
    'back-programming',
    'back-programming-id',
    'back-programming-id-action',
    'back-programming-id-sessions',
    'back-programming-id-speakers',
    'back-programming-id-registrations',
    'back-registrations',
    'back-speakers',
    'back-surveys',
    'back-surveys-id',
    'back-information',
    'back-structures-id',
    'back-admin-axis',
    'back-admin-actions',
    'back-admin-rooms',
    'back-admin-cities',
    'back-admin-users',
    'back-admin-structures',
    'back-admin-structures-id',
    'back-admin-documents',
    'back-admin-links',
    'back-admin-templates',
    'back-admin-content-code',
    'back-admin-parameters',
    'back-admin-references',
    'back-admin-jobs',
    'back-admin-lheo',
    'reports',
    'reports-id',
    'surveys',
    'surveys-id',
    'beneficiary-favorites',
    'beneficiary-future',
    'beneficiary-passed',
    'beneficiary-information',
    'beneficiary-sign-token',
  ],
  keyboardJourneys: [
    {
      id: 'catalogue-search',
      label: 'Rechercher une formation dans le catalogue et ouvrir sa fiche',
    },
    { id: 'registration', label: 'Demander son inscription à une session' },
    { id: 'survey', label: 'Répondre à un questionnaire de satisfaction, étape par étape' },
    { id: 'typed-signature', label: 'Signer sa présence en tapant son nom' },
    { id: 'back-office-form', label: 'Créer un axe dans l’administration' },
  ],
} as const satisfies AccessibilityStatement;
