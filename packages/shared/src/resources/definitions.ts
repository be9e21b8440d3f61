import { t } from '../i18n';
import {
  COLD_SURVEY_DEFAULT_DELAY_DAYS,
  COLD_SURVEY_MAX_DELAY_DAYS,
  COLD_SURVEY_MIN_DELAY_DAYS,
} from '../surveys/cold-questionnaire';
import { defineResource, type FieldDefinition, type FieldMessages, type Resource } from './define';
import {
  OPTIONAL_DOCUMENTS,
  REGULATORY_DOCUMENTS,
  type GeneratedDocument,
} from '../documents/codes';
import { frDocuments } from '../i18n/fr-documents';

/** The boxes of an action type's document choice, named as the documents are. */
function documentOptions(codes: readonly GeneratedDocument[]) {
  return codes.map((code) => ({ value: code, label: frDocuments[`documents.label.${code}`] }));
}

/**
 * Administered by the admin; read by the whole back office, whose programming forms and filters
 * offer axes, action types, cities and rooms as choices.
 */
const ADMIN = { read: 'programming.read', write: 'reference.manage' } as const;

export const axesResource = defineResource({
  name: 'axes',
  labels: { singular: 'Axe', plural: 'Axes', create: 'Créer un axe' },
  permissions: ADMIN,
  fields: [
    {
      key: 'number',
      label: 'Numéro',
      kind: 'integer',
      required: true,
      min: 1,
      unique: true,
      uniqueMessageKey: 'validation.uniqueNumber',
      inList: true,
      sortable: true,
    },
    {
      key: 'name',
      label: 'Nom',
      kind: 'text',
      required: true,
      maxLength: 255,
      inList: true,
      sortable: true,
    },
    { key: 'description', label: 'Description', kind: 'textarea' },
    { key: 'color', label: 'Couleur', kind: 'color', inList: true },
  ],
  defaultSort: { field: 'number', direction: 'asc' },
  searchable: ['name', 'description'],
});

export const citiesResource = defineResource({
  name: 'cities',
  labels: { singular: 'Ville', plural: 'Villes', create: 'Créer une ville' },
  permissions: ADMIN,
  fields: [
    {
      key: 'code',
      label: 'Code',
      kind: 'text',
      required: true,
      unique: true,
      inList: true,
      sortable: true,
    },
    { key: 'value', label: 'Nom', kind: 'text', required: true, inList: true, sortable: true },
  ],
  defaultSort: { field: 'value', direction: 'asc' },
  searchable: ['code', 'value'],
});

/** Rooms' files are stored through spec §7's `room_files/multiple`. */
const ROOM_UPLOADS = 'room_files/multiple';

