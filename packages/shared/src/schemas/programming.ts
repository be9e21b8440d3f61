import { z } from 'zod';
import { MODALITIES, type RegistrationStatus } from '../enums';
import { t } from '../i18n';
import { can, type PermissionSubject } from '../permissions/matrix';
import { decimalToCents, centsToDecimal, daysField, hoursField, moneyField } from './decimal';
import { MAX_INT4, optionalText, requiredText, urlField } from './fields';
import {
  FORMACODE_PATTERN,
  LHEO_ENTRY_LEVEL_CODES,
  LHEO_FORMACODES_MAX,
  LHEO_PUBLIC_CODES_MAX,
} from '../lheo/codes';
import './messages';

/*
 * Programming: the bodies of the action and session endpoints (spec §3 "Action", "Session"),
 * their French field labels and the rules that span several fields, written once for the API
 * and the forms. Files (documents, invoices, images' bytes) have their own endpoints.
 */

const integerMessage = () => t('validation.integer');

/** The id of a row another field points to. */
export const referenceIdField = z
  .number()
  .int({ error: integerMessage })
  .positive({ error: integerMessage })
  .max(MAX_INT4, { error: () => t('validation.maxValue', { max: MAX_INT4 }) });

/** An optional value: absent, null, or blank text mean "none" (stored as null). */
function nullable<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );
}

/** Free text kept as '' when empty (the column is NOT NULL DEFAULT ''). */
const longText = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string()
    .trim()
    .max(10_000, { error: () => t('validation.maxLength', { max: 10_000 }) }),
);

/**
 * Formacode codes (five digits each, distinct, at most `max`): the LHÉO feed's domain and
 * public visé (decision 075). One message for the whole list, on its field.
 */
function formacodeListField(max: number) {
  return z
    .array(z.string().trim(), { error: () => t('validation.invalid') })
    .refine((codes) => codes.every((code) => FORMACODE_PATTERN.test(code)), {
      error: () => t('programming.validation.formacode'),
    })
    .refine((codes) => new Set(codes).size === codes.length, {
      error: () => t('programming.validation.duplicateItem'),
    })
    .refine((codes) => codes.length <= max, {
      error: () => t('programming.validation.formacodeCount', { max }),
    });
}

/** A list of distinct ids (speakers...). */
export const idListField = z
  .array(referenceIdField)
  .max(200, { error: () => t('validation.invalid') })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: () => t('programming.validation.duplicateItem'),
  });

export const ACTION_YEAR_MIN = 2000;
export const ACTION_YEAR_MAX = 2100;
const yearMessage = () =>
  t('programming.validation.yearRange', { min: ACTION_YEAR_MIN, max: ACTION_YEAR_MAX });
export const yearField = z
  .number()
  .int({ error: integerMessage })
  .min(ACTION_YEAR_MIN, { error: yearMessage })
  .max(ACTION_YEAR_MAX, { error: yearMessage });

/** An instant with its offset ("2025-03-10T09:00:00+01:00"), given back in UTC ISO form. */
export const dateTimeField = z
  .string()
  .pipe(z.iso.datetime({ offset: true, error: () => t('validation.date') }))
  // Years the database and people can hold (PostgreSQL has no year 0).
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1900 && year <= 9999;
    },
    { error: () => t('validation.date') },
  )
  .transform((value) => new Date(value).toISOString());

// ---------------------------------------------------------------------------------------------
// Actions

const actionFields = {
  name: requiredText(255),
  typeId: referenceIdField,
  year: yearField,
  axisId: referenceIdField,
  providerId: nullable(referenceIdField),
  referentId: nullable(referenceIdField),
  public: longText,
  goal: longText,
  description: longText,
  /** Uploaded image (files table). */
  imageId: nullable(referenceIdField),
  lotNumber: nullable(optionalText(50)),
  amountDays: nullable(daysField),
  amountHours: nullable(hoursField),
  pedagogicalCost: moneyField,
  animationCost: moneyField,
  travelCost: moneyField,
  /** Speakers: user ids. */
  speakers: idListField,
  supplementaryResources: longText,
  openBadgeDescription: nullable(optionalText(10_000)),
  openBadgeImageId: nullable(referenceIdField),
  openBadgeRequestUrl: nullable(urlField),
  // What the national LHÉO feed needs beyond the above (decision 075).
  expectedResults: longText,
  prerequisites: longText,
  rhythm: longText,
  entryLevel: nullable(z.enum(LHEO_ENTRY_LEVEL_CODES, { error: () => t('validation.choice') })),
  entryLevelRequired: z.boolean({ error: () => t('validation.boolean') }),
  certifying: z.boolean({ error: () => t('validation.boolean') }),
  publicCodes: formacodeListField(LHEO_PUBLIC_CODES_MAX),
  formacodes: formacodeListField(LHEO_FORMACODES_MAX),
};

