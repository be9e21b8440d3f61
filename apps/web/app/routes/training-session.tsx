import { t, type CatalogueSession, type CatalogueSessionDetail } from '@passerelle/shared';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import { SessionSheet } from '~/features/catalogue/session-sheet';
import { pageTitle } from '~/features/navigation/page-title';
import { dataOrThrow } from '~/lib/api-data';
import { serverApi } from '~/lib/api-client-loader';
import { useSessionUser } from '~/lib/session-user';

/*
 * /training/{id}: a session sheet (`GET /api/public/sessions/{id}/detail`) and its related
 * sessions, rendered on the server with the visitor's session (favourite, own registration).
 */

export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw data({ layout: 'default' }, { status: 404 });
  const api = serverApi(args);
  const [sheet, related] = await Promise.all([
    api.request<CatalogueSessionDetail>(`/api/public/sessions/${id}/detail`),
    api.request<CatalogueSession[]>(`/api/public/session_views/related?sessionId=${id}`),
  ]);
  return {
    sheet: dataOrThrow(sheet, 'default'),
    related: related.ok && Array.isArray(related.data) ? related.data : [],
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded?.sheet.action.name ?? t('catalogue.title')) },
  ...(loaded?.sheet.action.goal
    ? [{ name: 'description', content: loaded.sheet.action.goal.slice(0, 300) }]
    : []),
];

export default function TrainingSessionPage() {
  const { sheet, related } = useLoaderData<typeof loader>();
  // A new sheet (a related session opened) starts afresh: its registration, its favourite.
  return <SessionSheet key={sheet.id} sheet={sheet} related={related} user={useSessionUser()} />;
}
