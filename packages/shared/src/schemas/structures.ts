import { z } from 'zod';
import type { ProfileCode } from '../enums';
import { t } from '../i18n';
import {
  blankToNull,
  emailField,
  idParam,
  idParams,
  nullableText,
  postalCodeField,
  requiredText,
} from './fields';
import { storedFileSchema } from './files';
import { pageParamsShape, param } from './query-params';
import { defineRoute } from './route';
import { ACTIVITY_NUMBER_PATTERN } from '../lheo/codes';
import { siretField } from './siret';
import { structureDetailSchema } from './structure-page';
import './messages';

/** One item of `GET /api/structures/previews`. */
export const structurePreviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(z.object({ id: z.number().int() })),
});
export type StructurePreview = z.infer<typeof structurePreviewSchema>;

export const structurePreviewsSchema = z.array(structurePreviewSchema);

/** `programme`: the programme's own team, the structure of its managers. */
export const STRUCTURE_TYPES = ['employer', 'provider', 'programme'] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];
export const STRUCTURE_TYPE_LABELS = {
  employer: 'Employeur',
  provider: 'Prestataire',
  programme: 'Programme',
} as const satisfies Record<StructureType, string>;

/** The structure type a profile is held through (decisions.md "Structures"); admin has none. */
export const STRUCTURE_TYPE_OF_PROFILE = {
  profile_manager: 'programme',
  profile_provider: 'provider',
  profile_beneficiary: 'employer',
  profile_hr: 'employer',
} as const satisfies Partial<Record<ProfileCode, StructureType>>;

/** A structure as pickers show it (`GET /api/structures`, `GET /api/structures/providers`). */
export const structureOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(STRUCTURE_TYPES),
  member: z.boolean(),
  active: z.boolean(),
});
export type StructureOption = z.infer<typeof structureOptionSchema>;

/** At most this many structures per picker answer: the text narrows the choice. */
export const STRUCTURE_OPTIONS_LIMIT = 50;

export const structureOptionsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** One structure by id (a picker showing its current choice). */
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  type: z.enum(STRUCTURE_TYPES).optional(),
});

// ---------------------------------------------------------------------------------------------
// Administration (`/back/admin/structures`): `structures/detail`, create, edit, delete, files.

/** French phone number as typed: digits, spaces, dots, dashes, a leading +; 10 to 20 signs. */
const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[\d .-]{9,19}$/, { error: () => t('validation.phone') });

/**
 * A provider's declared activity number ("numéro de déclaration d'activité", the LHÉO feed's
 * `numero-activite`): 11 signs as typed with or without spaces, kept without them.
 */
const activityNumberField = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.string().regex(ACTIVITY_NUMBER_PATTERN, {
      error: () => t('structuresAdmin.validation.activityNumber'),
    }),
  );

const structureFields = {
  name: requiredText(255),
  type: z.enum(STRUCTURE_TYPES, { error: () => t('validation.choice') }),
  siret: siretField,
  activityNumber: z.preprocess(blankToNull, activityNumberField.nullable()),
  address: nullableText(255),
  zipCode: z.preprocess(blankToNull, postalCodeField.nullable()),
  city: nullableText(100),
  phone: z.preprocess(blankToNull, phoneField.nullable()),
  email: z.preprocess(blankToNull, emailField.nullable()),
  member: z.boolean({ error: () => t('validation.boolean') }),
  active: z.boolean({ error: () => t('validation.boolean') }),
  parentId: z.preprocess(blankToNull, idParam.nullable()),
};

/** `POST /api/structures`: name, type and SIRET required; a new structure is active. */
export const structureCreateSchema = z.strictObject({
  ...structureFields,
  address: structureFields.address.optional(),
  zipCode: structureFields.zipCode.optional(),
  city: structureFields.city.optional(),
  phone: structureFields.phone.optional(),
  email: structureFields.email.optional(),
  activityNumber: structureFields.activityNumber.optional(),
  member: structureFields.member.default(false),
  active: structureFields.active.default(true),
  parentId: structureFields.parentId.optional(),
});
export type StructureCreate = z.output<typeof structureCreateSchema>;

/** `PATCH /api/structures/{id}`: any field; `active: false` disables it. */
export const structureUpdateSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(structureFields).map(([key, schema]) => [key, schema.optional()]),
  ) as { [K in keyof typeof structureFields]: z.ZodOptional<(typeof structureFields)[K]> },
);
export type StructureUpdate = z.output<typeof structureUpdateSchema>;

const booleanParam = param(z.enum(['true', 'false'], { error: () => t('validation.choice') }));

/** `GET /api/structures/detail`: text (name, SIRET, city), type, member and active filters, pages. */
export const structureListQuerySchema = z.object({
  q: param(
    z
      .string()
      .trim()
      .max(100, { error: () => t('validation.maxLength', { max: 100 }) }),
  ),
  type: param(z.enum(STRUCTURE_TYPES, { error: () => t('validation.choice') })),
  member: booleanParam,
  active: booleanParam,
  ...pageParamsShape,
});
export type StructureListQuery = z.output<typeof structureListQuerySchema>;

