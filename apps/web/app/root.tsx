import { LOCALE_COOKIE, t } from '@passerelle/shared';
import { useEffect, useState, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useNavigate,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router';

import type { Route } from './+types/root';
import { AppProviders } from '~/components/app-providers';
import { errorInfoOf } from '~/features/errors/error-info';
import { ErrorScreen } from '~/features/errors/error-screen';
import { AppShell } from '~/layouts/app-shell';
import { registerApiNavigator } from '~/lib/api-navigator';
import { PageStylesheet } from '~/lib/page-stylesheet';
import { handlePopupStartIfPopup } from '~/lib/login-popup-start';
import { LowPriorityScripts } from '~/lib/low-priority-scripts';
import { clientGuard } from '~/lib/guard-client';
import { serverGuard, sessionUserContext } from '~/lib/guard.server';
import { getLoadContext } from '~/lib/load-context';
import { useNonce } from '~/lib/load-context-nonce';
import { resolveLocale, serializeLocaleCookie } from '~/lib/locale';
import { adoptServerUser, readSession, skipStartupSession, startupSession } from '~/lib/session';
import type { RootData } from '~/lib/session-user';

// The stylesheet is written into the page or linked (lib/page-stylesheet); the development
// server also loads it as a module, so that an edit shows at once.
if (import.meta.env.DEV) void import('./app.css');

/*
 * Route guards (spec §2) run as React Router middleware rather than in a root loader:
 * - `middleware` runs on the server before any loader or action of a document request or of a
 *   client navigation's data request, with the session read from the cookie;
 * - `clientMiddleware` runs in the browser on EVERY client navigation, even when the target has
 *   no loader (a root loader would only re-run when it revalidates), with the stored session.
 * Both call the shared `guard()` through lib/guard, so the rules exist once.
 */
export const middleware: Route.MiddlewareFunction[] = [serverGuard];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [clientGuard];

export function loader({ context, request }: Route.LoaderArgs) {
  const signedIn = context.get(sessionUserContext);
  // A profile's shell names the profile only; the browser fills in who it is (decision 099).
  const user = getLoadContext(context).shell ? null : signedIn;
  const profile = signedIn?.userProfileCode ?? null;
  // Locale cookie (spec §1): fr, kept 365 days; set when the visitor does not have it yet.
  const cookie = request.headers.get('cookie') ?? '';
  const locale = resolveLocale(cookie);
  const known = cookie.split(';').some((part) => part.trim() === `${LOCALE_COOKIE}=${locale}`);
  return data(
    { user, profile } satisfies RootData,
    known ? undefined : { headers: { 'set-cookie': serializeLocaleCookie(locale) } },
  );
}

/** In the browser the user comes from the stored session (login, logout and refresh update it). */
export function clientLoader(): RootData {
  const user = readSession()?.user ?? null;
  return { user, profile: user?.userProfileCode ?? null };
}

/** Re-read the stored session on every navigation (cheap: no request). */
export function shouldRevalidate() {
  return true;
}

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [{ title: t('layout.appName') }];
  const { type } = errorInfoOf(error);
  return [{ title: `${t(`error.${type}.title`)} – ${t('layout.appName')}` }];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Anonymous visitors read first: their pages carry the stylesheet (decision 092) and do not
  // preload the scripts (decision 096); a signed-in visitor's link it (decision 098).
  const signedIn = Boolean(useRouteLoaderData<typeof loader>('root')?.profile);
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <PageStylesheet nonce={nonce} inline={!signedIn} />
        <Links nonce={nonce} />
      </head>
      <body>
        <AppProviders>{children}</AppProviders>
        <ScrollRestoration nonce={nonce} />
        <LowPriorityScripts nonce={nonce} preloads={signedIn ? 'low' : 'none'} />
      </body>
    </html>
  );
}

/**
 * Session at start-up (spec §4): the stored copy first takes the user the server rendered the
 * page for (so the first client navigations guard with the right profile); then, when there is a
 * session to check, the browser asks `GET /api/_auth/session` once the page is displayed and,
 * when the answer differs, reloads the route data (re-running the guards). A page kept for every
 * user of a profile (decisions 099 and 100) was rendered for that profile, not for a user: it is
 * reloaded only when the session's profile is another (signed out meanwhile, another profile).
 */
function useSessionStartup({ user: serverUser, profile }: RootData) {
  const [initialUser] = useState(serverUser);
  const [initialProfile] = useState(profile);
  // A profile's shell or an audience's page: signed in, the user yet to be read.
  const [shell] = useState(!serverUser && profile !== null);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let cancelled = false;
    adoptServerUser(initialUser);
    if (!initialUser && !shell && !readSession()) {
      // Rendered a moment ago for a visitor with no session cookie nor stored token: pages are
      // never cached (`private, no-cache`), so asking again could only log a 401 in the console.
      skipStartupSession();
      void handlePopupStartIfPopup(null);
      return;
    }
    void startupSession().then(async (user) => {
      if (cancelled) return;
      const popupClosed = await handlePopupStartIfPopup(readSession());
      if (popupClosed || cancelled) return;
      const changed = shell
        ? (user?.userProfileCode ?? null) !== initialProfile
        : (user?.id ?? null) !== (initialUser?.id ?? null);
      if (changed) void revalidate();
    });
    return () => {
      cancelled = true;
    };
  }, [initialUser, initialProfile, shell, revalidate]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useSessionStartup(loaderData);
  useEffect(() => {
    registerApiNavigator((to) => void navigate(to));
    return () => registerApiNavigator(null);
  }, [navigate]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const info = errorInfoOf(error);
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <AppShell layout={info.layout}>
      <ErrorScreen status={info.status} type={info.type} message={info.message} />
    </AppShell>
  );
}
