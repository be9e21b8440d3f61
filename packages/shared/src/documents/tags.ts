import type { DocumentTemplateCode } from '../mail/document-templates';

/*
 * The tags of the generated documents (decision 036), defined once: the server computes their
 * values from the session's data, the built-in PDF is drawn from those values, and an imported
 * DOCX template is filled with the same ones (`{{ session.code }}`, and `{{#trainees}}…
 * {{/trainees}}` for a loop). The template screen lists them per document, and a DOCX using
 * a tag that its document does not have is refused on import.
 */

/** Every tag, with what it stands for (shown to admins). Values are plain text. */
export const DOCUMENT_TAGS = {
  'programme.name': 'Nom du portail (Passerelle)',
  'programme.tagline': 'Nom du programme',
  'document.date': 'Date du document (jour de sa création)',
  'document.place': 'Lieu où le document est fait (ville du prestataire)',
  'provider.name': 'Nom du prestataire (organisme de formation)',
  'provider.address': 'Adresse du prestataire',
  'provider.siret': 'SIRET du prestataire',
  'provider.phone': 'Téléphone du prestataire',
  'provider.email': 'Adresse e-mail du prestataire',
  'provider.managerName': 'Nom du responsable du prestataire (signataire)',
  'provider.managerTitle': 'Fonction du responsable du prestataire',
  'action.name': "Intitulé de l'action de formation",
  'action.type': "Type d'action",
  'action.goal': "Objectifs de l'action",
  'action.public': 'Public visé',
  'session.code': 'Code de la session',
  'session.dates': 'Dates de la session (« Du … au … »)',
  'session.startDate': 'Date de début de la session',
  'session.endDate': 'Date de fin de la session',
  'session.schedule': 'Chaque date de la session avec ses horaires, une par ligne',
  'session.hours': 'Durée de la session en heures',
  'session.modality': 'Modalité (présentiel, distanciel…)',
  'session.place': 'Lieu de la session (salle, adresse, ville) ou « À distance »',
  'session.remoteUrl': 'Lien de connexion d’une session à distance',
  'session.cost': 'Coût de la session',
  'session.speakers': 'Intervenants de la session',
  'trainee.civility': 'Civilité du stagiaire',
  'trainee.givenName': 'Prénom du stagiaire',
  'trainee.familyName': 'Nom du stagiaire',
  'trainee.name': 'Civilité, prénom et nom du stagiaire',
  'trainee.email': 'Adresse e-mail du stagiaire',
  'trainee.structure': 'Structure (employeur) du stagiaire',
  'trainee.status': 'Présence du stagiaire (inscrit, présent, absence partielle…)',
  'trainee.hours': 'Heures réalisées par le stagiaire',
  'structure.name': 'Nom de la structure signataire (employeur)',
  'structure.address': 'Adresse de la structure signataire',
  'structure.siret': 'SIRET de la structure signataire',
  'structure.traineeCount': 'Nombre de stagiaires de la structure',
  'date.day': "Jour d'intervention (dans la boucle dates)",
  'date.hours': "Horaires du jour d'intervention (dans la boucle dates)",
  'halfDay.day': 'Jour de la demi-journée (dans la boucle halfDays)',
  'halfDay.period': 'Matin ou après-midi (dans la boucle halfDays)',
  'halfDay.hours': 'Horaires de la demi-journée (dans la boucle halfDays)',
  'report.status': 'Statut du bilan pédagogique',
  'report.delivered': 'Bilan : contenus et déroulement',
  'report.goalsReached': 'Bilan : atteinte des objectifs',
  'report.traineesFeedback': 'Bilan : retours des stagiaires',
  'report.difficulties': 'Bilan : difficultés rencontrées',
  'report.improvements': "Bilan : pistes d'amélioration",
  'report.present': 'Bilan : nombre de présents',
  'report.partial': "Bilan : nombre d'absences partielles",
  'report.absent': "Bilan : nombre d'absents",
  'report.excused': "Bilan : nombre d'absences excusées",
} as const;
export type DocumentTag = keyof typeof DOCUMENT_TAGS;

/** The loops a template may hold (`{{#trainees}}…{{/trainees}}`), with the tags of one item. */
export const DOCUMENT_LOOPS = {
  trainees: [
    'trainee.civility',
    'trainee.givenName',
    'trainee.familyName',
    'trainee.name',
    'trainee.email',
    'trainee.structure',
    'trainee.status',
    'trainee.hours',
  ],
  dates: ['date.day', 'date.hours'],
  halfDays: ['halfDay.day', 'halfDay.period', 'halfDay.hours'],
} as const satisfies Record<string, readonly DocumentTag[]>;
export type DocumentLoop = keyof typeof DOCUMENT_LOOPS;

