import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABEL_MAX_LENGTH,
  CONTACT_CATEGORY_LABELS,
  CONTACT_CATEGORY_MEANINGS,
  CONTACT_MESSAGE_MAX_LENGTH,
  type CaptchaChallenge,
  type CaptchaPayload,
} from '@passerelle/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import {
  captchaUses,
  contactCategories,
  contactMessages,
  mailOutbox,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, testConfig, type TestApp } from '../../test/app.js';
import { createSmtpTestApp, type SmtpTestApp } from '../../test/smtp-app.js';
import { createUser } from '../../test/factories.js';
import { seedBaseData } from '../../db/seed/index.js';
import type { TestSmtpServer } from '../mail/smtp-test-server.js';
import { CAPTCHA_TTL_SECONDS, Captcha } from './captcha.service.js';
import { CAPTCHA_PURGE_BATCH, claimChallenge } from './captcha-uses.repository.js';

let smtp: TestSmtpServer;
let t: SmtpTestApp;

beforeAll(async () => {
  t = await createSmtpTestApp({
    env: {
      MAIL_RETRY_BASE_MS: '30',
      // The per-IP limit has its own test, on its own app.
      CONTACT_MAX_PER_IP: '1000',
    },
  });
  smtp = t.smtp;
});
afterAll(async () => {
  await t?.close();
});

async function fetchChallenge(app = t.app): Promise<CaptchaChallenge> {
  const response = await app.inject({ url: '/api/public/contacts/challenge' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What the visitor's browser does: find the counter, here with Node's SHA-256. */
async function solve(challenge: CaptchaChallenge): Promise<CaptchaPayload> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { challenge, solution: solution! };
}

async function solvedCaptcha(app = t.app): Promise<CaptchaPayload> {
  return solve(await fetchChallenge(app));
}

const MESSAGE = {
  category: 'REGISTRATION',
  name: 'Camille Durand',
  email: 'camille.durand@example.test',
  phone: '05 61 00 00 00',
  subject: 'Inscription à la session de mars',
  message: 'Bonjour,\nest-il encore possible de s’inscrire ?',
};

function send(payload: object, headers: Record<string, string> = {}, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/public/contacts', payload, headers });
}

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(contactMessages);
  return row!.total;
}

async function contactMailCount(): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.templateCode, 'CONTACT_MESSAGE'));
  return row!.total;
}

