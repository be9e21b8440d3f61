/**
 * The filters of the catalogue search (`GET /api/public/session_views`, the /training GET form),
 * by name and without Zod: the browser builds its search URLs from them without loading the
 * schema. `catalogueFiltersShape` (catalogue.ts) must hold exactly these fields.
 */
export const CATALOGUE_FILTER_NAMES = [
  'q',
  'axisId',
  'typeId',
  'cityId',
  'modality',
  'from',
  'to',
  'availability',
] as const;
export type CatalogueFilterName = (typeof CATALOGUE_FILTER_NAMES)[number];
