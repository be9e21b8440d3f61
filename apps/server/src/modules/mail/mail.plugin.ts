import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Nodemailer from 'nodemailer';
import { MailSender } from './mail-sender.js';
import { importModule } from '../../lib/import-module.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's delivery; null when SMTP_URL is not set (mails then stay PENDING). */
    mailSender: MailSender | null;
  }
}

/**
 * SMTP timeouts: a stuck server must not hold a mail (nor the shutdown) for minutes. One pooled
 * connection, reused from mail to mail (the sender sends one at a time): a connection and its
 * greeting per mail capped a process at about 7 mails a second.
 */
const SMTP_OPTIONS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  pool: true,
  maxConnections: 1,
} as const;

/**
 * Delivers the outbox when SMTP_URL is set: the sender is a queue of the job runner, which starts
 * with the app and stops (the current delivery finished) before the app closes its database.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const { SMTP_URL, MAIL_FROM } = app.config;
    if (!SMTP_URL) {
      app.decorate('mailSender', null);
      app.addHook('onReady', async () => {
        app.log.info('SMTP_URL is not set: mails stay in the outbox, readable by admins');
      });
      return;
    }
    // Loaded only when mails are sent from this process (decision 025).
    const { default: nodemailer } = await importModule<{ default: typeof Nodemailer }>(
      'nodemailer',
    );
    const sender = new MailSender({
      db: app.db,
      transport: nodemailer.createTransport({ url: SMTP_URL, ...SMTP_OPTIONS }),
      from: MAIL_FROM,
      publicUrl: app.config.PUBLIC_URL,
      store: app.fileStore,
      maxAttempts: app.config.MAIL_MAX_ATTEMPTS,
      retryBaseMs: app.config.MAIL_RETRY_BASE_MS,
    });
    app.decorate('mailSender', sender);
    // Run by the process's job runner (decision 043), which stops before the transport closes.
    app.jobs.register(sender);
    app.addHook('preClose', async () => {
      await app.jobs.stop();
      sender.close();
    });
  },
  { name: 'mail', dependencies: ['jobs'] },
);
