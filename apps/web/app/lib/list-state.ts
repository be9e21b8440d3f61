import { t } from '@passerelle/shared';
import type { z } from 'zod';

/*
 * The one way a list keeps its state (page, page size, sort, filters, search) in its URL, in the
 * API's own parameter names: its loader reads the URL with the API's schema (`readListState`),
 * its page writes links and navigations from the state it was given (`listSearch`). A value the
 * schema refuses is dropped, the rest of the state kept, and the page says so (`notice`, shown
 * by `ListNotice`): one behaviour for every list (decision 053).
 *
 * This module holds no Zod: the public pages read their URL in their loader (on the server) and
 * write their links with `listSearch` in the browser (decision 018).
 */

/** A list's state as its loader read it from the URL: what its page shows and writes. */
export interface ListState<Q> {
  /** The state in effect: the URL's values, a refused one replaced by its default. */
  query: Q;
  /** The state of a bare URL: the values a link leaves out. */
  defaults: Q;
  /** The French notice naming the parameters that were dropped; null when all were understood. */
  notice: string | null;
}

/** Parameters a page reads beside the API's schema (a presentation): each with its values. */
export type ListChoices = Record<string, readonly [string, ...string[]]>;

type ChoiceValues<C extends ListChoices> = { [K in keyof C]: C[K][number] };

interface Dropped {
  name: string;
  value: string;
  reason: string;
}

/** The longest value the notice quotes; a longer one is cut with an ellipsis. */
const QUOTED_LENGTH = 40;

/** Each parameter once, its first value, as the API reads a repeated one. */
function firstValues(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [name, value] of params) if (!(name in raw)) raw[name] = value;
  return raw;
}

/** A validation message inside a sentence: its first letter lowered, an acronym ("URL") kept. */
function inSentence(message: string): string {
  const [first = '', second = ''] = message;
  return second === second.toLocaleUpperCase('fr')
    ? message
    : first.toLocaleLowerCase('fr') + message.slice(1);
}

function quoted({ name, value, reason }: Dropped): string {
  const shown = value.length > QUOTED_LENGTH ? `${value.slice(0, QUOTED_LENGTH)}…` : value;
  return `« ${name}=${shown} » (${inSentence(reason)})`;
}

/** The notice naming the dropped parameters, with why each was refused. */
function noticeOf(dropped: readonly Dropped[]): string | null {
  if (dropped.length === 0) return null;
  const params = new Intl.ListFormat('fr', { type: 'conjunction' }).format(dropped.map(quoted));
  return t('listState.dropped', { count: dropped.length, params });
}

/**
 * The state of a list from its URL's `params`, read by `schema` (the API's query schema, which
 * accepts a bare URL: its defaults, its French messages; unknown parameters, such as a dialog's,
 * are ignored). A value the schema refuses is dropped and named in the notice; the others are
 * kept. `choices` are parameters the page reads beside the schema, each among its values (the
 * first by default).
 */
export function readListState<
  S extends z.ZodType<object>,
  C extends ListChoices = Record<never, never>,
>(schema: S, params: URLSearchParams, choices?: C): ListState<z.output<S> & ChoiceValues<C>> {
  const raw = firstValues(params);
  const dropped: Dropped[] = [];
  const chosen: Record<string, string> = {};
  const chosenByDefault: Record<string, string> = {};
  for (const [name, values] of Object.entries(choices ?? {})) {
    chosenByDefault[name] = values[0];
    const value = raw[name];
    delete raw[name];
    if (value === undefined || value.trim() === '') continue;
    if (values.includes(value)) chosen[name] = value;
    else dropped.push({ name, value, reason: t('validation.choice') });
  }
  type State = z.output<S> & ChoiceValues<C>;
  const defaults = { ...schema.parse({}), ...chosenByDefault } as State;

  // Each pass drops the parameters the schema refused; a refusal naming none of them (a rule
  // over the whole query) leaves the defaults.
  for (;;) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      return {
        query: { ...parsed.data, ...chosenByDefault, ...chosen } as State,
        defaults,
        notice: noticeOf(dropped),
      };
    }
    const refused = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name in raw && !refused.has(name)) refused.set(name, issue.message);
    }
    if (refused.size === 0) {
      const reason = parsed.error.issues[0]?.message ?? t('validation.invalid');
      for (const [name, value] of Object.entries(raw)) dropped.push({ name, value, reason });
      return { query: { ...defaults, ...chosen } as State, defaults, notice: noticeOf(dropped) };
    }
    for (const [name, reason] of refused) {
      dropped.push({ name, value: raw[name]!, reason });
      delete raw[name];
    }
  }
}

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