export const roomsResource = defineResource({
  name: 'rooms',
  labels: { singular: 'Salle', plural: 'Salles', create: 'Créer une salle' },
  permissions: ADMIN,
  fields: [
    { key: 'name', label: 'Nom', kind: 'text', required: true, inList: true, sortable: true },
    { key: 'address', label: 'Adresse', kind: 'text', inList: true },
    { key: 'city', label: 'Ville', kind: 'text', inList: true, sortable: true, filterable: true },
    { key: 'zipCode', label: 'Code postal', kind: 'postalCode', inList: true, sortable: true },
    {
      key: 'seatAmount',
      label: 'Nombre de places',
      kind: 'integer',
      min: 0,
      inList: true,
      sortable: true,
    },
    { key: 'cost', label: 'Coût', kind: 'decimal', scale: 2 },
    { key: 'comment', label: 'Commentaire', kind: 'textarea' },
    { key: 'details', label: 'Détails', kind: 'textarea' },
    { key: 'googleLink', label: 'Lien Google Maps', kind: 'url' },
    { key: 'file1', label: 'Fichier 1', kind: 'file', uploadPath: ROOM_UPLOADS },
    { key: 'file2', label: 'Fichier 2', kind: 'file', uploadPath: ROOM_UPLOADS },
    {
      key: 'pdf',
      label: 'Plan ou fiche (PDF)',
      kind: 'file',
      accept: ['pdf'],
      uploadPath: ROOM_UPLOADS,
    },
    {
      key: 'enabled',
      label: 'Active',
      kind: 'boolean',
      defaultValue: true,
      inList: true,
      filterable: true,
    },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  searchable: ['name', 'address', 'city', 'zipCode'],
});

/**
 * Action types (spec §3). `disabledAt` is shown as the `active` toggle: a type in use by actions
 * cannot be deleted, so it is switched off instead (the server keeps the date it was switched off).
 */
export const actionTypesResource = defineResource({
  name: 'action_types',
  labels: { singular: "Type d'action", plural: "Types d'action", create: "Créer un type d'action" },
  permissions: ADMIN,
  fields: [
    { key: 'name', label: 'Nom', kind: 'text', required: true, inList: true, sortable: true },
    { key: 'acronym', label: 'Sigle', kind: 'text', maxLength: 50, inList: true, sortable: true },
    {
      key: 'seatAmount',
      label: 'Nombre de places',
      kind: 'integer',
      min: 0,
      inList: true,
      sortable: true,
    },
    {
      key: 'waitingSeatAmount',
      label: "Places en liste d'attente",
      kind: 'integer',
      min: 0,
      inList: true,
      sortable: true,
    },
    {
      key: 'membersOnly',
      label: 'Réservé aux structures adhérentes',
      kind: 'boolean',
      defaultValue: false,
      inList: true,
      filterable: true,
    },
    {
      key: 'hrValidation',
      label: 'Validation RH',
      kind: 'boolean',
      defaultValue: false,
      inList: true,
      filterable: true,
    },
    {
      key: 'providerValidation',
      label: 'Validation du prestataire',
      kind: 'boolean',
      defaultValue: false,
      inList: true,
      filterable: true,
    },
    // Which documents its sessions offer (decision 064); a new type offers them all.
    {
      key: 'regulatoryDocuments',
      label: 'Documents réglementaires',
      kind: 'choices',
      options: documentOptions(REGULATORY_DOCUMENTS),
      defaultValue: REGULATORY_DOCUMENTS,
    },
    {
      key: 'generatedDocuments',
      label: 'Documents générés',
      kind: 'choices',
      options: documentOptions(OPTIONAL_DOCUMENTS),
      defaultValue: OPTIONAL_DOCUMENTS,
    },
    {
      key: 'conditionedSurveyQuestions',
      label: 'Questions conditionnelles du questionnaire',
      kind: 'tags',
      maxLength: 100,
    },
    // The cold evaluation (decision 035): asked or not, and how long after the session's end.
    {
      key: 'coldSurveyEnabled',
      label: 'Évaluation à froid',
      kind: 'boolean',
      defaultValue: false,
    },
    {
      key: 'coldSurveyDelayDays',
      label: 'Délai après la fin de la session (jours)',
      kind: 'integer',
      min: COLD_SURVEY_MIN_DELAY_DAYS,
      max: COLD_SURVEY_MAX_DELAY_DAYS,
      defaultValue: COLD_SURVEY_DEFAULT_DELAY_DAYS,
    },
    {
      key: 'active',
      label: 'Actif',
      kind: 'boolean',
      defaultValue: true,
      inList: true,
      filterable: true,
    },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  searchable: ['name', 'acronym'],
});

/** The home page's documents and links: edited by the admin (content), shown to everyone. */
const CONTENT = { read: 'admin.access', write: 'content.manage' } as const;

/** Shared by documents and links: the fields that order and publish them on the home page. */
const PUBLICATION_FIELDS = [
  {
    key: 'published',
    label: 'Publié',
    kind: 'boolean',
    defaultValue: false,
    inList: true,
    filterable: true,
  },
  {
    key: 'position',
    label: 'Position',
    kind: 'integer',
    min: 0,
    inList: true,
    sortable: true,
  },
  {
    key: 'importedAt',
    label: "Date d'import",
    kind: 'date',
    readOnly: true,
    inList: true,
    sortable: true,
  },
] as const satisfies readonly FieldDefinition[];

/** A document is a file or a web address, never both (spec §3 "file or url"). */
export function documentSourceMessages(
  values: Readonly<Record<string, unknown>>,
): FieldMessages | null {
  const present = (value: unknown) => value !== null && value !== undefined && value !== '';
  const file = present(values.file);
  const url = present(values.url);
  if (file !== url) return null;
  const message = t(file ? 'validation.documentSourceBoth' : 'validation.documentSourceMissing');
  return { file: message, url: message };
}

export const publicDocumentsResource = defineResource({
  name: 'public_documents',
  labels: { singular: 'Document', plural: 'Documents', create: 'Ajouter un document' },
  permissions: CONTENT,
  fields: [
    { key: 'name', label: 'Nom', kind: 'text', required: true, inList: true, sortable: true },
    {
      key: 'file',
      label: 'Fichier',
      kind: 'file',
      uploadPath: 'public_document_files/multiple',
      inList: true,
    },
    { key: 'url', label: 'Adresse web', kind: 'url', inList: true },
    ...PUBLICATION_FIELDS,
  ],
  defaultSort: { field: 'position', direction: 'asc' },
  searchable: ['name', 'url'],
  validate: documentSourceMessages,
});

export const publicLinksResource = defineResource({
  name: 'public_links',
  labels: { singular: 'Lien', plural: 'Liens', create: 'Ajouter un lien' },
  permissions: CONTENT,
  fields: [
    { key: 'name', label: 'Nom', kind: 'text', required: true, inList: true, sortable: true },
    { key: 'url', label: 'Adresse web', kind: 'url', required: true, inList: true },
    ...PUBLICATION_FIELDS,
  ],
  defaultSort: { field: 'position', direction: 'asc' },
  searchable: ['name', 'url'],
});

/** Every resource definition by its API name. */
export const RESOURCES: Readonly<Record<string, Resource>> = {
  axes: axesResource,
  cities: citiesResource,
  rooms: roomsResource,
  action_types: actionTypesResource,
  public_documents: publicDocumentsResource,
  public_links: publicLinksResource,
};