/** `POST /api/actions`. Unknown fields are refused. */
export const actionCreateSchema = z.strictObject({
  ...actionFields,
  providerId: actionFields.providerId.optional(),
  referentId: actionFields.referentId.optional(),
  public: actionFields.public.default(''),
  goal: actionFields.goal.default(''),
  description: actionFields.description.default(''),
  imageId: actionFields.imageId.optional(),
  lotNumber: actionFields.lotNumber.optional(),
  amountDays: actionFields.amountDays.optional(),
  amountHours: actionFields.amountHours.optional(),
  pedagogicalCost: moneyField.default('0.00'),
  animationCost: moneyField.default('0.00'),
  travelCost: moneyField.default('0.00'),
  speakers: idListField.default([]),
  supplementaryResources: actionFields.supplementaryResources.default(''),
  openBadgeDescription: actionFields.openBadgeDescription.optional(),
  openBadgeImageId: actionFields.openBadgeImageId.optional(),
  openBadgeRequestUrl: actionFields.openBadgeRequestUrl.optional(),
  expectedResults: actionFields.expectedResults.default(''),
  prerequisites: actionFields.prerequisites.default(''),
  rhythm: actionFields.rhythm.default(''),
  entryLevel: actionFields.entryLevel.optional(),
  entryLevelRequired: actionFields.entryLevelRequired.default(false),
  certifying: actionFields.certifying.default(false),
  publicCodes: actionFields.publicCodes.default([]),
  formacodes: actionFields.formacodes.default([]),
});
export type ActionCreateInput = z.input<typeof actionCreateSchema>;
export type ActionCreate = z.output<typeof actionCreateSchema>;

/** `PATCH /api/actions/{id}`: any subset of the fields; `speakers` replaces the whole list. */
export const actionUpdateSchema = z.strictObject(actionFields).partial();
export type ActionUpdate = z.output<typeof actionUpdateSchema>;

/**
 * What a provider may change on its own actions: the pedagogical content and the speakers.
 * Everything else (type, axis, year, provider, referent, costs, lot) is the programme staff's.
 */
export const PROVIDER_EDITABLE_ACTION_FIELDS = [
  'public',
  'goal',
  'description',
  'supplementaryResources',
  'speakers',
] as const satisfies readonly (keyof ActionUpdate)[];

/** `PUT /api/actions/{id}/speakers`. */
export const actionSpeakersBodySchema = z.strictObject({ speakerIds: idListField });

export const ACTION_FIELD_LABELS = {
  name: 'Intitulé',
  typeId: "Type d'action",
  year: 'Année',
  axisId: 'Axe',
  providerId: 'Prestataire',
  referentId: 'Gestionnaire référent',
  public: 'Public',
  goal: 'Objectifs',
  description: 'Description',
  imageId: 'Image',
  lotNumber: 'Numéro de lot',
  amountDays: 'Nombre de jours',
  amountHours: "Nombre d'heures",
  pedagogicalCost: 'Coût pédagogique',
  animationCost: "Coût d'animation",
  travelCost: 'Frais de déplacement',
  speakers: 'Intervenants',
  supplementaryResources: 'Ressources complémentaires',
  openBadgeDescription: 'Open badge : description',
  openBadgeImageId: 'Open badge : image',
  openBadgeRequestUrl: 'Open badge : URL de demande',
  expectedResults: 'Résultats attendus',
  prerequisites: 'Conditions d’accès et prérequis',
  rhythm: 'Rythme de la formation',
  entryLevel: 'Niveau d’entrée',
  entryLevelRequired: 'Niveau d’entrée exigé',
  certifying: 'Formation certifiante',
  publicCodes: 'Codes Formacode du public visé',
  formacodes: 'Codes Formacode du domaine',
  sessionCount: 'Nombre de sessions',
  sessionsCost: 'Coût des sessions',
  totalCost: 'Coût total',
} as const satisfies Record<
  keyof typeof actionFields | 'sessionCount' | 'sessionsCost' | 'totalCost',
  string
>;

