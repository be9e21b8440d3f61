import type { SessionUser } from '@passerelle/shared';
import { createContext, redirect, type MiddlewareFunction } from 'react-router';

import { guardRedirect, pathWithQuery } from './guard';
import { getLoadContext } from './load-context';
import { isScriptSubmission } from './script-submission';
import { fetchSessionUser } from './session';

/** The signed-in user of the current request (null for a visitor), set by `serverGuard`. */
export const sessionUserContext = createContext<SessionUser | null>(null);

/**
 * Root server middleware: runs before every loader and action of a document or data request.
 * The session comes from the visitor's cookie through `GET /api/_auth/session` (in-process);
 * any failure means "not signed in".
 */
export const serverGuard: MiddlewareFunction<Response> = async ({ context, request, url }) => {
  const { apiFetch } = getLoadContext(context);
  const user = await fetchSessionUser(apiFetch);
  context.set(sessionUserContext, user);
  const target = await guardRedirect(pathWithQuery(url), user, apiFetch);
  // A form posted by the page's scripts after its session expired reaches its action, whose API
  // call answers the 401 (the API checks every call itself).
  if (target && !(user === null && isScriptSubmission(request))) throw redirect(target);
};
