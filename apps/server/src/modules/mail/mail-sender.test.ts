import { MAIL_EVENT_TAGS } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailTemplates } from '../../db/schema/index.js';
import { createSmtpTestApp, type SmtpTestApp } from '../../test/smtp-app.js';
import { enqueueMail } from './outbox.service.js';
import { MailSender } from './mail-sender.js';
import { sampleValues, sleep, until } from './mail-test-support.js';
import { seedTemplates } from '../../db/seed/templates.js';
import type { TestSmtpServer } from './smtp-test-server.js';

let smtp: TestSmtpServer;
let t: SmtpTestApp;

beforeAll(async () => {
  t = await createSmtpTestApp({
    seed: false,
    env: {
      MAIL_FROM: 'Passerelle Test <portail@passerelle.test>',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_BASE_MS: '30',
      // Long: a mail that arrives quickly was woken for, not polled.
      JOBS_POLL_INTERVAL_MS: '600000',
    },
  });
  smtp = t.smtp;
  await seedTemplates(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function outboxOf(recipient: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
}

const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('the mail sender started with the app', () => {
  it('is started when SMTP_URL is set', () => {
    expect(t.app.mailSender).toBeInstanceOf(MailSender);
  });

  it('delivers a committed mail soon after the commit, rendered from the stored template', async () => {
    await t.db
      .update(mailTemplates)
      .set({
        subject: 'Refus — {{ session.code }}',
        body: 'Bonjour {{ beneficiary.givenName }},\n\nMotif : {{ reason }}\n\nVoir {{ session.url }}',
      })
      .where(eq(mailTemplates.code, 'REGISTRATION_REFUSED_HR'));
    const values = {
      ...sampleValues('REGISTRATION_REFUSED_HR'),
      'beneficiary.givenName': 'Élodie',
      'session.code': 'S-2026-007',
      reason: 'Quota atteint',
      'session.url': 'https://passerelle.example/training/7',
    };

    await t.db.transaction(async (tx) => {
      await enqueueMail(tx, {
        template: 'REGISTRATION_REFUSED_HR',
        to: 'elodie@example.org',
        values,
      });
      // Still in the transaction: nothing may leave yet.
      await sleep(150);
      expect(receivedBy('elodie@example.org')).toEqual([]);
    });

    const [mail] = await until(
      async () => receivedBy('elodie@example.org').length > 0 && receivedBy('elodie@example.org'),
      5000,
      'the mail',
    );
    expect(mail!.to).toEqual(['elodie@example.org']);
    expect(mail!.from).toBe('portail@passerelle.test');
    expect(mail!.raw).toMatch(/^From: Passerelle Test <portail@passerelle\.test>/m);
    expect(mail!.subject).toBe('Refus — S-2026-007');
    expect(mail!.text).toBe(
      'Bonjour Élodie,\n\nMotif : Quota atteint\n\nVoir https://passerelle.example/training/7',
    );
    expect(mail!.html).toContain('<p>Bonjour Élodie,</p>');
    expect(mail!.html).toContain(
      '<a href="https://passerelle.example/training/7">https://passerelle.example/training/7</a>',
    );

    const [row] = await until(async () => {
      const rows = await outboxOf('elodie@example.org');
      return rows[0]?.status === 'SENT' && rows;
    });
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('escapes values in the HTML part it sends', async () => {
    await enqueueMail(t.db, {
      template: 'REGISTRATION_CANCELED',
      to: 'escape@example.org',
      values: {
        ...sampleValues('REGISTRATION_CANCELED'),
        reason: '<script>alert("x")</script>',
      },
    });
    const [mail] = await until(
      async () => receivedBy('escape@example.org').length > 0 && receivedBy('escape@example.org'),
    );
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('Motif : &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail!.text).toContain('Motif : <script>alert("x")</script>');
  });

  it('sends one mail per distinct recipient', async () => {
    const ids = await enqueueMail(t.db, {
      template: 'SESSION_CANCELED',
      to: ['a@example.org', ' A@example.org ', 'b@example.org', ''],
      values: sampleValues('SESSION_CANCELED'),
    });
    expect(ids).toHaveLength(2);
    await until(async () => receivedBy('b@example.org').length > 0);
    await until(async () => receivedBy('a@example.org').length > 0);
    expect(receivedBy('a@example.org')).toHaveLength(1);
  });

  it('sends nothing for a rolled-back transaction', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          template: 'SESSION_POSTPONED',
          to: 'rolled-back@example.org',
          values: sampleValues('SESSION_POSTPONED'),
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    // A mail committed afterwards goes out; the rolled-back one never existed.
    await enqueueMail(t.db, {
      template: 'SESSION_POSTPONED',
      to: 'committed@example.org',
      values: sampleValues('SESSION_POSTPONED'),
    });
    await until(async () => receivedBy('committed@example.org').length > 0);
    await sleep(100);
    expect(receivedBy('rolled-back@example.org')).toEqual([]);
    expect(await outboxOf('rolled-back@example.org')).toEqual([]);
  });

  it('retries a delivery the server refused, with the error kept meanwhile', async () => {
    smtp.rejectNext(1);
    const before = smtp.rejected();
    await enqueueMail(t.db, {
      template: 'SURVEY_OPEN',
      to: 'retry@example.org',
      values: sampleValues('SURVEY_OPEN'),
    });
    await until(async () => receivedBy('retry@example.org').length > 0, 5000, 'the retry');
    expect(smtp.rejected()).toBe(before + 1);
    const [row] = await until(async () => {
      const rows = await outboxOf('retry@example.org');
      return rows[0]?.status === 'SENT' && rows;
    });
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('marks a mail FAILED with the last error after the maximum attempts', async () => {
    smtp.rejectAll();
    try {
      await enqueueMail(t.db, {
        template: 'REPORT_TO_WRITE',
        to: 'failing@example.org',
        values: sampleValues('REPORT_TO_WRITE'),
      });
      const [row] = await until(
        async () => {
          const rows = await outboxOf('failing@example.org');
          return rows[0]?.status === 'FAILED' && rows;
        },
        5000,
        'FAILED',
      );
      expect(row!.attempts).toBe(3);
      expect(row!.lastError).toMatch(/451/);
      expect(row!.sentAt).toBeNull();
    } finally {
      smtp.acceptAgain();
    }
    expect(receivedBy('failing@example.org')).toEqual([]);
  });

  it('writes a mail to an invalid address FAILED at once, without trying it', async () => {
    await enqueueMail(t.db, {
      template: 'PASSWORD_RESET',
      to: 'not an address',
      values: sampleValues('PASSWORD_RESET'),
    });
    const [row] = await outboxOf('not an address');
    expect(row).toMatchObject({ status: 'FAILED', attempts: 0 });
    expect(row!.lastError).toMatch(/Adresse e-mail invalide/);
  });

  it('sends with the default template when the stored one is missing', async () => {
    await t.db.delete(mailTemplates).where(eq(mailTemplates.code, 'PASSWORD_RESET'));
    await enqueueMail(t.db, {
      template: 'PASSWORD_RESET',
      to: 'reset@example.org',
      values: {
        ...sampleValues('PASSWORD_RESET'),
        'user.givenName': 'Léa',
        url: 'https://passerelle.example/reset/abc',
      },
    });
    const [mail] = await until(
      async () => receivedBy('reset@example.org').length > 0 && receivedBy('reset@example.org'),
    );
    expect(mail!.subject).toBe('Réinitialisation de votre mot de passe Passerelle');
    expect(mail!.text).toContain('https://passerelle.example/reset/abc');
    await seedTemplates(t.db);
  });
});

describe('the mail queue', () => {
  it('gives each mail a Message-ID made from its outbox row, the same at every attempt', async () => {
    smtp.rejectNext(1);
    const [id] = await enqueueMail(t.db, {
      template: 'SURVEY_OPEN',
      to: 'message-id@example.org',
      values: sampleValues('SURVEY_OPEN'),
    });
    const [mail] = await until(
      async () =>
        receivedBy('message-id@example.org').length > 0 && receivedBy('message-id@example.org'),
      5000,
    );
    const [row] = await outboxOf('message-id@example.org');
    const expected = `<outbox.${id}.${row!.createdAt.getTime().toString(36)}@localhost>`;
    expect(/^Message-ID: (.+?)\r?$/im.exec(mail!.raw)?.[1]).toBe(expected);
    expect(t.app.mailSender!.messageIdOf(row!)).toBe(expected);
  });

  it('gives every template a value for each of its tags in the tests above', () => {
    // Guards sampleValues: it must cover the tags of the event.
    expect(Object.keys(sampleValues('SESSION_CONVOCATION')).sort()).toEqual(
      [...MAIL_EVENT_TAGS.SESSION_CONVOCATION].sort(),
    );
  });
});
