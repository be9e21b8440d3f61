import { z } from 'zod';
import { idParams } from './fields';
import { defineRoute } from './route';

/** Where the login page's button sends the browser: the server redirects it to the provider. */
export const SSO_START_PATH = '/api/auth/sso/start';
/** The provider's redirect URI: `/api/auth/jwt` exchanges its answer for the portal's session. */
export const SSO_CALLBACK_PATH = '/api/auth/jwt';
/** Query parameter of the login page carrying the error code of a failed single sign-on. */
export const SSO_ERROR_PARAM = 'sso_error';

/** `GET /api/auth/sso`: whether single sign-on is on, and the provider's name for the button. */
export const ssoConfigSchema = z.object({
  /** Null when single sign-on is off: the login page shows no button. */
  label: z.string().nullable(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/** `GET /api/auth/sso/end_session`: where to send the browser to end the provider's session. */
export const ssoEndSessionSchema = z.object({
  /** The provider's end-session URL, or null (no SSO session, or the provider has none). */
  url: z.string().nullable(),
});
export type SsoEndSession = z.infer<typeof ssoEndSessionSchema>;

/**
 * The single sign-on routes that answer JSON (decision 030). The redirections (`sso/start`,
 * `jwt`) are not contracts: they answer 302 and 303 to a browser, not data to a caller.
 */
export const SSO_API = {
  config: defineRoute({
    method: 'GET',
    path: '/auth/sso',
    access: { public: true },
    response: ssoConfigSchema,
    errors: [],
  }),
  endSession: defineRoute({
    method: 'GET',
    path: '/auth/sso/end_session',
    access: { permission: 'auth.session' },
    response: ssoEndSessionSchema,
    errors: [401, 403],
  }),
  /** 204 once the user's names, e-mail and structure are those the provider tells now. */
  sync: defineRoute({
    method: 'POST',
    path: '/users/:id/sync',
    access: { permission: 'users.sync' },
    params: idParams,
    status: 204,
    response: z.null().describe('Synchronisé'),
    errors: [400, 401, 403, 404, 409],
  }),
};
