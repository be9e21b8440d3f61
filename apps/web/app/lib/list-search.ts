/*
 * The writing half of a list's state in its URL (lib/list-state.ts reads it, decision 053): links,
 * navigations and GET forms written from the state the loader gave, never from the address, so
 * that a dropped value does not come back. Apart from the reading half so that the public pages,
 * which only write, do not carry it (decision 018).
 */

/** A sort: a field, ascending or descending. */
export interface SortValue {
  field: string;
  direction: 'asc' | 'desc';
}

function isSort(value: object): value is SortValue {
  return 'field' in value && 'direction' in value;
}

/** A sort as the URL and the API write it: `name`, `-startDate`. */
export function sortText(sort: SortValue): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.field}`;
}

/** The URL parameters of a value: a sort as `-field`, a nested object (filters) by its entries. */
function entriesOf(value: object): [string, string][] {
  const entries: [string, string][] = [];
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined || item === null || item === '') continue;
    if (typeof item !== 'object') entries.push([name, String(item)]);
    else if (Array.isArray(item)) for (const one of item) entries.push([name, String(one)]);
    else if (isSort(item)) entries.push([name, sortText(item)]);
    else entries.push(...entriesOf(item));
  }
  return entries;
}

/** Written after the filters, in this order: a URL says what it shows, then its order and page. */
const WRITTEN_LAST = ['sort', 'page', 'pageSize'];

const rank = ([name]: [string, string]) => WRITTEN_LAST.indexOf(name);

/**
 * The URL parameters of a list's state, those equal to `defaults` left out (page 1, the default
 * page size and sort): the reverse of `readListState`. The filters come in the state's order,
 * then the sort and the page.
 */
export function listParams(query: object, defaults: object = {}): URLSearchParams {
  const bare = new Map(entriesOf(defaults));
  const entries = entriesOf(query).filter(([name, value]) => bare.get(name) !== value);
  return new URLSearchParams(entries.sort((a, b) => rank(a) - rank(b)));
}

/** `?…` of a list's state (defaults left out), '' when it has nothing to say. */
export function listSearch(query: object, defaults: object = {}): string {
  const search = listParams(query, defaults).toString();
  return search ? `?${search}` : '';
}

/** A list's state as the query of an API call (`ApiClient.call`), defaults left out. */
export function listQuery(query: object, defaults: object = {}): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of listParams(query, defaults)) {
    const known = values[name];
    values[name] = known === undefined ? value : [known, value].flat();
  }
  return values;
}

/**
 * `?…` of a filter form's named fields as its list reads them: trimmed, blank ones left out (a
 * GET form, once the page is hydrated, navigates to it instead of sending every field).
 */
export function formSearch(form: HTMLFormElement): string {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value.trim();
  }
  return listSearch(values);
}
