import { frenchNumberFormat } from '../format/intl';
import { z } from 'zod';
import { CIVILITIES, type UploadType } from '../enums';
import { t } from '../i18n';
import { blankToNull, idParam, idParams, nullableText } from './fields';
import { storedFileSchema } from './files';
import './messages';
import { defineRoute } from './route';

/*
 * The provider information (decisions.md "Structures", spec §2 `/back/information`, decision
 * 037): what a provider structure puts on the documents generated for its sessions — its logo,
 * its stamp, its manager's name and title — next to its name, address and SIRET, which only the
 * structures administration changes.
 */

/** The formats a document image may have: those a PDF embeds as they are. */
export const DOCUMENT_IMAGE_TYPES = ['png', 'jpeg'] as const satisfies readonly UploadType[];
export type DocumentImageType = (typeof DOCUMENT_IMAGE_TYPES)[number];

/** At most 1 Mo: a logo or a stamp printed a few centimetres wide needs far less. */
export const DOCUMENT_IMAGE_MAX_BYTES = 1024 * 1024;
/** Each side at least this many pixels: smaller, it prints blurred. */
export const DOCUMENT_IMAGE_MIN_SIDE = 50;
/**
 * Each side at most this many pixels: 2 000 pixels are 17 cm at 300 dpi, more than any logo on
 * an A4 page, and a bigger image only weighs on every document generated with it.
 */
export const DOCUMENT_IMAGE_MAX_SIDE = 2000;

/** The images of the provider information, by the field that holds their file. */
export const PROVIDER_IMAGE_FIELDS = ['logoFileId', 'stampFileId'] as const;
export type ProviderImageField = (typeof PROVIDER_IMAGE_FIELDS)[number];

/** What is known of an image: its type read from its bytes, its weight and, once read, its size. */
export interface DocumentImageFacts {
  /** The type of its content (null: not an upload type at all). */
  type: UploadType | null;
  /** Its weight in bytes. */
  bytes: number;
  /** Its size in pixels; null when it could not be read, undefined when not read (yet). */
  dimensions?: { width: number; height: number } | null;
}

export type DocumentImageRefusal = 'format' | 'tooHeavy' | 'unreadable' | 'tooSmall' | 'tooLarge';

/** Why an image may not go on the documents, or null when it may. */
export function documentImageRefusal(image: DocumentImageFacts): DocumentImageRefusal | null {
  if (image.type === null || !(DOCUMENT_IMAGE_TYPES as readonly string[]).includes(image.type)) {
    return 'format';
  }
  if (image.bytes > DOCUMENT_IMAGE_MAX_BYTES) return 'tooHeavy';
  if (image.dimensions === undefined) return null;
  if (image.dimensions === null) return 'unreadable';
  const { width, height } = image.dimensions;
  if (Math.min(width, height) < DOCUMENT_IMAGE_MIN_SIDE) return 'tooSmall';
  if (Math.max(width, height) > DOCUMENT_IMAGE_MAX_SIDE) return 'tooLarge';
  return null;
}

const pixels = (value: number) => frenchNumberFormat().format(value);
const maxWeight = () => `${pixels(DOCUMENT_IMAGE_MAX_BYTES / 1024 / 1024)} Mo`;

/** The French message of a refusal, naming the image's size when it matters. */
export function documentImageMessage(
  refusal: DocumentImageRefusal,
  image: Pick<DocumentImageFacts, 'dimensions'> = {},
): string {
  const size = image.dimensions
    ? `${pixels(image.dimensions.width)} × ${pixels(image.dimensions.height)}`
    : '';
  switch (refusal) {
    case 'format':
      return t('providerInformation.image.format');
    case 'tooHeavy':
      return t('providerInformation.image.tooHeavy', { max: maxWeight() });
    case 'unreadable':
      return t('providerInformation.image.unreadable');
    case 'tooSmall':
      return t('providerInformation.image.tooSmall', {
        size,
        min: pixels(DOCUMENT_IMAGE_MIN_SIDE),
      });
    case 'tooLarge':
      return t('providerInformation.image.tooLarge', {
        size,
        max: pixels(DOCUMENT_IMAGE_MAX_SIDE),
      });
  }
}

/** What a document image may be, for a form's hint: 'PNG ou JPEG, 1 Mo au plus, de 50 à 2 000…'. */
export function documentImageHint(): string {
  return t('providerInformation.image.hint', {
    maxBytes: maxWeight(),
    min: pixels(DOCUMENT_IMAGE_MIN_SIDE),
    max: pixels(DOCUMENT_IMAGE_MAX_SIDE),
  });
}

/** The manager's name and title: at most this many characters each. */
export const MANAGER_TEXT_MAX = 100;

/**
 * `PATCH /api/structures/{id}/information`: each field is optional (absent: unchanged); a blank
 * text or a null image clears it. An image is a file its author uploaded through
 * `structure_files/multiple`, or the one the structure has already.
 */
export const providerInformationUpdateSchema = z.strictObject({
  managerName: nullableText(MANAGER_TEXT_MAX).optional(),
  managerCivility: z.preprocess(blankToNull, z.enum(CIVILITIES).nullable()).optional(),
  managerTitle: nullableText(MANAGER_TEXT_MAX).optional(),
  logoFileId: z.preprocess(blankToNull, idParam.nullable()).optional(),
  stampFileId: z.preprocess(blankToNull, idParam.nullable()).optional(),
});
export type ProviderInformationUpdate = z.output<typeof providerInformationUpdateSchema>;

/** `GET /api/structures/{id}/information` and the PATCH's answer. */
export const providerInformationSchema = z.object({
  /** The structure as the administration knows it: shown, never changed here. */
  structure: z.object({
    id: z.number().int(),
    name: z.string(),
    siret: z.string().nullable(),
    address: z.string().nullable(),
    zipCode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  managerName: z.string().nullable(),
  /** What the documents' words agree with ("Je soussignée"); null: the masculine. */
  managerCivility: z.enum(CIVILITIES).nullable(),
  managerTitle: z.string().nullable(),
  logo: storedFileSchema.nullable(),
  stamp: storedFileSchema.nullable(),
});
export type ProviderInformation = z.infer<typeof providerInformationSchema>;

/** The routes of a structure's provider information (decision 037). */
export const PROVIDER_INFORMATION_API = {
  get: defineRoute({
    method: 'GET',
    path: '/structures/:id/information',
    access: { permission: 'provider.information' },
    params: idParams,
    response: providerInformationSchema,
    errors: [400, 401, 403, 404],
  }),
  save: defineRoute({
    method: 'PATCH',
    path: '/structures/:id/information',
    access: { permission: 'provider.information' },
    params: idParams,
    body: providerInformationUpdateSchema,
    response: providerInformationSchema,
    errors: [400, 401, 403, 404],
  }),
};
