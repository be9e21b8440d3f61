import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORIES_API,
  CONTACT_CATEGORY_LABELS,
  CONTACT_CATEGORY_MEANINGS,
  publicContactCategorySchema,
  type PublicContactCategory,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

/** The categories of spec §3 with their shared wording: what a fresh database offers. */
const DEFAULT_CATEGORIES: PublicContactCategory[] = CONTACT_CATEGORIES.map((code) => ({
  code,
  label: CONTACT_CATEGORY_LABELS[code],
  description: CONTACT_CATEGORY_MEANINGS[code],
}));

/**
 * The categories the contact form offers, as the admin words them (`public/contact_categories`,
 * decision 067). A failed call falls back on the shared defaults so that the form still shows;
 * the server refuses a category it no longer offers, on its field.
 */
export async function loadContactCategories(api: ApiClient): Promise<PublicContactCategory[]> {
  const result = await api.call(CONTACT_CATEGORIES_API.offered);
  if (!result.ok || !Array.isArray(result.data)) return DEFAULT_CATEGORIES;
  return result.data.flatMap((item) => {
    const parsed = publicContactCategorySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
