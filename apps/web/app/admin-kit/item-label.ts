import type { Resource } from '@passerelle/shared';

import type { ResourceItem } from './types';

const NAMING_KINDS = new Set(['text', 'email', 'postalCode']);

/**
 * How a row is named in buttons and dialogs ('Modifier « Numérique »'): its first listed text
 * field that is not a unique code (a name reads better than a code), else its first listed
 * field, else its id.
 */
export function itemLabel(resource: Resource, item: ResourceItem): string {
  const listed = resource.fields.filter((field) => field.inList);
  const naming =
    listed.find((field) => NAMING_KINDS.has(field.kind) && !field.unique) ??
    listed.find((field) => NAMING_KINDS.has(field.kind)) ??
    listed[0];
  const value = naming ? item[naming.key] : undefined;
  return value === undefined || value === null || value === '' ? `#${item.id}` : String(value);
}
