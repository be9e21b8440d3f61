import { AUTH_COOKIE, LOCALE_COOKIE, type ProfileCode } from '@passerelle/shared';
import type { FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileOfSession, renderedInBrowser, signedInShellKey } from './signed-in-shells.js';

/** A server build's route manifest: which routes load data on the server, in the browser. */
function buildWith(
  routes: Record<string, { parentId?: string; hasLoader?: boolean; hasClientLoader?: boolean }>,
): ServerBuild {
  const entries = Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [
      id,
      { id, hasLoader: false, hasClientLoader: false, ...route },
    ]),
  );
  return { assets: { routes: entries } } as unknown as ServerBuild;
}

const BUILD = buildWith({
  root: { hasLoader: true, hasClientLoader: true },
  'layouts/survey': { parentId: 'root' },
  'layouts/back': { parentId: 'root' },
  'layouts/loading': { parentId: 'root', hasLoader: true },
  surveys: { parentId: 'layouts/survey', hasClientLoader: true },
  reports: { parentId: 'layouts/survey', hasClientLoader: true },
  'back-programming': { parentId: 'layouts/back', hasLoader: true, hasClientLoader: true },
  'back-jobs': { parentId: 'layouts/back' },
  'under-a-loader': { parentId: 'layouts/loading', hasClientLoader: true },
});

describe('pages rendered in the browser', () => {
  it('are the pages whose data only the browser loads, below layouts loading none', () => {
    expect(renderedInBrowser(BUILD, 'surveys')).toBe(true);
    expect(renderedInBrowser(BUILD, 'back-programming')).toBe(false);
    expect(renderedInBrowser(BUILD, 'back-jobs')).toBe(false);
    expect(renderedInBrowser(BUILD, 'under-a-loader')).toBe(false);
    expect(renderedInBrowser(BUILD, 'unknown')).toBe(false);
  });
});

describe('the key of a profile’s shell', () => {
  const request = (
    url: string,
    cookies: Record<string, string> = { [AUTH_COOKIE]: 'token-of-somebody' },
    method = 'GET',
  ) => ({ method, url, cookies, headers: {} }) as unknown as FastifyRequest;
  const as = (profile: ProfileCode | null) => () => Promise.resolve(profile);
  const variant = () => 'streamed';

  it('names the profile, the locale cookie and the URL, never the session', async () => {
    const key = await signedInShellKey(
      request('/surveys?page=2', { [AUTH_COOKIE]: 'token-of-somebody', [LOCALE_COOKIE]: 'fr' }),
      BUILD,
      as('profile_beneficiary'),
      variant,
    );
    expect(key).toBe('streamed\nprofile_beneficiary\nfr\n/surveys?page=2');
    expect(key).not.toContain('token-of-somebody');
  });

  it('is null for a page rendered on the server, a write, or without a signed-in session', async () => {
    const beneficiary = as('profile_beneficiary');
    expect(await signedInShellKey(request('/back/programming'), BUILD, beneficiary, variant)).toBe(
      null,
    );
    expect(await signedInShellKey(request('/surveys', {}), BUILD, beneficiary, variant)).toBe(null);
    expect(
      await signedInShellKey(request('/surveys', undefined, 'POST'), BUILD, beneficiary, variant),
    ).toBe(null);
    expect(await signedInShellKey(request('/surveys'), BUILD, as(null), variant)).toBe(null);
    expect(await signedInShellKey(request('/surveys.data'), BUILD, beneficiary, variant)).toBe(
      null,
    );
  });

  it('is null when the guard turns the profile away: its page is a redirect', async () => {
    expect(
      await signedInShellKey(request('/reports'), BUILD, as('profile_beneficiary'), variant),
    ).toBe(null);
    expect(
      await signedInShellKey(request('/reports'), BUILD, as('profile_provider'), variant),
    ).toBe('streamed\nprofile_provider\n\n/reports');
  });
});

describe('the profile of the session answer', () => {
  it('is the active profile of a signed-in user, null otherwise', async () => {
    const answer = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    expect(await profileOfSession(answer({ id: 1, userProfileCode: 'profile_hr' }))).toBe(
      'profile_hr',
    );
    expect(await profileOfSession(answer({ id: 1, userProfileCode: 'profile_king' }))).toBe(null);
    expect(await profileOfSession(answer({ error: 'Non authentifié.' }, 401))).toBe(null);
    expect(await profileOfSession(answer(null))).toBe(null);
  });
});
