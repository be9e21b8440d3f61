/*
 * The addresses of what playwright.config.ts starts for the journeys: the app server, the test
 * OpenID provider of the single sign-on journey, and the mail catcher (a test SMTP server the
 * app server's outbox delivers to, with a small HTTP server listing what it caught). Every port
 * follows E2E_PORT, so that runs on other ports do not meet.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;

export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3199);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

/** The catcher's SMTP port, and its HTTP port listing what it caught (`GET /mails`). */
export const CATCHER_SMTP_PORT = APP_PORT + 51;
export const CATCHER_HTTP_PORT = APP_PORT + 52;
export const CATCHER_URL = `http://127.0.0.1:${CATCHER_HTTP_PORT}`;