describe('GET /api/public/contacts/challenge', () => {
  it('gives anyone a signed challenge valid for 30 minutes, never cached', async () => {
    const response = await t.app.inject({ url: '/api/public/contacts/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json() as CaptchaChallenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(CAPTCHA_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS);
    // Two challenges differ.
    expect((await fetchChallenge()).signature).not.toBe(challenge.signature);
  });
});

describe('POST /api/public/contacts', () => {
  it('stores the message and mails it to the active admins and managers over SMTP, answerable to its sender', async () => {
    const disabledAdmin = await createUser(t.db, {
      profile: 'profile_admin',
      values: { disabled: true, email: 'ancien.admin@example.test' },
    });
    const before = smtp.received.length;
    const response = await send({ ...MESSAGE, captcha: await solvedCaptcha() });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: number };

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      category: 'REGISTRATION',
      name: MESSAGE.name,
      email: MESSAGE.email,
      phone: '05 61 00 00 00',
      subject: MESSAGE.subject,
      body: MESSAGE.message,
      userId: null,
    });

    // One mail per staff address: every admin and manager of the demo data, nobody else.
    const staff = await t.db
      .selectDistinct({ email: users.email })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(inArray(userProfiles.profileCode, ['profile_admin', 'profile_manager']));
    const expected = staff
      .map((row) => row.email)
      .filter((email) => email !== disabledAdmin.email)
      .sort();
    expect(expected).toEqual(
      expect.arrayContaining([
        'claire.martin@region-occitanie.example',
        'thomas.bernard@region-occitanie.example',
      ]),
    );
    const mails = (await smtp.waitFor(before + expected.length)).slice(before);
    const recipients = mails.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(expected);
    expect(recipients).not.toContain(disabledAdmin.email);
    expect(recipients).not.toContain('sophie.lefevre@horizon-formation.example');
    const mail = mails[0]!;
    expect(mail.subject).toBe(
      'Contact (Inscription à une session) : Inscription à la session de mars',
    );
    expect(mail.text).toContain('De : Camille Durand <camille.durand@example.test>');
    expect(mail.text).toContain('Téléphone : 05 61 00 00 00');
    expect(mail.text).toContain('est-il encore possible de s’inscrire ?');
    // Answering the mail writes to the visitor, on every copy.
    expect(mails.map((each) => each.replyTo)).toEqual(mails.map(() => MESSAGE.email));
  });

  it('ties the message of a signed-in visitor to their account', async () => {
    const token = await loginAs(t.app, 'beneficiary');
    const response = await send(
      { ...MESSAGE, phone: '', captcha: await solvedCaptcha() },
      bearer(token),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select({ userId: contactMessages.userId })
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id));
    expect(row!.userId).toEqual(expect.any(Number));
  });

  describe('refuses a bad captcha with its own French error, storing and mailing nothing', () => {
    async function expectRefused(captcha: unknown, code: string, error: RegExp) {
      const [messages, mails] = [await storedCount(), await contactMailCount()];
      const response = await send({ ...MESSAGE, captcha });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code, error: expect.stringMatching(error) });
      expect(await storedCount()).toBe(messages);
      expect(await contactMailCount()).toBe(mails);
    }

    it('a wrong answer', async () => {
      const { challenge, solution } = await solvedCaptcha();
      const wrong = { counter: solution.counter + 1, derivedKey: '00'.repeat(32) };
      await expectRefused(
        { challenge, solution: wrong },
        'CAPTCHA_INVALID',
        /^La vérification anti-robot a échoué/,
      );
    });

    it('an altered challenge (an easier prefix, a later expiry)', async () => {
      const { challenge, solution } = await solvedCaptcha();
      const easier = { ...challenge.parameters, keyPrefix: '0' };
      await expectRefused(
        { challenge: { ...challenge, parameters: easier }, solution },
        'CAPTCHA_INVALID',
        /anti-robot a échoué/,
      );
      const later = { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 };
      await expectRefused(
        { challenge: { ...challenge, parameters: later }, solution },
        'CAPTCHA_INVALID',
        /anti-robot a échoué/,
      );
    });

    it('a challenge signed with another key', async () => {
      const foreign = new Captcha('another-secret-of-32-characters-or-more');
      await expectRefused(
        await solve(await foreign.createChallenge()),
        'CAPTCHA_INVALID',
        /anti-robot a échoué/,
      );
    });

    it('an expired challenge', async () => {
      const ours = new Captcha(t.config.ALTCHA_HMAC_KEY);
      const old = await ours.createChallenge(Date.now() - (CAPTCHA_TTL_SECONDS + 60) * 1000);
      await expectRefused(
        await solve(old),
        'CAPTCHA_EXPIRED',
        /^La vérification anti-robot a expiré/,
      );
    });

    it('a challenge already used', async () => {
      const captcha = await solvedCaptcha();
      expect((await send({ ...MESSAGE, captcha })).statusCode).toBe(201);
      await expectRefused(captcha, 'CAPTCHA_REPLAYED', /a déjà servi/);
    });
  });

  it('answers French field errors for bad input, without using up the captcha', async () => {
    const captcha = await solvedCaptcha();
    const before = await storedCount();
    const response = await send({
      category: 'SPAM',
      name: '  ',
      email: 'pas-une-adresse',
      phone: 'abc',
      subject: '',
      message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
      captcha,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        category: ['Choisissez une catégorie'],
        name: ['Champ obligatoire'],
        email: ['Adresse e-mail invalide'],
        phone: ['Numéro de téléphone invalide'],
        subject: ['Champ obligatoire'],
        message: [`Maximum ${CONTACT_MESSAGE_MAX_LENGTH} caractères`],
      },
    });
    const missing = await send({ ...MESSAGE });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      captcha: ["Cochez la case « Je ne suis pas un robot » avant d'envoyer."],
    });
    expect(await storedCount()).toBe(before);
    // The refused body did not spend the challenge.
    expect((await send({ ...MESSAGE, captcha })).statusCode).toBe(201);
  });
});

