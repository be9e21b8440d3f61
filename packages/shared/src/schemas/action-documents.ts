import { z } from 'zod';
import { UPLOAD_TYPES, type UploadType } from '../enums';
import { t } from '../i18n';
import { can, type PermissionSubject } from '../permissions/matrix';
import { storedFileSchema } from './files';
import { idParam, idParams, optionalText, requiredText, urlField } from './fields';
import { referenceIdField } from './programming';
import { defineRoute } from './route';
import './messages';
import { CONFIRMED_REGISTRATION_STATUSES } from '../workflows/registration-attendance';

/*
 * The documents and public links of an action (spec §3 "Action": files, public documents, public
 * links, manager and participant documents, supplementary resources; spec §7 `action_files`,
 * `action_links`). Files are uploaded first (`action_files/multiple`), then attached by kind.
 */

const id = z.number().int();

/** The same values as the database enum `action_document_kind`, in the order they are shown. */
export const ACTION_DOCUMENT_KINDS = [
  'file',
  'public',
  'manager',
  'participant',
  'supplementary',
] as const;
export type ActionDocumentKind = (typeof ACTION_DOCUMENT_KINDS)[number];

export const ACTION_DOCUMENT_KIND_LABELS = {
  file: 'Fichiers',
  public: 'Documents publics',
  manager: 'Documents gestionnaire',
  participant: 'Documents participants',
  supplementary: 'Ressources complémentaires',
} as const satisfies Record<ActionDocumentKind, string>;

/** Every kind takes any allowed upload type (PDF, images, plain text). */
export const ACTION_DOCUMENT_TYPES: readonly UploadType[] = UPLOAD_TYPES;

/**
 * The kinds a provider may attach to and remove from its own actions: what it gives the public
 * and the participants. Files, manager documents and supplementary resources are the staff's.
 */
export const PROVIDER_ACTION_DOCUMENT_KINDS = [
  'public',
  'participant',
] as const satisfies readonly ActionDocumentKind[];

/**
 * What a registered trainee reaches of its sessions' actions (decision 061): the participant
 * documents and the supplementary resources (and the action's badge), once its registration is
 * confirmed — registered, then present or absent; not while it is a request, nor once refused or
 * cancelled.
 */
export const PARTICIPANT_ACTION_DOCUMENT_KINDS = [
  'participant',
  'supplementary',
] as const satisfies readonly ActionDocumentKind[];
export const PARTICIPANT_REGISTRATION_STATUSES = CONFIRMED_REGISTRATION_STATUSES;

/** At most this many documents, and this many links, per action. */
export const ACTION_DOCUMENTS_MAX = 100;
export const ACTION_LINKS_MAX = 50;

/**
 * Whether `user` may attach or remove documents of `kind` (the action's scope is checked apart:
 * a provider reaches its own actions only).
 */
export function canEditActionDocuments(user: PermissionSubject, kind: ActionDocumentKind) {
  if (can(user, 'programming.manage')) return true;
  return (
    can(user, 'programming.editPedagogy') &&
    (PROVIDER_ACTION_DOCUMENT_KINDS as readonly string[]).includes(kind)
  );
}

/** Whether `user` may add and remove the public links of an action in its scope. */
export function canEditActionLinks(user: PermissionSubject) {
  return can(user, 'programming.editPedagogy');
}

/** `?actionId=` of `GET /api/action_files` and `GET /api/action_links`. */
export const actionIdQuerySchema = z.object({ actionId: idParam });

/** `POST /api/action_files`: attaches a file already uploaded by the same user. */
export const actionDocumentAttachSchema = z.strictObject({
  actionId: referenceIdField,
  fileId: referenceIdField,
  kind: z.enum(ACTION_DOCUMENT_KINDS, { error: () => t('validation.choice') }),
  /** The name shown; the file's own name when absent or blank. */
  name: optionalText(255),
});
export type ActionDocumentAttach = z.output<typeof actionDocumentAttachSchema>;

