import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../db/notifications.js';
import { bearer } from '../../test/app.js';
import { notificationsSettled } from '../../test/notifications.js';
import {
  createBeneficiary,
  useRegistrationSuite,
} from '../registrations/registrations.fixtures.js';

/*
 * Issue 24 item 3: `GET /api/_auth/session` runs no statement for a token read lately (decision
 * 070) and one at most for a token the replica has not seen. Counted at the driver.
 */

const suite = useRegistrationSuite();

describe('GET /api/_auth/session', () => {
  it('runs one statement at most for a new token, none while it is kept', async () => {
    const { t, s } = suite.context();
    const person = await createBeneficiary(s);
    // Granting the profile drops every replica's sessions (decision 070): that notification
    // must have arrived before the count, or it empties the cache in the middle of it.
    await notificationsSettled(t.database, CHANNELS.caches);
    const session = () =>
      t.app.inject({ url: '/api/_auth/session', headers: bearer(person.token) });
    let before = t.app.dbStatements();
    expect((await session()).statusCode).toBe(200);
    expect(t.app.dbStatements() - before).toBeLessThanOrEqual(1);
    for (let i = 0; i < 3; i++) {
      before = t.app.dbStatements();
      const answer = await session();
      expect(answer.statusCode).toBe(200);
      expect(answer.json().id).toBe(person.id);
      expect(t.app.dbStatements() - before).toBe(0);
    }
  });
});
