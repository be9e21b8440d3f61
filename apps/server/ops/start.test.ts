import { afterEach, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  describeOnPostgres,
  type EmptyDatabase,
} from './support/databases.js';
import { api, login, startPortal, tempDir, type Portal } from './support/portal.js';

/* Starting replicas (decision 043): together on one PostgreSQL; never twice on one embedded folder. */

let database: EmptyDatabase | undefined;
let portals: Portal[] = [];

afterEach(async () => {
  await Promise.all(portals.map((portal) => portal.kill()));
  portals = [];
  await database?.drop();
  database = undefined;
});

describeOnPostgres('replicas started together on an empty PostgreSQL', () => {
  it('take turns to migrate and seed, then answer alike', async () => {
    database = await createEmptyDatabase();
    const env = { DATABASE_URL: database.url };
    portals = await Promise.all([startPortal(env), startPortal(env), startPortal(env)]);
    for (const portal of portals) {
      const token = await login(portal);
      const response = await api(portal, token, '/api/mails?page=1&pageSize=10');
      expect(response.status).toBe(200);
    }
  });
});

describe('the embedded database', () => {
  it('is for one process: a second portal on the same folder refuses to start, saying why', async () => {
    const env = { DATA_DIR: tempDir() };
    portals.push(await startPortal(env));
    const second = startPortal(env);
    await expect(second).rejects.toThrow(/already in use by another Passerelle process/);
    await expect(second).rejects.toThrow(new RegExp(`pid ${portals[0]!.pid}`));
    // The first goes on.
    expect((await fetch(`${portals[0]!.url}/api/health`)).status).toBe(200);
  });
});
