import { describe, expect, it } from 'vitest';
import { JOBS_API } from './jobs';
import { routeOf, routePath } from './route';

describe('route contracts', () => {
  it('fills the path parameters, encoded', () => {
    expect(routePath('/jobs/:name/run', { name: 'cold surveys/é' })).toBe(
      '/jobs/cold%20surveys%2F%C3%A9/run',
    );
    expect(routePath('/sessions/:id/notes/:code', { id: 7, code: 'x' })).toBe(
      '/sessions/7/notes/x',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(routePath('/jobs')).toBe('/jobs');
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => routePath('/jobs/:name/run')).toThrow('needs the parameter "name"');
    expect(() => routePath('/jobs/:name/run', { name: '' })).toThrow('"name"');
  });

  it("declares each route's access and, where the path has parameters, their schema", () => {
    for (const contract of Object.values(JOBS_API)) {
      expect(contract.access).toEqual({ permission: 'jobs.manage' });
      if (contract.path.includes(':')) expect(contract).toHaveProperty('params');
    }
  });

  it('names a contract by its method and path only, both checked against the contract', () => {
    const run = routeOf<typeof JOBS_API.run>({ method: 'POST', path: '/jobs/:name/run' });
    expect(run).toEqual({ method: 'POST', path: '/jobs/:name/run' });
    // @ts-expect-error -- another path than the contract's is refused by the compiler
    routeOf<typeof JOBS_API.run>({ method: 'POST', path: '/jobs/:name' });
    // @ts-expect-error -- so is another method
    routeOf<typeof JOBS_API.run>({ method: 'GET', path: '/jobs/:name/run' });
  });
});