describe('per-IP limits, counted on every replica', () => {
  /** Two replicas on a database of their own, with a low limit of messages. */
  let limited: TestApp;
  let replica: App;
  beforeAll(async () => {
    limited = await createTestApp({ seed: false, env: { CONTACT_MAX_PER_IP: '2' } });
    replica = await buildApp({
      config: limited.config,
      database: limited.database,
      logger: false,
    });
  });
  afterAll(async () => {
    await replica?.close();
    await limited?.close();
  });

  it('answers 429 past CONTACT_MAX_PER_IP messages, refused ones included, and stores nothing more', async () => {
    const bad = await send({ ...MESSAGE, email: 'x' }, {}, limited.app);
    expect(bad.statusCode).toBe(400);
    // The second message goes to the other replica: it counts the first one too.
    const good = await send({ ...MESSAGE, captcha: await solvedCaptcha(replica) }, {}, replica);
    expect(good.statusCode, good.body).toBe(201);
    for (const app of [limited.app, replica]) {
      const refused = await send({ ...MESSAGE, captcha: await solvedCaptcha(app) }, {}, app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(refused.headers['retry-after']).toBeDefined();
    }
    // Another address is not limited.
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/public/contacts',
      payload: { ...MESSAGE, captcha: await solvedCaptcha(limited.app) },
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode, other.body).toBe(201);
    const [row] = await limited.db.select({ total: count() }).from(contactMessages);
    expect(row!.total).toBe(2);
  });

  it('answers 429 past 30 challenges a minute from one address, fetched from both replicas', async () => {
    const challenge = (app: App) =>
      app.inject({ url: '/api/public/contacts/challenge', remoteAddress: '203.0.113.5' });
    for (let i = 0; i < 30; i++) {
      expect((await challenge(i % 2 ? replica : limited.app)).statusCode).toBe(200);
    }
    for (const app of [limited.app, replica]) {
      const refused = await challenge(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    }
    expect((await replica.inject({ url: '/api/public/contacts/challenge' })).statusCode).toBe(200);
  });
});

describe('used challenges, shared by every replica', () => {
  /**
   * A second replica of the API: another app on the same database, with the same key and the same
   * per-IP limit (replicas count in the same rows, decision 044).
   */
  let replica: App;
  beforeAll(async () => {
    replica = await buildApp({
      config: testConfig({ CONTACT_MAX_PER_IP: t.config.CONTACT_MAX_PER_IP.toString() }),
      database: t.database,
      logger: false,
    });
    await replica.ready();
  });
  afterAll(async () => {
    await replica?.close();
  });

  it('refuses a challenge used on another replica', async () => {
    expect(testConfig().ALTCHA_HMAC_KEY).toBe(t.config.ALTCHA_HMAC_KEY);
    const captcha = await solvedCaptcha(t.app);
    const first = await send({ ...MESSAGE, captcha }, {}, replica);
    expect(first.statusCode, first.body).toBe(201);
    const replayed = await send({ ...MESSAGE, captcha }, {}, t.app);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('CAPTCHA_REPLAYED');
  });

  it('lets only one of two replicas accept the same challenge sent to both at once', async () => {
    const before = await storedCount();
    const captcha = await solvedCaptcha(replica);
    const responses = await Promise.all([
      send({ ...MESSAGE, captcha }, {}, t.app),
      send({ ...MESSAGE, captcha }, {}, replica),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((r) => r.statusCode === 400)!.json().code).toBe('CAPTCHA_REPLAYED');
    expect(await storedCount()).toBe(before + 1);
  });

  it('gives the challenge back when the message could not be stored, so the visitor may resend', async () => {
    const captcha = await solvedCaptcha();
    const before = await storedCount();
    // A failure of the database after the claim, in the same transaction.
    await t.db.execute(sql`
      create function refuse_contact_message() returns trigger language plpgsql as $$
      begin raise exception 'contact messages refused by the test'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_contact_message before insert on contact_messages
      for each row execute function refuse_contact_message()`);
    try {
      const failed = await send({ ...MESSAGE, captcha });
      expect(failed.statusCode).toBe(500);
      expect(failed.json().code).toBe('INTERNAL');
    } finally {
      await t.db.execute(sql`drop trigger refuse_contact_message on contact_messages`);
      await t.db.execute(sql`drop function refuse_contact_message()`);
    }
    expect(await storedCount()).toBe(before);
    const signature = captcha.challenge.signature;
    const claims = await t.db
      .select()
      .from(captchaUses)
      .where(eq(captchaUses.signature, signature));
    expect(claims).toEqual([]);
    const resent = await send({ ...MESSAGE, captcha }, {}, replica);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it('forgets expired claims as new ones come, a few at a time', async () => {
    const now = Date.now();
    const expired = Array.from({ length: CAPTCHA_PURGE_BATCH + 5 }, (_, i) => ({
      signature: `expiree-${i}`,
      expiresAt: new Date(now - (i + 1) * 60_000),
    }));
    const live = { signature: 'encore-valable', expiresAt: new Date(now + 60_000) };
    await t.db.insert(captchaUses).values([...expired, live]);
    const signatures = async () =>
      (await t.db.select({ signature: captchaUses.signature }).from(captchaUses)).map(
        (row) => row.signature,
      );

    const captcha = await solvedCaptcha();
    expect((await send({ ...MESSAGE, captcha })).statusCode).toBe(201);
    let left = await signatures();
    // The oldest went first; the live claim and the new one stay.
    expect(left).toEqual(expect.arrayContaining([live.signature, captcha.challenge.signature]));
    const expiredLeft = left.filter((s) => s.startsWith('expiree-'));
    expect(expiredLeft).toHaveLength(5);
    expect(expiredLeft).not.toContain(`expiree-${CAPTCHA_PURGE_BATCH + 4}`);

    expect(
      await claimChallenge(t.db, { signature: 'autre', expiresAt: new Date(now + 1000) }),
    ).toBe(true);
    left = await signatures();
    expect(left.filter((s) => s.startsWith('expiree-'))).toEqual([]);
    expect(left).toContain(live.signature);
    // A claim already made is refused, whichever replica asks.
    expect(await claimChallenge(t.db, live)).toBe(false);
  });
});

describe('contact categories, worded and offered by the admin (decision 067)', () => {
  let admin: string;
  beforeAll(async () => {
    await seedBaseData(t.db);
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(async () => {
    // Back to the defaults, for whatever runs after.
    await t.db.delete(contactCategories);
    await seedBaseData(t.db);
  });

  const save = (code: string, payload: object, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/contact_categories/${code}`,
      payload,
      headers: bearer(token),
    });

  async function storedCategory(code: (typeof CONTACT_CATEGORIES)[number]) {
    const [row] = await t.db
      .select()
      .from(contactCategories)
      .where(eq(contactCategories.code, code));
    return row!;
  }

  it('lists every category to the admin in the order of spec §3, with the shared defaults', async () => {
    const response = await t.app.inject({ url: '/api/contact_categories', headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(
      CONTACT_CATEGORIES.map((code) => ({
        code,
        label: CONTACT_CATEGORY_LABELS[code],
        description: CONTACT_CATEGORY_MEANINGS[code],
        active: true,
        updatedAt: expect.any(String),
      })),
    );
    const manager = await loginAs(t.app, 'manager');
    const refused = await t.app.inject({
      url: '/api/contact_categories',
      headers: bearer(manager),
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await save('LAB', { label: 'Lab', description: '', active: true }, manager)).statusCode,
    ).toBe(403);
  });

  it('saves a label, a description and the offer; the public list keeps the offered ones', async () => {
    const response = await save('LAB', {
      label: '  Laboratoire d’innovation  ',
      description: 'Les ateliers du Lab.',
      active: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: 'LAB',
      label: 'Laboratoire d’innovation',
      description: 'Les ateliers du Lab.',
      active: true,
      updatedAt: expect.any(String),
    });
    const withdrawn = await save('HR', {
      label: CONTACT_CATEGORY_LABELS.HR,
      description: '',
      active: false,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    const offered = await t.app.inject({ url: '/api/public/contact_categories' });
    expect(offered.statusCode).toBe(200);
    const list = offered.json() as { code: string; label: string; description: string }[];
    expect(list.map((category) => category.code)).toEqual(
      CONTACT_CATEGORIES.filter((code) => code !== 'HR'),
    );
    expect(list.find((category) => category.code === 'LAB')).toEqual({
      code: 'LAB',
      label: 'Laboratoire d’innovation',
      description: 'Les ateliers du Lab.',
    });
  });

  it('refuses bad input with French messages on its fields and changes nothing', async () => {
    const before = await storedCategory('DOCUMENT');
    const response = await save('DOCUMENT', {
      label: ' ',
      description: 'x'.repeat(501),
      active: 'oui',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        label: ['Champ obligatoire'],
        description: ['Maximum 500 caractères'],
        active: ['Doit être oui ou non'],
      },
    });
    const tooLong = await save('DOCUMENT', {
      label: 'x'.repeat(CONTACT_CATEGORY_LABEL_MAX_LENGTH + 1),
      description: '',
      active: true,
    });
    expect(tooLong.json().fieldErrors).toEqual({
      label: [`Maximum ${CONTACT_CATEGORY_LABEL_MAX_LENGTH} caractères`],
    });
    const unknown = await save('SPAM', { label: 'Pub', description: '', active: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ code: ['Choisissez une catégorie'] });
    expect(await storedCategory('DOCUMENT')).toEqual(before);
  });

  it('refuses a message in a category no longer offered, storing nothing and keeping the captcha', async () => {
    await save('NEEDS', { label: 'Besoins', description: '', active: false });
    const captcha = await solvedCaptcha();
    const [messages, mails] = [await storedCount(), await contactMailCount()];
    const refused = await send({ ...MESSAGE, category: 'NEEDS', captcha });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { category: ['Cette catégorie n’est plus proposée. Choisissez-en une autre.'] },
    });
    expect(await storedCount()).toBe(messages);
    expect(await contactMailCount()).toBe(mails);
    // The same challenge serves for the next try in an offered category.
    const accepted = await send({ ...MESSAGE, category: 'OTHER', captcha });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('mails the message under the label the admin gave its category', async () => {
    await save('ACCOUNT', {
      label: 'Mon compte Passerelle',
      description: CONTACT_CATEGORY_MEANINGS.ACCOUNT,
      active: true,
    });
    const response = await send({
      ...MESSAGE,
      category: 'ACCOUNT',
      captcha: await solvedCaptcha(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.templateCode, 'CONTACT_MESSAGE'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.subject).toBe(`Contact (Mon compte Passerelle) : ${MESSAGE.subject}`);
    expect(mail!.text).toContain('Catégorie : Mon compte Passerelle');
  });
});
