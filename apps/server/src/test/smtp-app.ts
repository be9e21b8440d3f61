import { startTestSmtpServer, type TestSmtpServer } from '../modules/mail/smtp-test-server.js';
import { createTestApp, type TestApp } from './app.js';

/** A test app whose outbox delivers to a real SMTP server of its own. */
export interface SmtpTestApp extends TestApp {
  smtp: TestSmtpServer;
}

/**
 * The app of the tests that read mails as a person receives them: an SMTP server on a free port
 * started first, the app sending to it (`env` adds to or overrides the mail settings); `close`
 * stops both.
 */
export async function createSmtpTestApp(
  options: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<SmtpTestApp> {
  const smtp = await startTestSmtpServer();
  try {
    const t = await createTestApp({
      ...options,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Passerelle <portail@passerelle.test>',
        ...options.env,
      },
    });
    return {
      ...t,
      smtp,
      close: async () => {
        await t.close();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
