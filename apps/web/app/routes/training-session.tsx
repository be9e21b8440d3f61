// The catalogue's French messages, registered before it renders (decision 018).
import '~/lib/messages/catalogue';
import { CATALOGUE_API, courseJsonLd, routeOf, t } from '@passerelle/shared';
import {
  data,
  redirect,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ownPartAwaited, SessionSheet } from '~/features/catalogue/session-sheet';
import { pageMeta } from '~/lib/page-title';
import { dataOrThrow } from '~/lib/api-data';
import { pathWithQuery } from '~/lib/guard';
import { sessionUserContext } from '~/lib/guard.server';
import { loginTarget } from '~/lib/login-target';
import { clientApi, serverApi } from '~/lib/api-client-loader';
import { storedUser } from '~/lib/session';
import { useSessionProfile } from '~/lib/session-user';

/*
 * /training/{id}: a session sheet (`GET /api/public/sessions/{id}/detail`, with its training's
 * published results) and its related sessions, rendered on the server. A signed-in visitor's
 * page is their audience's (decision 100): a beneficiary's own part of the sheet (favourite,
 * registration) is read by the browser as the page hydrates.
 */

export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw data({ layout: 'default' }, { status: 404 });
  const api = serverApi(args);
  const [sheet, related] = await Promise.all([
    api.call(CATALOGUE_API.detail, { params: { id } }),
    api.call(CATALOGUE_API.related, { query: { sessionId: id } }),
  ]);
  // A members-only session is hidden from visitors (404): one reached from a mail while signed
  // out asks to sign in first, then comes back here.
  if (!sheet.ok && sheet.status === 404 && args.context.get(sessionUserContext) === null) {
    throw redirect(loginTarget(pathWithQuery(new URL(args.request.url))));
  }
  return {
    sheet: dataOrThrow(sheet, 'default'),
    related: related.ok && Array.isArray(related.data) ? related.data : [],
  };
}

// The sheet's route for the browser: the contract's schemas (Zod) stay on the server (018).
const SESSION_DETAIL = routeOf<typeof CATALOGUE_API.detail>({
  method: 'GET',
  path: '/public/sessions/:id/detail',
});

/**
 * The server's data; on hydration, a beneficiary's own part of the sheet when the page was kept
 * for their audience. A client navigation asks the server for this visitor's data (`.data`).
 */
export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const loaded = await args.serverLoader<typeof loader>();
  if (!ownPartAwaited(loaded.sheet, storedUser()?.userProfileCode)) return loaded;
  const own = await clientApi(args).call(SESSION_DETAIL, {
    params: { id: String(loaded.sheet.id) },
  });
  return { ...loaded, sheet: dataOrThrow(own, 'default') };
}
// The server's page is shown meanwhile (no HydrateFallback).
clientLoader.hydrate = true as const;

/** The page's title and description, and the session as schema.org `Course` (decision 076). */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => [
  ...pageMeta(
    loaded?.sheet.action.name ?? t('catalogue.title'),
    location.pathname,
    loaded?.sheet.action.goal ? loaded.sheet.action.goal.slice(0, 300) : undefined,
  ),
  ...(loaded ? [{ 'script:ld+json': courseJsonLd(loaded.sheet) }] : []),
];

export default function TrainingSessionPage() {
  const { sheet, related } = useLoaderData<typeof clientLoader>();
  const profile = useSessionProfile();
  // A new sheet (a related session opened, the visitor's own part read) starts afresh: its
  // registration, its favourite.
  const key = `${sheet.id}:${ownPartAwaited(sheet, profile)}`;
  return <SessionSheet key={key} sheet={sheet} related={related} profile={profile} />;
}
