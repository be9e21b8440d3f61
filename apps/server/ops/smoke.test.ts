import { afterAll, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  describeOnPostgres,
  type EmptyDatabase,
} from './support/databases.js';
import { api, login, startPortal, type Portal } from './support/portal.js';

describeOnPostgres('two replicas on one empty PostgreSQL', () => {
  let database: EmptyDatabase;
  const portals: Portal[] = [];
  afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.kill()));
    await database?.drop();
  });

  it('start together (one migrates and seeds, the other waits) and answer alike', async () => {
    database = await createEmptyDatabase();
    portals.push(
      ...(await Promise.all([
        startPortal({ DATABASE_URL: database.url }),
        startPortal({ DATABASE_URL: database.url }),
      ])),
    );
    for (const portal of portals) {
      const token = await login(portal);
      const response = await api(portal, token, '/api/axes');
      expect(response.status).toBe(200);
    }
  });
});