export const actionDocumentSchema = z.object({
  id,
  actionId: id,
  kind: z.enum(ACTION_DOCUMENT_KINDS),
  name: z.string(),
  file: storedFileSchema,
  createdAt: z.string(),
});
export type ActionDocument = z.infer<typeof actionDocumentSchema>;

/** `POST /api/action_links`: a named http(s) link. */
export const actionLinkCreateSchema = z.strictObject({
  actionId: referenceIdField,
  name: requiredText(255),
  url: urlField.pipe(
    z.string().max(2000, { error: () => t('validation.maxLength', { max: 2000 }) }),
  ),
});
export type ActionLinkCreate = z.output<typeof actionLinkCreateSchema>;

/** The add-link form of the action sheet: the same rules without the action. */
export const actionLinkFormSchema = actionLinkCreateSchema.omit({ actionId: true });

export const actionLinkSchema = z.object({
  id,
  actionId: id,
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type ActionLink = z.infer<typeof actionLinkSchema>;

/** An action's open badge as its trainees see it (the fields the staff fill in). */
export const actionBadgeSchema = z.object({
  description: z.string().nullable(),
  image: storedFileSchema.nullable(),
  requestUrl: z.string().nullable(),
});
export type ActionBadge = z.infer<typeof actionBadgeSchema>;

/** `GET /api/registration_views/action_documents`: per confirmed registration, its action's. */
export const participantActionDocumentsSchema = z.object({
  items: z.array(
    z.object({
      registrationId: id,
      sessionId: id,
      actionId: id,
      documents: z.array(actionDocumentSchema),
      /** Null when the action has no badge. */
      badge: actionBadgeSchema.nullable(),
    }),
  ),
});
export type ParticipantActionDocuments = z.infer<typeof participantActionDocumentsSchema>;

const documentErrors = [400, 401, 403, 404] as const;

/** The routes of an action's documents and public links (decision 056). */
export const ACTION_DOCUMENTS_API = {
  /** The signed-in beneficiary's: its sessions' actions' participant documents and badges. */
  participant: defineRoute({
    method: 'GET',
    path: '/registration_views/action_documents',
    access: { permission: 'beneficiary.space' },
    response: participantActionDocumentsSchema,
    errors: [401, 403],
  }),
  documents: defineRoute({
    method: 'GET',
    path: '/action_files',
    access: { permission: 'programming.read' },
    query: actionIdQuerySchema,
    response: z.array(actionDocumentSchema),
    errors: documentErrors,
  }),
  /** Attaches a file the same user uploaded before (`action_files/multiple`). */
  attach: defineRoute({
    method: 'POST',
    path: '/action_files',
    access: { permission: 'programming.editPedagogy' },
    body: actionDocumentAttachSchema,
    status: 201,
    response: actionDocumentSchema,
    errors: documentErrors,
  }),
  detach: defineRoute({
    method: 'DELETE',
    path: '/action_files/:id',
    access: { permission: 'programming.editPedagogy' },
    params: idParams,
    status: 204,
    response: z.null().describe('Retiré'),
    errors: documentErrors,
  }),
  links: defineRoute({
    method: 'GET',
    path: '/action_links',
    access: { permission: 'programming.read' },
    query: actionIdQuerySchema,
    response: z.array(actionLinkSchema),
    errors: documentErrors,
  }),
  addLink: defineRoute({
    method: 'POST',
    path: '/action_links',
    access: { permission: 'programming.editPedagogy' },
    body: actionLinkCreateSchema,
    status: 201,
    response: actionLinkSchema,
    errors: documentErrors,
  }),
  removeLink: defineRoute({
    method: 'DELETE',
    path: '/action_links/:id',
    access: { permission: 'programming.editPedagogy' },
    params: idParams,
    status: 204,
    response: z.null().describe('Retiré'),
    errors: documentErrors,
  }),
};
