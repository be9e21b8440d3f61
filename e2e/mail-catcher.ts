/**
 * The browser journeys' mail catcher (started by playwright.config.ts, stopped with the run): a
 * test SMTP server, where the app server's outbox delivers, keeping what it receives, and a small
 * HTTP server listing it as JSON (`GET /mails`: `{ to, subject, text, attachments }[]`, the
 * attachments by name and type) for the journeys to read (e2e/mails.ts).
 */
import { createServer } from 'node:http';
import { startTestSmtpServer } from '../apps/server/src/modules/mail/smtp-test-server.js';
import { CATCHER_HTTP_PORT, CATCHER_SMTP_PORT } from './servers.js';

const smtp = await startTestSmtpServer({ port: CATCHER_SMTP_PORT });

const http = createServer((request, response) => {
  if (request.url === '/health') {
    response.end('ok');
    return;
  }
  if (request.url === '/mails') {
    const mails = smtp.received.map(({ to, subject, text, attachments }) => ({
      to,
      subject,
      text,
      attachments: attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        // The first bytes, enough to tell a PDF ("%PDF-").
        head: content.subarray(0, 5).toString('latin1'),
      })),
    }));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails));
    return;
  }
  response.statusCode = 404;
  response.end();
});
await new Promise<void>((resolve) => http.listen(CATCHER_HTTP_PORT, '127.0.0.1', resolve));

async function stop() {
  http.close();
  await smtp.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