export const DOCUMENT_LOOP_LABELS = {
  trainees: 'Les stagiaires de la session, un par un',
  dates: "Les jours d'intervention, un par un",
  halfDays: 'Les demi-journées, une par une',
} as const satisfies Record<DocumentLoop, string>;

const COMMON = ['programme.name', 'programme.tagline', 'document.date', 'document.place'] as const;
const PROVIDER = [
  'provider.name',
  'provider.address',
  'provider.siret',
  'provider.phone',
  'provider.email',
  'provider.managerName',
  'provider.managerTitle',
] as const;
const ACTION = ['action.name', 'action.type', 'action.goal', 'action.public'] as const;
const SESSION = [
  'session.code',
  'session.dates',
  'session.startDate',
  'session.endDate',
  'session.schedule',
  'session.hours',
  'session.modality',
  'session.place',
  'session.remoteUrl',
] as const;
const TRAINEE = DOCUMENT_LOOPS.trainees;
const STRUCTURE = [
  'structure.name',
  'structure.address',
  'structure.siret',
  'structure.traineeCount',
] as const;
const REPORT = [
  'report.status',
  'report.delivered',
  'report.goalsReached',
  'report.traineesFeedback',
  'report.difficulties',
  'report.improvements',
  'report.present',
  'report.partial',
  'report.absent',
  'report.excused',
] as const;
const BASE = [...COMMON, ...PROVIDER, ...ACTION, ...SESSION] as const;
const CERTIFICATE = { tags: [...BASE, ...TRAINEE], loops: ['dates'] } as const;

/** The tags and loops of each document. */
export const DOCUMENT_TEMPLATE_TAGS = {
  CONVOCATION: { tags: [...BASE, ...TRAINEE], loops: ['dates'] },
  CONVENTION: { tags: [...BASE, 'session.cost', ...STRUCTURE], loops: ['trainees', 'dates'] },
  PARTICIPANT_LIST: { tags: BASE, loops: ['trainees'] },
  ATTENDANCE_SHEET: { tags: [...BASE, 'session.speakers'], loops: ['trainees', 'halfDays'] },
  PARTICIPATION_CERTIFICATE: CERTIFICATE,
  COMPLETION_CERTIFICATE: CERTIFICATE,
  END_CERTIFICATE: CERTIFICATE,
  REPORT: { tags: [...BASE, ...REPORT], loops: [] },
} as const satisfies Record<
  DocumentTemplateCode,
  { tags: readonly DocumentTag[]; loops: readonly DocumentLoop[] }
>;

/** One loop item: its tags' values. */
export type DocumentLoopItem<L extends DocumentLoop> = Record<
  (typeof DOCUMENT_LOOPS)[L][number],
  string
>;

/** The values of a document's tags, loops aside. */
export type DocumentTagValues<C extends DocumentTemplateCode> = Record<
  (typeof DOCUMENT_TEMPLATE_TAGS)[C]['tags'][number],
  string
>;

/** What fills a document: every tag of the document, then each loop's items. */
export type DocumentValues<C extends DocumentTemplateCode> = DocumentTagValues<C> & {
  [L in (typeof DOCUMENT_TEMPLATE_TAGS)[C]['loops'][number]]: DocumentLoopItem<L>[];
};

/**
 * The tags of a template that its document does not have, in order of appearance: a loop's name
 * is allowed as a section (`#trainees`, `/trainees`), a loop's tags inside their loop only.
 * `used` lists the template's tags as written, each with the loops it sits in.
 */
export function unknownDocumentTags(
  code: DocumentTemplateCode,
  used: readonly { tag: string; loops: readonly string[] }[],
): string[] {
  const allowed = DOCUMENT_TEMPLATE_TAGS[code];
  const tags = new Set<string>(allowed.tags);
  const loops = new Set<string>(allowed.loops);
  const unknown: string[] = [];
  for (const { tag, loops: around } of used) {
    const inLoop = around.some(
      (loop) =>
        loops.has(loop) &&
        (DOCUMENT_LOOPS[loop as DocumentLoop] as readonly string[]).includes(tag),
    );
    if (!tags.has(tag) && !loops.has(tag) && !inLoop && !unknown.includes(tag)) unknown.push(tag);
  }
  return unknown;
}

/** Whether `name` is a loop of the document (a section a template may open). */
export function isDocumentLoopOf(code: DocumentTemplateCode, name: string): boolean {
  return (DOCUMENT_TEMPLATE_TAGS[code].loops as readonly string[]).includes(name);
}