/** The costs an action's total is made of. */
export interface ActionCosts {
  pedagogicalCost: string;
  animationCost: string;
  travelCost: string;
}

/** Total cost of an action: its own three costs plus every session's cost, to the cent. */
export function actionTotalCost(
  action: ActionCosts,
  sessions: readonly { cost: string | null }[],
): string {
  let cents =
    decimalToCents(action.pedagogicalCost) +
    decimalToCents(action.animationCost) +
    decimalToCents(action.travelCost);
  for (const session of sessions) if (session.cost !== null) cents += decimalToCents(session.cost);
  return centsToDecimal(cents);
}

// ---------------------------------------------------------------------------------------------
// Sessions

/** One intervention date of a session: a start and an end on the same occasion. */
export const interventionDateSchema = z
  .strictObject({ startsAt: dateTimeField, endsAt: dateTimeField })
  .superRefine((value, ctx) => {
    if (Date.parse(value.startsAt) >= Date.parse(value.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('validation.dateRange') });
    }
  });
export type InterventionDate = z.output<typeof interventionDateSchema>;

export const interventionDatesField = z
  .array(interventionDateSchema)
  .max(366, { error: () => t('validation.invalid') });

/** `PUT /api/session_intervention_dates?sessionId=`: the whole list. */
export const interventionDatesBodySchema = z.strictObject({
  interventionDates: interventionDatesField,
});

const sessionFields = {
  code: requiredText(50),
  startDate: dateTimeField,
  endDate: dateTimeField,
  interventionDates: interventionDatesField,
  modality: z.enum(MODALITIES),
  cityId: nullable(referenceIdField),
  roomId: nullable(referenceIdField),
  seats: z.number().int({ error: integerMessage }).min(0).max(10_000),
  registrationDeadline: nullable(dateTimeField),
  externalRegistration: z.boolean(),
  externalRegistrationUrl: nullable(urlField),
  /** The remote session's link (a visio), written in the convocations (decision 036). */
  remoteUrl: nullable(urlField),
  eCourse: z.boolean(),
  payable: z.boolean(),
  registrationRequired: z.boolean(),
  noFinancialContribution: z.boolean(),
  published: z.boolean(),
  realisedHoursOnsite: nullable(hoursField),
  realisedHoursRemote: nullable(hoursField),
  asyncTime: nullable(hoursField),
  cost: moneyField,
};

/** The fields the cross-field rules look at; a PATCH merges them with the stored session first. */
export interface SessionRuleFields {
  startDate?: string | Date;
  endDate?: string | Date;
  registrationDeadline?: string | Date | null;
  externalRegistration?: boolean;
  externalRegistrationUrl?: string | null;
}

export interface FieldIssue {
  path: string[];
  message: string;
}

const instant = (value: string | Date) =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/**
 * The rules of a session that span several fields: start before end, registration deadline not
 * after the start, a URL when registration is external. Fields absent are not judged.
 */
export function sessionRuleIssues(session: SessionRuleFields): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { startDate, endDate, registrationDeadline } = session;
  if (startDate !== undefined && endDate !== undefined && instant(startDate) >= instant(endDate)) {
    issues.push({ path: ['endDate'], message: t('validation.dateRange') });
  }
  if (
    startDate !== undefined &&
    registrationDeadline != null &&
    instant(registrationDeadline) > instant(startDate)
  ) {
    issues.push({
      path: ['registrationDeadline'],
      message: t('programming.validation.deadlineAfterStart'),
    });
  }
  if (session.externalRegistration === true && !session.externalRegistrationUrl) {
    issues.push({ path: ['externalRegistrationUrl'], message: t('validation.required') });
  }
  return issues;
}

