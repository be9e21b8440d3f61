import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/app.js';
import { createSmtpTestApp, type SmtpTestApp } from '../../test/smtp-app.js';
import { createSession } from '../../test/factories.js';
import { until } from '../mail/mail-test-support.js';
import type { TestSmtpServer } from '../mail/smtp-test-server.js';
import {
  createBeneficiary,
  createOpenSession,
  DAY_MS,
  createScenario,
  type Scenario,
} from '../registrations/registrations.fixtures.js';

/*
 * The grouped alert mail on favourites (decision 078) as a person receives it: through the
 * outbox's sender to an SMTP server, one message for everything that waited, its text and HTML
 * parts carrying each session's address and the "ne plus recevoir" link.
 */

let smtp: TestSmtpServer;
let t: SmtpTestApp;
let s: Scenario;

beforeAll(async () => {
  t = await createSmtpTestApp({ seed: false });
  smtp = t.smtp;
  s = await createScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the alert mail on favourites, received over SMTP', () => {
  it('groups a new session and a released seat in one message', async () => {
    const person = await createBeneficiary(s);
    // A full session of one seat the person marked, and another session of the same action.
    const { session: full, action } = await createOpenSession(s, { seats: 1 });
    const holder = await createBeneficiary(s);
    const held = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${full.id}/register`,
      headers: bearer(holder.token),
      payload: { motivation: 'Pour progresser' },
    });
    const heldId = held.json().registration.id as number;
    const favourite = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${full.id}/favorite`,
      headers: bearer(person.token),
    });
    expect(favourite.statusCode).toBe(204);
    const start = new Date(Date.now() + 45 * DAY_MS);
    const fresh = await createSession(t.db, {
      actionId: action.id,
      startDate: start,
      endDate: new Date(start.getTime() + 7 * 3_600_000),
      seats: 12,
      published: true,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${heldId}/cancel`,
      headers: bearer(holder.token),
      payload: { reason: 'Empêché' },
    });

    expect(await t.app.favoriteAlerts.runOnce(new Date())).toMatchObject({ mailed: 1 });
    const mail = await until(
      async () => smtp.received.find((received) => received.to.includes(person.email)) ?? false,
      10_000,
      'the alert mail',
    );
    expect(mail.subject).toBe('Du nouveau dans vos formations favorites');
    expect(mail.text).toContain(`Nouvelles sessions :\n- « ${action.name} »`);
    expect(mail.text).toContain(`Des places se sont libérées :\n- « ${action.name} »`);
    for (const id of [fresh.id, full.id]) {
      expect(mail.html).toContain(`<a href="${t.config.PUBLIC_URL}/training/${id}">`);
    }
    expect(mail.html).toMatch(
      new RegExp(`<a href="${t.config.PUBLIC_URL}/favorite-alerts/[\\w-]{43}">`),
    );
    // The mail client's own unsubscribe button, in one POST (RFC 8058).
    const unsubscribe = new RegExp(
      `^List-Unsubscribe:\\s+<${t.config.PUBLIC_URL}/api/public/favorite_alert_links/[\\w-]{43}/unsubscribe>`,
      'm',
    );
    expect(mail.raw).toMatch(unsubscribe);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // One message for both, and none to the person who cancelled.
    expect(smtp.received.filter((received) => received.to.includes(person.email))).toHaveLength(1);
    expect(
      smtp.received.some(
        (received) => received.to.includes(holder.email) && received.subject === mail.subject,
      ),
    ).toBe(false);
  });
});
