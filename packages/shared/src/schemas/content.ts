import { z } from 'zod';
import { CONTENT_CODES } from '../enums';
import { t, type MessageKey } from '../i18n';
import { idParams, optionalText, requiredText } from './fields';
import './messages';
import { defineRoute } from './route';

/*
 * The rich-text contents of spec §2 (`contents/{code}`) and the public message (`messages`,
 * `messages/current`). HTML arrives from the admin's editor and is sanitised by the server
 * before it is stored (apps/server/src/lib/rich-text.ts); these schemas only bound its size.
 */

/** Characters of HTML accepted for one page or message, before sanitising. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
export const CONTENT_TITLE_MAX_LENGTH = 200;

const maxLengthMessage = (max: number) => () =>
  t('validation.maxLength', { max: max.toLocaleString('fr-FR') });

// Missing → 'Champ obligatoire', not text → 'Doit être un texte' (the shared error map).
const richTextField = z
  .string()
  .max(RICH_TEXT_MAX_LENGTH, { error: maxLengthMessage(RICH_TEXT_MAX_LENGTH) });

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The readable text of some HTML, blanks collapsed: for excerpts and for "is the field filled".
 * Not a sanitiser: its output is text, to be shown as text.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      // Out of Unicode's range, the entity stays as written (fromCodePoint would throw).
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether some HTML holds readable text (not only tags or blanks), in browser and server alike. */
export function richTextHasText(html: string): boolean {
  return plainTextOf(html) !== '';
}

// --- Content pages ------------------------------------------------------------------------

/** `GET /api/contents/{code}`: a page's title and sanitised HTML. */
export const contentSchema = z.object({
  code: z.enum(CONTENT_CODES),
  title: z.string(),
  html: z.string(),
  /** ISO date of the last change; null for a page never saved (default text). */
  updatedAt: z.string().nullable(),
});
export type Content = z.infer<typeof contentSchema>;

/** `PUT /api/contents/{code}` (admin). The HTML may be empty: the page then shows a notice. */
export const contentUpdateSchema = z.strictObject({
  title: requiredText(CONTENT_TITLE_MAX_LENGTH),
  html: richTextField,
});
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;

// --- Public message ----------------------------------------------------------------------

const dateTimeField = z.iso
  .datetime({ offset: true, error: () => t('validation.date') })
  .nullable()
  .optional();

/** The display window must not end before it starts: issue on `endsAt`, as forms show it. */
function checkWindow(
  value: { startsAt?: string | null; endsAt?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!publicMessageWindowIsValid(value)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('validation.dateRange') });
  }
}

/** Start strictly before end, when both are given. */
export function publicMessageWindowIsValid(value: {
  startsAt?: string | null;
  endsAt?: string | null;
}): boolean {
  if (!value.startsAt || !value.endsAt) return true;
  return Date.parse(value.startsAt) < Date.parse(value.endsAt);
}

const messageHtmlField = richTextField.refine(richTextHasText, {
  error: () => t('validation.required'),
});

const publicMessageFields = {
  title: optionalText(CONTENT_TITLE_MAX_LENGTH),
  html: messageHtmlField,
  published: z.boolean({ error: () => t('validation.boolean') }),
  startsAt: dateTimeField,
  endsAt: dateTimeField,
};

/** `POST /api/messages` (admin). Dates are ISO 8601 with an offset; null means "no limit". */
export const publicMessageCreateSchema = z
  .strictObject({
    ...publicMessageFields,
    published: publicMessageFields.published.default(false),
  })
  .superRefine(checkWindow);
export type PublicMessageCreate = z.input<typeof publicMessageCreateSchema>;

/** `PATCH /api/messages/{id}` (admin): any subset; the window is checked again once merged. */
export const publicMessageUpdateSchema = z
  .strictObject({
    title: publicMessageFields.title,
    html: messageHtmlField.optional(),
    published: publicMessageFields.published.optional(),
    startsAt: dateTimeField,
    endsAt: dateTimeField,
  })
  .superRefine(checkWindow);
