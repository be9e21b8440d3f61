import {
  MAIL_API,
  idParam,
  outboxQuerySchema,
  t,
  type OutboxMail,
  type OutboxPage,
  type OutboxQuery,
  type TemplatesList,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';
import { readListState, type ListState } from '~/lib/list-state';
import { listParams } from '~/lib/list-search';

/*
 * The state of /back/admin/templates lives in its URL: `tab` (mails, documents, outbox), the
 * mail template being edited (`edit`), the outbox's page and status filter, and the mail being
 * read (`mail`). The loader reads what the tab shows.
 */

export const TEMPLATE_TABS = ['mails', 'documents', 'outbox'] as const;
export type TemplatesTab = (typeof TEMPLATE_TABS)[number];

export interface TemplatesPageData {
  tab: TemplatesTab;
  /** The id in `?edit=` (mails tab). */
  editId: number | null;
  templates: TemplatesList | null;
  templatesError: string | null;
  outboxQuery: OutboxQuery;
  /** French notice naming the outbox's URL parameters that were dropped as invalid. */
  outboxNotice: string | null;
  outbox: OutboxPage | null;
  outboxError: string | null;
  /** The mail in `?mail=` (outbox tab). */
  mail: { item: OutboxMail | null; error: string | null } | null;
}

export function tabOf(params: URLSearchParams): TemplatesTab {
  const tab = params.get('tab');
  return (TEMPLATE_TABS as readonly string[]).includes(tab ?? '') ? (tab as TemplatesTab) : 'mails';
}

function idOf(params: URLSearchParams, name: string): number | null {
  const parsed = idParam.safeParse(params.get(name) ?? '');
  return parsed.success ? parsed.data : null;
}

const DEFAULT_OUTBOX_QUERY = outboxQuerySchema.parse({});

/** The outbox's list state in the URL (lib/list-state.ts): a refused value dropped, and said. */
export function outboxQueryOf(params: URLSearchParams): ListState<OutboxQuery> {
  return readListState(outboxQuerySchema, params);
}

/** The search string of a tab and its parameters (defaults left out). */
export function templatesSearch(
  tab: TemplatesTab,
  extra: { edit?: number; page?: number; pageSize?: number; status?: string; mail?: number } = {},
): string {
  const { edit, mail, ...outbox } = extra;
  const params = new URLSearchParams();
  if (tab !== 'mails') params.set('tab', tab);
  if (edit) params.set('edit', String(edit));
  for (const [name, value] of listParams(outbox, DEFAULT_OUTBOX_QUERY)) params.set(name, value);
  if (mail) params.set('mail', String(mail));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Loads what the URL's tab shows; failures become messages (a 401 leaves for the login page). */
export async function loadTemplatesPage(
  api: ApiClient,
  request: Request,
): Promise<TemplatesPageData> {
  const params = new URL(request.url).searchParams;
  const tab = tabOf(params);
  // The outbox's parameters mean something on its tab only.
  const outbox =
    tab === 'outbox' ? outboxQueryOf(params) : { query: DEFAULT_OUTBOX_QUERY, notice: null };
  const data: TemplatesPageData = {
    tab,
    editId: tab === 'mails' ? idOf(params, 'edit') : null,
    templates: null,
    templatesError: null,
    outboxQuery: outbox.query,
    outboxNotice: outbox.notice,
    outbox: null,
    outboxError: null,
    mail: null,
  };

  if (tab !== 'outbox') {
    const result = await api.call(MAIL_API.templates, {
      defaultErrorMessage: t('mailAdmin.loadError'),
    });
    if (result.ok) data.templates = result.data;
    else data.templatesError = result.error;
    return data;
  }

  const mailId = idOf(params, 'mail');
  const [list, mail] = await Promise.all([
    api.call(MAIL_API.outbox, {
      query: { ...outbox.query },
      defaultErrorMessage: t('mailAdmin.outboxError'),
    }),
    mailId === null
      ? Promise.resolve(null)
      : api.call(MAIL_API.mail, {
          params: { id: mailId },
          defaultErrorMessage: t('mailAdmin.mailError'),
        }),
  ]);
  if (list.ok) data.outbox = list.data;
  else data.outboxError = list.error;
  if (mail)
    data.mail = mail.ok ? { item: mail.data, error: null } : { item: null, error: mail.error };
  return data;
}