function addSessionRuleIssues(value: SessionRuleFields, ctx: z.RefinementCtx): void {
  for (const issue of sessionRuleIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
}

/** `POST /api/actions/{id}/add_session`. A new session is always PROGRAMMED. */
export const sessionCreateSchema = z
  .strictObject({
    ...sessionFields,
    interventionDates: interventionDatesField.default([]),
    modality: sessionFields.modality.default('ONSITE'),
    cityId: sessionFields.cityId.optional(),
    roomId: sessionFields.roomId.optional(),
    seats: sessionFields.seats.default(0),
    registrationDeadline: sessionFields.registrationDeadline.optional(),
    externalRegistration: z.boolean().default(false),
    externalRegistrationUrl: sessionFields.externalRegistrationUrl.optional(),
    remoteUrl: sessionFields.remoteUrl.optional(),
    eCourse: z.boolean().default(false),
    payable: z.boolean().default(false),
    registrationRequired: z.boolean().default(true),
    noFinancialContribution: z.boolean().default(false),
    published: z.boolean().default(false),
    realisedHoursOnsite: sessionFields.realisedHoursOnsite.optional(),
    realisedHoursRemote: sessionFields.realisedHoursRemote.optional(),
    asyncTime: sessionFields.asyncTime.optional(),
    cost: moneyField.default('0.00'),
  })
  .superRefine(addSessionRuleIssues);
export type SessionCreateInput = z.input<typeof sessionCreateSchema>;
export type SessionCreate = z.output<typeof sessionCreateSchema>;

/**
 * `PATCH /api/sessions/{id}`: any subset; `interventionDates` replaces the list. The status is not
 * a field: it changes only through the workflow endpoints.
 */
export const sessionUpdateSchema = z
  .strictObject(sessionFields)
  .partial()
  .superRefine(addSessionRuleIssues);
export type SessionUpdate = z.output<typeof sessionUpdateSchema>;

/**
 * What a provider may change on its own sessions: the hours it realised, recorded when it closes
 * them (decisions.md "Session workflow": REALIZED by the provider). Everything else of a session
 * is the programme staff's (`programming.manage`).
 */
export const PROVIDER_EDITABLE_SESSION_FIELDS = [
  'realisedHoursOnsite',
  'realisedHoursRemote',
  'asyncTime',
] as const satisfies readonly (keyof SessionUpdate)[];
export type ProviderEditableSessionField = (typeof PROVIDER_EDITABLE_SESSION_FIELDS)[number];

/** `PATCH /api/sessions/{id}` as a provider sends it: some of the realised hours, nothing else. */
export const sessionRealisedHoursSchema = z
  .strictObject({
    realisedHoursOnsite: sessionFields.realisedHoursOnsite,
    realisedHoursRemote: sessionFields.realisedHoursRemote,
    asyncTime: sessionFields.asyncTime,
  } satisfies Record<ProviderEditableSessionField, z.ZodType>)
  .partial();
export type SessionRealisedHours = z.output<typeof sessionRealisedHoursSchema>;

/**
 * The fields among `fields` that `user` may not change on a session it reaches: none for the
 * staff (`programming.manage`), those outside PROVIDER_EDITABLE_SESSION_FIELDS for the others.
 */
export function sessionFieldsRefusedTo(
  user: PermissionSubject,
  fields: Iterable<string>,
): string[] {
  if (can(user, 'programming.manage')) return [];
  const editable: readonly string[] = PROVIDER_EDITABLE_SESSION_FIELDS;
  return [...fields].filter((field) => !editable.includes(field));
}

export const SESSION_FIELD_LABELS = {
  code: 'Code',
  startDate: 'Date de début',
  endDate: 'Date de fin',
  interventionDates: "Dates d'intervention",
  modality: 'Modalité',
  cityId: 'Ville',
  roomId: 'Salle',
  seats: 'Nombre de places',
  registrationDeadline: "Date limite d'inscription",
  externalRegistration: 'Inscription externe',
  externalRegistrationUrl: "URL d'inscription externe",
  remoteUrl: 'Lien de connexion à distance',
  eCourse: 'Formation en ligne',
  payable: 'Payante',
  registrationRequired: 'Inscription obligatoire',
  noFinancialContribution: 'Sans participation financière',
  published: 'Publiée',
  realisedHoursOnsite: 'Heures réalisées en présentiel',
  realisedHoursRemote: 'Heures réalisées à distance',
  asyncTime: 'Temps asynchrone (heures)',
  cost: 'Coût',
} as const satisfies Record<keyof typeof sessionFields, string>;

/** Registrations that hold a seat (decisions.md "Seats"), once off the waiting list. */
export const SEAT_TAKING_REGISTRATION_STATUSES = [
  'PRE_REGISTERED',
  'REGISTERED',
  'PRESENT',
  'PARTIAL_ABSENCE',
  'ABSENCE',
] as const satisfies readonly RegistrationStatus[];

/** Registrations left out of counts (as in decisions.md "Quotas"). */
export const UNCOUNTED_REGISTRATION_STATUSES = [
  'CANCELED',
  'REFUSED_HR',
  'REFUSED_SUPPLIER',
] as const satisfies readonly RegistrationStatus[];
