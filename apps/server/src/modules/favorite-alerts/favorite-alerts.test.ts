import { favoriteAlertLinkViewSchema, FAVORITE_ALERT_LINK_DAYS } from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  favoriteAlertLinks,
  favoriteAlerts,
  sessions,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { createAction, createSession } from '../../test/factories.js';
import {
  createBeneficiary,
  createOpenSession,
  DAY_MS,
  useRegistrationSuite,
  type Person,
  type SessionOptions,
} from '../registrations/registrations.fixtures.js';

/*
 * Alerts on favourites (decision 078): a new session of a followed action and a seat released in
 * a full favourite session wait in the database, then leave in one grouped mail a person at most
 * every 24 hours, checked again when written; the mail's link turns them off without signing in.
 * Each test runs the task at instants of its own (`runAt`), its people new to it.
 */

const suite = useRegistrationSuite();
const { context, post, get, mailsTo, register } = suite;
const db = () => context().t.db;
const HOUR_MS = 3_600_000;

function runAt(now: Date) {
  return context().t.app.favoriteAlerts.runOnce(now);
}

async function favorite(person: Person, sessionId: number) {
  const response = await post(person, `/api/sessions/${sessionId}/favorite`);
  expect(response.statusCode, response.body).toBe(204);
}

/** A beneficiary following `options`' new action through one of its sessions. */
async function follower(options: SessionOptions = {}, structureId?: number) {
  const { s } = context();
  const open = await createOpenSession(s, options);
  const person = await createBeneficiary(s, structureId);
  await favorite(person, open.session.id);
  return { ...open, person };
}

/** Another session of `actionId`, inserted as the given state (the trigger sees every write). */
function anotherSession(actionId: number, values: Partial<typeof sessions.$inferInsert> = {}) {
  const startDate = values.startDate ?? new Date(Date.now() + 60 * DAY_MS);
  return createSession(db(), {
    actionId,
    startDate,
    endDate: new Date(startDate.getTime() + 7 * HOUR_MS),
    seats: 10,
    published: true,
    ...values,
  });
}

function waitingFor(userId: number) {
  return db().select().from(favoriteAlerts).where(eq(favoriteAlerts.userId, userId));
}

async function alertMails(person: Person) {
  return mailsTo(person.email, 'FAVORITE_ALERTS');
}

/** The secret of the "ne plus recevoir" link in a mail's text. */
function unsubscribeToken(text: string): string {
  const token = /\/favorite-alerts\/([\w-]{43})/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}

