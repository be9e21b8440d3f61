import { z } from 'zod';
import { storedFileSchema } from './files';
import { defineRoute } from './route';

/**
 * The public, unauthenticated lists of spec §7 (`public/axes`, `public/cities`,
 * `public/action_types`, `public/public_documents`, `public/public_links`): small read-only
 * arrays, at most `PUBLIC_LIST_CAP` items, holding only what a visitor may see.
 */
export const PUBLIC_LIST_CAP = 500;

export const publicAxisSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string().nullable(),
});

export const publicCitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  value: z.string(),
});

/** An action type in use (not switched off). */
export const publicActionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  acronym: z.string(),
  membersOnly: z.boolean(),
});

/** A published home-page document: `href` opens it (its file's download URL, or its web address). */
export const publicDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  href: z.string(),
  file: storedFileSchema.nullable(),
  importedAt: z.string(),
});

/** A published home-page link. */
export const publicLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  importedAt: z.string(),
});

export type PublicAxisItem = z.infer<typeof publicAxisSchema>;
export type PublicCityItem = z.infer<typeof publicCitySchema>;
export type PublicActionTypeItem = z.infer<typeof publicActionTypeSchema>;
export type PublicDocumentItem = z.infer<typeof publicDocumentSchema>;
export type PublicLinkItem = z.infer<typeof publicLinkSchema>;

/** A public list: everyone may read it, it answers an array and no error of its own. */
const publicList = <const P extends string, I extends z.ZodType>(path: P, item: I) =>
  defineRoute({
    method: 'GET',
    path,
    access: { public: true },
    response: z.array(item),
    errors: [],
  });

/** The public lists of spec §7, for the catalogue's filters and the home page. */
export const PUBLIC_LISTS_API = {
  axes: publicList('/public/axes', publicAxisSchema),
  cities: publicList('/public/cities', publicCitySchema),
  actionTypes: publicList('/public/action_types', publicActionTypeSchema),
  documents: publicList('/public/public_documents', publicDocumentSchema),
  links: publicList('/public/public_links', publicLinkSchema),
};
