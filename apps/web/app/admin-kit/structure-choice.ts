import type { REGISTRATIONS_BACK_API, STRUCTURES_API } from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

/** A structure as a picker holds it: its id and its name. */
export interface NamedStructure {
  id: number;
  name: string;
}

/**
 * The lists of structures a picker searches, all of the same shape (`StructureOption[]`, `q` for
 * the text, `id` for one structure): every structure (admin), the structures registrations came
 * from (staff), the providers (back office).
 */
export type StructureSource =
  | typeof STRUCTURES_API.options
  | typeof REGISTRATIONS_BACK_API.structures
  | typeof STRUCTURES_API.providers;

/**
 * The structure a list is filtered by (the URL's id), named for its picker: the page may list
 * none of its rows. `fallback` names it when the source does not know it (its number, say).
 */
export async function loadStructureChoice(
  api: ApiClient,
  source: StructureSource,
  id: number,
  fallback: string,
): Promise<NamedStructure> {
  const result = await api.call(source, { query: { id } });
  const found = result.ok ? result.data.find((structure) => structure.id === id) : undefined;
  return { id, name: found?.name ?? fallback };
}