function linkCall(token: string, payload?: Record<string, unknown>) {
  return context().t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/public/favorite_alert_links/${token}`,
    ...(payload ? { payload } : {}),
  });
}

describe('a new session of a followed action', () => {
  it('is mailed once, grouped, at most one mail a day', async () => {
    const { action, person } = await follower();
    const first = await anotherSession(action.id, {
      startDate: new Date('2031-03-04T08:00:00Z'),
      endDate: new Date('2031-03-05T16:00:00Z'),
    });
    const second = await anotherSession(action.id, {
      startDate: new Date('2031-04-10T07:30:00Z'),
      endDate: new Date('2031-04-10T15:00:00Z'),
    });
    expect((await waitingFor(person.id)).map((row) => row.kind)).toEqual([
      'NEW_SESSION',
      'NEW_SESSION',
    ]);
    const now = new Date();
    expect(await runAt(now)).toMatchObject({ failed: 0 });
    const [mail, ...more] = await alertMails(person);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Du nouveau dans vos formations favorites');
    const publicUrl = context().t.config.PUBLIC_URL;
    expect(mail!.text).toContain(
      `Nouvelles sessions :\n- « ${action.name} », du 04/03/2031 au 05/03/2031, lieu à préciser : ${publicUrl}/training/${first.id}\n- « ${action.name} », le 10/04/2031, lieu à préciser : ${publicUrl}/training/${second.id}`,
    );
    expect(mail!.text).toContain(`${publicUrl}/beneficiary/favorites`);
    expect(mail!.text).not.toContain('Des places se sont libérées');
    expect(await waitingFor(person.id)).toEqual([]);

    // A third one an hour later waits for the day to pass, then leaves alone.
    const third = await anotherSession(action.id);
    await runAt(new Date(now.getTime() + HOUR_MS));
    expect(await alertMails(person)).toHaveLength(1);
    expect(await waitingFor(person.id)).toHaveLength(1);
    await runAt(new Date(now.getTime() + 24 * HOUR_MS + 1000));
    const mails = await alertMails(person);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(`/training/${third.id}`);
    expect(mails[1]!.text).not.toContain(`/training/${first.id}`);
  });

  it('follows the training into its next programme year, not another provider’s namesake', async () => {
    const { s } = context();
    const { action, type, person } = await follower();
    const nextYear = await createAction(db(), {
      typeId: type.id,
      providerId: action.providerId,
      name: action.name.toUpperCase(),
      year: action.year + 1,
    });
    const namesake = await createAction(db(), {
      typeId: type.id,
      providerId: s.otherProviderId,
      name: action.name,
      year: action.year + 1,
    });
    const next = await anotherSession(nextYear.id);
    await anotherSession(namesake.id);
    expect(await waitingFor(person.id)).toMatchObject([
      { sessionId: next.id, kind: 'NEW_SESSION' },
    ]);
    await runAt(new Date());
    const [mail] = await alertMails(person);
    expect(mail!.text).toContain(`/training/${next.id}`);
  });

  it('is queued when published later, through the API, and not for a past or unpublished one', async () => {
    const { s } = context();
    const { action, person } = await follower();
    const draft = await anotherSession(action.id, { published: false });
    await anotherSession(action.id, { startDate: new Date(Date.now() - DAY_MS) });
    expect(await waitingFor(person.id)).toEqual([]);
    const response = await context().t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${draft.id}`,
      headers: { authorization: `Bearer ${s.manager.token}` },
      payload: { published: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await waitingFor(person.id)).toMatchObject([
      { sessionId: draft.id, kind: 'NEW_SESSION' },
    ]);
    // Saved again, still published: nothing more.
    await db().update(sessions).set({ seats: 12 }).where(eq(sessions.id, draft.id));
    await db().update(sessions).set({ published: true }).where(eq(sessions.id, draft.id));
    expect(await waitingFor(person.id)).toHaveLength(1);
  });

  it('is dropped, unmailed, when it no longer holds at the time of writing', async () => {
    const { s } = context();
    // Registered meanwhile.
    const registered = await follower();
    const taken = await anotherSession(registered.action.id);
    expect((await register(registered.person, taken.id)).statusCode).toBe(201);
    // The favourites of the action removed.
    const gone = await follower();
    await anotherSession(gone.action.id);
    await post(gone.person, `/api/sessions/${gone.session.id}/favorite`);
    await context().t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${gone.session.id}/favorite`,
      headers: { authorization: `Bearer ${gone.person.token}` },
    });
    // Unpublished, or cancelled, before the mail.
    const withdrawn = await follower();
    const unpublished = await anotherSession(withdrawn.action.id);
    await db().update(sessions).set({ published: false }).where(eq(sessions.id, unpublished.id));
    const cancelled = await anotherSession(withdrawn.action.id);
    await db().update(sessions).set({ status: 'CANCELED' }).where(eq(sessions.id, cancelled.id));
    // A members-only type, for a beneficiary of a structure that is not a member.
    const outsider = await follower({ membersOnly: true }, s.memberEmployerId);
    await db().delete(userProfiles).where(eq(userProfiles.userId, outsider.person.id));
    await db().insert(userProfiles).values({
      userId: outsider.person.id,
      profileCode: 'profile_beneficiary',
      structureId: s.employerId,
    });
    await anotherSession(outsider.action.id);
    // A disabled account.
    const disabled = await follower();
    await anotherSession(disabled.action.id);
    await db().update(users).set({ disabled: true }).where(eq(users.id, disabled.person.id));

    const people = [registered, gone, withdrawn, outsider, disabled].map((f) => f.person);
    for (const person of people) expect(await waitingFor(person.id), person.email).not.toEqual([]);
    const result = await runAt(new Date());
    expect(result.dropped).toBeGreaterThanOrEqual(6);
    for (const person of people) {
      expect(await alertMails(person), person.email).toEqual([]);
      expect(await waitingFor(person.id), person.email).toEqual([]);
    }
  });

  it('reaches a member on a members-only type, and stops with the alerts turned off', async () => {
    const { s } = context();
    const member = await follower({ membersOnly: true }, s.memberEmployerId);
    await anotherSession(member.action.id);
    const off = await follower();
    const setting = await context().t.app.inject({
      method: 'PUT',
      url: '/api/beneficiaries/favorite_alerts',
      headers: { authorization: `Bearer ${off.person.token}` },
      payload: { enabled: false },
    });
    expect(setting.json()).toEqual({ enabled: false });
    await anotherSession(off.action.id);
    expect(await waitingFor(off.person.id)).toEqual([]);
    await runAt(new Date());
    expect(await alertMails(member.person)).toHaveLength(1);
    expect(await alertMails(off.person)).toEqual([]);
  });
});

describe('a seat released in a full favourite session', () => {
  /** A full session of one seat, its holder, and a follower of the session. */
  async function fullSession(options: SessionOptions = {}) {
    const { s } = context();
    const open = await createOpenSession(s, { seats: 1, ...options });
    const holder = await createBeneficiary(s);
    const held = await register(holder, open.session.id);
    expect(held.json().registration.status).toBe('REGISTERED');
    const person = await createBeneficiary(s);
    await favorite(person, open.session.id);
    return { ...open, holder, holderId: held.json().registration.id as number, person };
  }

  function cancel(person: Person, registrationId: number) {
    return post(person, `/api/registrations/${registrationId}/cancel`, { reason: 'Empêché' });
  }

  it('is mailed to those who favourited it once the holder cancels', async () => {
    const { session, action, holder, holderId, person } = await fullSession();
    expect((await cancel(holder, holderId)).statusCode).toBe(200);
    expect(await waitingFor(person.id)).toMatchObject([
      { sessionId: session.id, kind: 'SEATS_RELEASED' },
    ]);
    await runAt(new Date());
    const [mail] = await alertMails(person);
    expect(mail!.text).toContain(`Des places se sont libérées :\n- « ${action.name} »,`);
    expect(mail!.text).toContain(`/training/${session.id}`);
    expect(mail!.text).not.toContain('Nouvelles sessions');
    // The one who cancelled gets nothing.
    expect(await alertMails(holder)).toEqual([]);
  });

  it('is no news to the one who cancelled, even with the session in their favourites', async () => {
    const { session, holder, holderId, person } = await fullSession();
    await favorite(holder, session.id);
    await cancel(holder, holderId);
    expect(await waitingFor(holder.id)).toEqual([]);
    expect(await waitingFor(person.id)).toHaveLength(1);
  });

  it('is not announced when the seat goes to the waiting list, or the session was not full', async () => {
    const { s } = context();
    const listed = await fullSession({ waitingSeatAmount: 2 });
    const waiting = await createBeneficiary(s);
    expect((await register(waiting, listed.session.id)).json().registration.waitingList).toBe(true);
    await cancel(listed.holder, listed.holderId);
    expect(await waitingFor(listed.person.id)).toEqual([]);

    const roomy = await createOpenSession(s, { seats: 3 });
    const holder = await createBeneficiary(s);
    const id = (await register(holder, roomy.session.id)).json().registration.id as number;
    const person = await createBeneficiary(s);
    await favorite(person, roomy.session.id);
    await cancel(holder, id);
    expect(await waitingFor(person.id)).toEqual([]);
  });

  it('is dropped when the seat is taken again before the mail', async () => {
    const { s } = context();
    const { session, holder, holderId, person } = await fullSession();
    await cancel(holder, holderId);
    const quick = await createBeneficiary(s);
    expect((await register(quick, session.id)).statusCode).toBe(201);
    expect(await runAt(new Date())).toMatchObject({ failed: 0 });
    expect(await alertMails(person)).toEqual([]);
    expect(await waitingFor(person.id)).toEqual([]);
  });
});

describe('the setting', () => {
  it('is on by default, read and changed by the beneficiary only', async () => {
    const { s } = context();
    const person = await createBeneficiary(s);
    expect((await get(person, '/api/beneficiaries/favorite_alerts')).json()).toEqual({
      enabled: true,
    });
    const put = (who: Person, payload: unknown) =>
      context().t.app.inject({
        method: 'PUT',
        url: '/api/beneficiaries/favorite_alerts',
        headers: { authorization: `Bearer ${who.token}` },
        payload: payload as Record<string, unknown>,
      });
    const bad = await put(person, { enabled: 'non' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ enabled: ['Valeur non autorisée'] });
    expect((await put(person, { enabled: false })).json()).toEqual({ enabled: false });
    expect((await get(person, '/api/beneficiaries/favorite_alerts')).json()).toEqual({
      enabled: false,
    });
    expect((await put(s.hr, { enabled: false })).statusCode).toBe(403);
    expect((await get(s.manager, '/api/beneficiaries/favorite_alerts')).statusCode).toBe(403);
  });
});

describe('the mail’s "ne plus recevoir" link', () => {
  it('turns the alerts off and on again, signed out, and drops what waited', async () => {
    const { action, person } = await follower();
    await anotherSession(action.id);
    await runAt(new Date());
    const [mail] = await alertMails(person);
    const token = unsubscribeToken(mail!.text);
    // The secret is stored hashed only.
    const stored = await db().select().from(favoriteAlertLinks);
    expect(JSON.stringify(stored)).not.toContain(token);

    const view = await linkCall(token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const [user] = await db().select().from(users).where(eq(users.id, person.id));
    expect(favoriteAlertLinkViewSchema.parse(view.json())).toEqual({
      givenName: user!.givenName,
      enabled: true,
    });

    await anotherSession(action.id);
    expect(await waitingFor(person.id)).toHaveLength(1);
    expect((await linkCall(token, { enabled: false })).json()).toEqual({ enabled: false });
    expect(await waitingFor(person.id)).toEqual([]);
    await anotherSession(action.id);
    expect(await waitingFor(person.id)).toEqual([]);
    expect((await get(person, '/api/beneficiaries/favorite_alerts')).json()).toEqual({
      enabled: false,
    });
    // The same link turns them on again: what is published next is announced.
    expect((await linkCall(token, { enabled: true })).json()).toEqual({ enabled: true });
    await anotherSession(action.id);
    expect(await waitingFor(person.id)).toHaveLength(1);
  });

  it('answers in French, changing nothing, for a link unknown, malformed, expired or of a disabled account', async () => {
    const { action, person } = await follower();
    await anotherSession(action.id);
    await runAt(new Date());
    const token = unsubscribeToken((await alertMails(person))[0]!.text);

    const unknown = await linkCall('A'.repeat(43), { enabled: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(
      'Ce lien n’est pas valide ou a expiré : vous pouvez régler les alertes depuis vos favoris, une fois connecté.',
    );
    const malformed = await linkCall('abc');
    expect(malformed.statusCode).toBe(400);

    // A year on, the link no longer acts, and the next pass removes it.
    const later = new Date(Date.now() + (FAVORITE_ALERT_LINK_DAYS + 1) * DAY_MS);
    await db()
      .update(favoriteAlertLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(favoriteAlertLinks.userId, person.id));
    expect((await linkCall(token, { enabled: false })).statusCode).toBe(404);
    await runAt(later);
    expect(
      await db().select().from(favoriteAlertLinks).where(eq(favoriteAlertLinks.userId, person.id)),
    ).toEqual([]);
    expect((await get(person, '/api/beneficiaries/favorite_alerts')).json()).toEqual({
      enabled: true,
    });

    // A disabled account's link says the same.
    const other = await follower();
    await anotherSession(other.action.id);
    await runAt(new Date());
    const otherToken = unsubscribeToken((await alertMails(other.person))[0]!.text);
    await db().update(users).set({ disabled: true }).where(eq(users.id, other.person.id));
    expect((await linkCall(otherToken)).statusCode).toBe(404);
  });

  it('turns the alerts off from the mail client’s button, in one form post (RFC 8058)', async () => {
    const { action, person } = await follower();
    await anotherSession(action.id);
    await runAt(new Date());
    const [mail] = await alertMails(person);
    const token = unsubscribeToken(mail!.text);
    expect(mail!.listUnsubscribe).toBe(
      `${context().t.config.PUBLIC_URL}/api/public/favorite_alert_links/${token}/unsubscribe`,
    );
    const post = (payload: string, type = 'application/x-www-form-urlencoded') =>
      context().t.app.inject({
        method: 'POST',
        url: `/api/public/favorite_alert_links/${token}/unsubscribe`,
        headers: { 'content-type': type },
        payload,
      });
    const wrong = await post('List-Unsubscribe=Later');
    expect(wrong.statusCode).toBe(400);
    expect((await post('List-Unsubscribe=One-Click', 'text/plain')).statusCode).toBe(400);
    expect((await linkCall(token)).json().enabled).toBe(true);
    const done = await post('List-Unsubscribe=One-Click');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(done.json()).toEqual({ enabled: false });
    expect((await get(person, '/api/beneficiaries/favorite_alerts')).json()).toEqual({
      enabled: false,
    });
    const unknown = await context().t.app.inject({
      method: 'POST',
      url: `/api/public/favorite_alert_links/${'C'.repeat(43)}/unsubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a body that is not a choice', async () => {
    const { action, person } = await follower();
    await anotherSession(action.id);
    await runAt(new Date());
    const token = unsubscribeToken((await alertMails(person))[0]!.text);
    const response = await linkCall(token, { enabled: 'off', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect((await linkCall(token)).json().enabled).toBe(true);
  });
});

describe('a pass of the task', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves a person another transaction holds to the next pass',
    async () => {
      const { action, person } = await follower();
      await anotherSession(action.id);
      const now = new Date();
      // Another replica writing this person's mail holds their setting's row.
      await db().execute(sql`insert into favorite_alert_settings (user_id) values (${person.id})`);
      await db().transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from favorite_alert_settings where user_id = ${person.id} for update`,
        );
        expect(await runAt(now)).toMatchObject({ mailed: 0, failed: 0 });
      });
      expect(await alertMails(person)).toEqual([]);
      expect(await waitingFor(person.id)).toHaveLength(1);
      await runAt(now);
      expect(await alertMails(person)).toHaveLength(1);
    },
  );

  it('mails nobody twice when two passes run at once', async () => {
    const { action, person } = await follower();
    await anotherSession(action.id);
    const now = new Date();
    const [first, second] = await Promise.all([runAt(now), runAt(now)]);
    expect(await alertMails(person)).toHaveLength(1);
    expect(first.failed + second.failed).toBe(0);
  });
});
