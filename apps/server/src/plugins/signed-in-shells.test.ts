import { AUTH_COOKIE, LOCALE_COOKIE, type ProfileCode, type SessionUser } from '@passerelle/shared';
import type { FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  audiencePage,
  renderedInBrowser,
  signedInPage,
  signedInShellKey,
} from './signed-in-shells.js';

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

describe('an audience page (a public page kept for signed-in visitors alike)', () => {
  const request = (url: string, cookies: Record<string, string> = { [AUTH_COOKIE]: 'token' }) =>
    ({ method: 'GET', url, cookies, headers: {} }) as unknown as FastifyRequest;
  const user = (userProfileCode: ProfileCode) => () =>
    Promise.resolve({ id: 7, userProfileCode } as SessionUser);
  const members = (membersOnly: boolean) => () => Promise.resolve({ membersOnly });
  const variant = () => 'streamed';

  it('names the profile, the audience, the locale and the URL, never the user', async () => {
    const page = await audiencePage(
      request('/training?q=droit', { [AUTH_COOKIE]: 'token', [LOCALE_COOKIE]: 'fr' }),
      user('profile_beneficiary'),
      members(true),
      variant,
    );
    expect(page).toEqual({
      key: 'audience\nstreamed\nprofile_beneficiary\nmembers\nfr\n/training?q=droit',
      audience: { membersOnly: true },
    });
    const another = await audiencePage(
      request('/training?q=droit', { [AUTH_COOKIE]: 'token', [LOCALE_COOKIE]: 'fr' }),
      user('profile_beneficiary'),
      members(false),
      variant,
    );
    expect(another?.key).toBe(
      'audience\nstreamed\nprofile_beneficiary\neveryone\nfr\n/training?q=droit',
    );
  });

  it('is only for the public pages of the default layout, signed in, not a mailed link', async () => {
    const admin = user('profile_admin');
    const key = async (url: string, cookies?: Record<string, string>) =>
      (await audiencePage(request(url, cookies), admin, members(true), variant))?.key ?? null;
    expect(await key('/')).toBe('audience\nstreamed\nprofile_admin\nmembers\n\n/');
    expect(await key('/training/12')).not.toBe(null);
    expect(await key('/login')).toBe(null);
    expect(await key('/reset-password?token=abc')).toBe(null);
    expect(await key('/back/programming')).toBe(null);
    expect(await key('/training', {})).toBe(null);
    const signedOut = () => Promise.resolve(null);
    expect(await audiencePage(request('/'), signedOut, members(true), variant)).toBe(null);
  });

  it('comes after a profile’s shell, which a page rendered in the browser is', async () => {
    const page = (url: string) =>
      signedInPage(request(url), BUILD, user('profile_beneficiary'), members(false), variant);
    expect(await page('/surveys')).toEqual({ key: 'streamed\nprofile_beneficiary\n\n/surveys' });
    expect((await page('/calendar'))?.audience).toEqual({ membersOnly: false });
  });
});
