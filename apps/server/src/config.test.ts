import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: true,
      TOKEN_TTL_HOURS: 12,
      LOG_LEVEL: 'info',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: 5,
      LOGIN_FAILURE_WINDOW_MINUTES: 15,
      LOGIN_MAX_ATTEMPTS_PER_IP: 20,
      LOGIN_IP_WINDOW_SECONDS: 60,
      BODY_LIMIT_BYTES: 1_048_576,
      REQUEST_TIMEOUT_MS: 30_000,
      TRUST_PROXY: false,
    });
  });

  it('parses values and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      TOKEN_TTL_HOURS: '0.5',
      DATABASE_URL: 'postgres://u:p@db:5432/passerelle',
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: 'a-production-secret-of-32-characters-or-more',
    });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.TOKEN_TTL_HOURS).toBe(0.5);
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/passerelle');
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://passerelle.example.fr/portail/' }).PUBLIC_URL).toBe(
      'https://passerelle.example.fr',
    );
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NODE_ENV', 'prod'],
    ['SEED_DEMO', 'maybe'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['TOKEN_TTL_HOURS', '-1'],
    ['LOG_LEVEL', 'verbose'],
    ['LOGIN_MAX_FAILURES_PER_ACCOUNT', '0'],
    ['BODY_LIMIT_BYTES', '1.5'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const issues = issuesOf({ [name]: value });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('reports every bad variable at once, in its message', () => {
    expect(() => loadConfig({ PORT: 'x', SEED_DEMO: 'x' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- SEED_DEMO: /,
    );
  });

  it('takes ADMIN_EMAIL as an e-mail address', () => {
    expect(issuesOf({ ADMIN_EMAIL: 'pas-une-adresse' })[0]).toMatch(/^ADMIN_EMAIL: /);
    expect(loadConfig({ ADMIN_EMAIL: 'direction@programme.example' }).ADMIN_EMAIL).toBe(
      'direction@programme.example',
    );
  });

  it('needs ADMIN_USERNAME and ADMIN_PASSWORD together, and a long enough password', () => {
    expect(issuesOf({ ADMIN_USERNAME: 'root' })[0]).toMatch(/^ADMIN_PASSWORD: required/);
    expect(issuesOf({ ADMIN_PASSWORD: 'a-long-password' })[0]).toMatch(/^ADMIN_USERNAME: required/);
    expect(issuesOf({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' })[0]).toMatch(
      /^ADMIN_PASSWORD: /,
    );
  });

  it('requires ALTCHA_HMAC_KEY in production and draws a random one elsewhere', () => {
    expect(issuesOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^ALTCHA_HMAC_KEY: required in production/),
    ]);
    const first = loadConfig({}).ALTCHA_HMAC_KEY;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).ALTCHA_HMAC_KEY).not.toBe(first);
    const [issue] = issuesOf({ ALTCHA_HMAC_KEY: 'too-short-secret' });
    expect(issue).toMatch(/^ALTCHA_HMAC_KEY: /);
    expect(issue).not.toContain('too-short-secret');
  });

  it('never prints secrets in its messages', () => {
    const [issue] = issuesOf({ DATABASE_URL: 'mysql://user:secret@host/db' });
    expect(issue).not.toContain('secret');
  });

  describe('single sign-on', () => {
    const sso = {
      OIDC_ISSUER: 'https://auth.agentconnect.gouv.fr/api/v2',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'client-secret',
    };

    it('is off by default, with the ProConnect-like defaults for when it is on', () => {
      const config = loadConfig({});
      expect(config.OIDC_ISSUER).toBeUndefined();
      expect(config).toMatchObject({
        OIDC_SCOPES: 'openid email profile',
        OIDC_CLAIM_GIVEN_NAME: 'given_name',
        OIDC_CLAIM_FAMILY_NAME: 'family_name',
        OIDC_CLAIM_EMAIL: 'email',
        OIDC_CLAIM_SIRET: 'siret',
        OIDC_BUTTON_LABEL: 'ProConnect',
      });
      expect(config.OIDC_TOKEN_ENCRYPTION_KEY).toHaveLength(64);
    });

    it('needs the client with the issuer, and https outside localhost', () => {
      expect(issuesOf({ OIDC_ISSUER: sso.OIDC_ISSUER })).toEqual([
        'OIDC_CLIENT_ID: required with OIDC_ISSUER',
        'OIDC_CLIENT_SECRET: required with OIDC_ISSUER',
      ]);
      expect(issuesOf({ ...sso, OIDC_ISSUER: 'http://idp.example.org/realms/a' })).toEqual([
        'OIDC_ISSUER: expected an https:// URL (http is accepted on localhost only) (got "http://idp.example.org/realms/a")',
      ]);
      expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:3199' }).OIDC_ISSUER).toBe(
        'http://127.0.0.1:3199',
      );
      expect(issuesOf({ ...sso, OIDC_SCOPES: 'email profile' })[0]).toMatch(/^OIDC_SCOPES: /);
    });

    it('needs the encryption key in production, and never prints the secrets', () => {
      const production = { ...sso, NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(32) };
      const issues = issuesOf(production);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatch(/^OIDC_TOKEN_ENCRYPTION_KEY: required in production/);
      expect(
        loadConfig({ ...production, OIDC_TOKEN_ENCRYPTION_KEY: 'x'.repeat(32) }),
      ).toMatchObject({ OIDC_TOKEN_ENCRYPTION_KEY: 'x'.repeat(32) });
      const [short] = issuesOf({ ...production, OIDC_TOKEN_ENCRYPTION_KEY: 'secret-short' });
      expect(short).not.toContain('secret-short');
    });
  });
});
