/*
 * The password reset journey reads its mail from a test SMTP server (e2e/mail-catcher.ts). It
 * runs against a second server of its own (the "mail server"), whose outbox delivers there, so
 * that the other journeys keep a server without SMTP (admin-templates reads its mail in the
 * outbox). Ports follow E2E_PORT, so parallel runs on other ports do not meet.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

/** The second app server, with SMTP_URL pointing at the catcher. */
export const MAIL_APP_PORT = port + 50;
export const MAIL_APP_URL = `http://127.0.0.1:${MAIL_APP_PORT}`;
/** The catcher's SMTP port, and its HTTP port listing what it caught (`GET /mails`). */
export const CATCHER_SMTP_PORT = port + 51;
export const CATCHER_HTTP_PORT = port + 52;
export const CATCHER_URL = `http://127.0.0.1:${CATCHER_HTTP_PORT}`;