export type PublicMessageUpdate = z.input<typeof publicMessageUpdateSchema>;

/** A public message as admins see it (`GET /api/messages`). Dates are ISO strings. */
export const publicMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  published: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicMessage = z.infer<typeof publicMessageSchema>;
export const publicMessagesSchema = z.array(publicMessageSchema);

/** What visitors get of a message (`GET /api/messages/current`, `GET /api/public/messages`). */
export const visibleMessageSchema = publicMessageSchema.pick({
  id: true,
  title: true,
  html: true,
  startsAt: true,
  endsAt: true,
});
export type VisibleMessage = z.infer<typeof visibleMessageSchema>;
export const currentMessageSchema = visibleMessageSchema.nullable();

export const PUBLIC_MESSAGE_STATES = ['draft', 'scheduled', 'online', 'expired'] as const;
export type PublicMessageState = (typeof PUBLIC_MESSAGE_STATES)[number];

export const PUBLIC_MESSAGE_STATE_LABEL_KEYS = {
  draft: 'publicMessage.stateDraft',
  scheduled: 'publicMessage.stateScheduled',
  online: 'publicMessage.stateOnline',
  expired: 'publicMessage.stateExpired',
} as const satisfies Record<PublicMessageState, MessageKey>;

/**
 * Where a message stands at `now`. `online` is the rule of `messages/current`: published, started
 * (or no start) and not ended (or no end); the server's query applies the same rule in SQL.
 */
export function publicMessageState(
  message: Pick<PublicMessage, 'published' | 'startsAt' | 'endsAt'>,
  now: Date = new Date(),
): PublicMessageState {
  if (!message.published) return 'draft';
  const time = now.getTime();
  if (message.startsAt && Date.parse(message.startsAt) > time) return 'scheduled';
  if (message.endsAt && Date.parse(message.endsAt) <= time) return 'expired';
  return 'online';
}

// --- Routes ------------------------------------------------------------------------------

/** A content page's path: its code, checked by the service (an unknown one is a 404). */
export const contentCodeParamsSchema = z.object({ code: z.string() });

const contentPage = <const P extends string>(path: P) =>
  defineRoute({
    method: 'GET',
    path,
    access: { public: true },
    params: contentCodeParamsSchema,
    response: contentSchema,
    errors: [404],
  });

/** The routes of the content pages (spec §7 `contents/{code}`, bare and under `public/`). */
export const CONTENT_API = {
  page: contentPage('/contents/:code'),
  publicPage: contentPage('/public/contents/:code'),
  save: defineRoute({
    method: 'PUT',
    path: '/contents/:code',
    access: { permission: 'content.manage' },
    params: contentCodeParamsSchema,
    body: contentUpdateSchema,
    response: contentSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** The routes of the home page's public message (spec §7 `messages`, `messages/current`). */
export const MESSAGES_API = {
  current: defineRoute({
    method: 'GET',
    path: '/messages/current',
    access: { public: true },
    response: currentMessageSchema,
    errors: [],
  }),
  visible: defineRoute({
    method: 'GET',
    path: '/public/messages',
    access: { public: true },
    response: z.array(visibleMessageSchema),
    errors: [],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/messages',
    access: { permission: 'content.manage' },
    response: publicMessagesSchema,
    errors: [401, 403],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/messages',
    access: { permission: 'content.manage' },
    body: publicMessageCreateSchema,
    status: 201,
    response: publicMessageSchema,
    errors: [400, 401, 403],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/messages/:id',
    access: { permission: 'content.manage' },
    params: idParams,
    body: publicMessageUpdateSchema,
    response: publicMessageSchema,
    errors: [400, 401, 403, 404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/messages/:id',
    access: { permission: 'content.manage' },
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
  }),
};
