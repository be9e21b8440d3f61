import { t } from '@passerelle/shared';
import type { z } from 'zod';

/*
 * The one way a list keeps its state (page, page size, sort, filters, search) in its URL, in the
 * API's own parameter names (decision 053): its loader reads the URL with the API's schema
 * (`readListState`, here), its page writes links and navigations from the state it was given
 * (`listSearch`, in list-search.ts: the public pages carry that half only, decision 018). A value
 * the schema refuses is dropped, the rest of the state kept, and the page says so (`notice`,
 * shown by `ListNotice`): one behaviour for every list. No Zod here at run time: the public pages
 * read their URL in their server loaders.
 */

/** A list's state as its loader read it from the URL: what its page shows and writes. */
export interface ListState<Q> {
  /** The state in effect: the URL's values, a refused one replaced by its default. */
  query: Q;
  /** The state of a bare URL: the values a link leaves out. */
  defaults: Q;
  /** The French notice naming the parameters that were dropped; null when all were understood. */
  notice: string | null;
  /**
   * The refused parameters a page shows on its search form's fields (`onFields`), out of the
   * notice: the value as it came, and why it was refused.
   */
  fieldErrors?: Record<string, RefusedParam>;
}

/** A parameter refused by the schema, as its field shows it. */
export interface RefusedParam {
  value: string;
  message: string;
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
 * first by default). A refused parameter of `options.onFields` is said on its field instead
 * (`fieldErrors`), as a form says it.
 */
export function readListState<
  S extends z.ZodType<object>,
  C extends ListChoices = Record<never, never>,
>(
  schema: S,
  params: URLSearchParams,
  choices?: C,
  options: { onFields?: readonly string[] } = {},
): ListState<z.output<S> & ChoiceValues<C>> {
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
      const onFields = new Set(options.onFields);
      const fieldErrors = Object.fromEntries(
        dropped
          .filter(({ name }) => onFields.has(name))
          .map(({ name, value, reason }) => [name, { value, message: reason }]),
      );
      return {
        query: { ...parsed.data, ...chosenByDefault, ...chosen } as State,
        defaults,
        notice: noticeOf(dropped.filter(({ name }) => !onFields.has(name))),
        ...(options.onFields ? { fieldErrors } : {}),
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
