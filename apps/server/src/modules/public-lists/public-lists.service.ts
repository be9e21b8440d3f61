import type { Database } from '../../db/client.js';
import {
  publicActionTypes,
  publicAxes,
  publicCities,
  publishedDocuments,
  publishedLinks,
} from './public-lists.repository.js';

/** The public lists by name: each reads its few published or active rows, in display order. */
export const PUBLIC_LISTS = {
  axes: publicAxes,
  cities: publicCities,
  actionTypes: publicActionTypes,
  documents: publishedDocuments,
  links: publishedLinks,
} as const satisfies Record<string, (db: Database) => Promise<unknown[]>>;