/** One row of the administration list. */
export const structureRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(STRUCTURE_TYPES),
  siret: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  member: z.boolean(),
  active: z.boolean(),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Users holding the hr profile on it. */
  validators: z.number().int(),
  /** Users holding the beneficiary profile on it. */
  members: z.number().int(),
});
export type StructureRow = z.infer<typeof structureRowSchema>;

export const structureListSchema = z.object({
  items: z.array(structureRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StructureList = z.infer<typeof structureListSchema>;

/** A person tied to the structure by a profile, linked to the users administration. */
export const structurePersonSchema = z.object({
  id: z.number().int(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
  disabled: z.boolean(),
});
export type StructurePerson = z.infer<typeof structurePersonSchema>;

/**
 * What a file attached to a structure is for: one kind today (the database enum
 * `structure_document_kind`), so that the attachment tables share their shape.
 */
export const STRUCTURE_DOCUMENT_KINDS = ['document'] as const;
export type StructureDocumentKind = (typeof STRUCTURE_DOCUMENT_KINDS)[number];

/** A file attached to a structure (`structure_files`). */
export const structureDocumentSchema = z.object({
  id: z.number().int(),
  structureId: z.number().int(),
  kind: z.enum(STRUCTURE_DOCUMENT_KINDS),
  name: z.string(),
  createdAt: z.string(),
  file: storedFileSchema,
});
export type StructureDocument = z.infer<typeof structureDocumentSchema>;

/** At most this many files per structure. */
export const STRUCTURE_DOCUMENTS_MAX = 50;

/** `POST /api/structure_files`: attaches files uploaded by `structure_files/multiple`. */
export const structureDocumentAttachSchema = z.strictObject({
  structureId: idParam,
  fileIds: z
    .array(idParam)
    .min(1, { error: () => t('validation.nonEmptyList') })
    .max(20, { error: () => t('validation.invalid') })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: () => t('structuresAdmin.duplicateFile'),
    }),
});
export type StructureDocumentAttach = z.output<typeof structureDocumentAttachSchema>;

/** `GET /api/structures/detail/{id}`: every field, its people, children and files. */
export const structureRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(STRUCTURE_TYPES),
  siret: z.string().nullable(),
  activityNumber: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  member: z.boolean(),
  active: z.boolean(),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  children: z.array(z.object({ id: z.number().int(), name: z.string() })),
  validators: z.array(structurePersonSchema),
  members: z.array(structurePersonSchema),
  documents: z.array(structureDocumentSchema),
  /** What keeps it from being deleted (empty: it may be deleted). */
  usedBy: z.array(z.string()),
});
export type StructureRecord = z.infer<typeof structureRecordSchema>;

// --- Routes ------------------------------------------------------------------------------

/** `GET /api/structures/providers`: the providers, by text or one by id. */
export const providerOptionsQuerySchema = structureOptionsQuerySchema.pick({ q: true, id: true });

/**
 * The routes of the structures: the HR validator's page (`previews`, `page`), the choices of the
 * forms and filters (`options`, `providers`), and the administration (decision 028: `list`,
 * `record`, `create`, `update`, `remove`, the structure's files).
 */
export const STRUCTURES_API = {
  previews: defineRoute({
    method: 'GET',
    path: '/structures/previews',
    access: { permission: 'structures.previews' },
    response: structurePreviewsSchema,
    errors: [401, 403],
  }),
  page: defineRoute({
    method: 'GET',
    path: '/structures/:id',
    access: { permission: 'structures.read' },
    params: idParams,
    response: structureDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  options: defineRoute({
    method: 'GET',
    path: '/structures',
    access: { permission: 'users.manage' },
    query: structureOptionsQuerySchema,
    response: z.array(structureOptionSchema),
    errors: [401, 403],
  }),
  providers: defineRoute({
    method: 'GET',
    path: '/structures/providers',
    access: { permission: 'programming.read' },
    query: providerOptionsQuerySchema,
    response: z.array(structureOptionSchema),
    errors: [400, 401, 403],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/structures/detail',
    access: { permission: 'structures.list' },
    query: structureListQuerySchema,
    response: structureListSchema,
    errors: [400, 401, 403],
  }),
  record: defineRoute({
    method: 'GET',
    path: '/structures/detail/:id',
    access: { permission: 'structures.list' },
    params: idParams,
    response: structureRecordSchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/structures/detail',
    access: { permission: 'structures.manage' },
    body: structureCreateSchema,
    status: 201,
    response: structureRecordSchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/structures/detail/:id',
    access: { permission: 'structures.manage' },
    params: idParams,
    body: structureUpdateSchema,
    response: structureRecordSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/structures/detail/:id',
    access: { permission: 'structures.manage' },
    params: idParams,
    status: 204,
    response: z.null().describe('Supprimée'),
    errors: [400, 401, 403, 404, 409],
  }),
  attachFiles: defineRoute({
    method: 'POST',
    path: '/structure_files',
    access: { permission: 'structures.manage' },
    body: structureDocumentAttachSchema,
    status: 201,
    response: z.array(structureDocumentSchema),
    errors: [400, 401, 403, 404],
  }),
  detachFile: defineRoute({
    method: 'DELETE',
    path: '/structure_files/:id',
    access: { permission: 'structures.manage' },
    params: idParams,
    status: 204,
    response: z.null().describe('Retiré'),
    errors: [400, 401, 403, 404],
  }),
};
