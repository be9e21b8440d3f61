import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues;
  }
  throw new Error('expected a ConfigError');
}

describe('mail configuration', () => {
  it('has no SMTP server and a default sender by default', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      MAIL_FROM: 'Passerelle <no-reply@passerelle.local>',
      MAIL_MAX_ATTEMPTS: 5,
      MAIL_RETRY_BASE_MS: 60_000,
      JOBS_POLL_INTERVAL_MS: 30_000,
      JOBS_LEASE_MS: 30_000,
    });
  });

  it('accepts smtp and smtps URLs and a bare or named sender', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.org:587' }).SMTP_URL).toBe(
      'smtp://u:p@mail.example.org:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.org' }).SMTP_URL).toBe(
      'smtps://mail.example.org',
    );
    expect(loadConfig({ MAIL_FROM: 'portail@example.org' }).MAIL_FROM).toBe('portail@example.org');
    expect(loadConfig({ MAIL_FROM: 'Région <portail@example.org>' }).MAIL_FROM).toBe(
      'Région <portail@example.org>',
    );
  });

  it('explains a bad SMTP_URL in English and French, without showing it', () => {
    const [issue] = issuesOf({ SMTP_URL: 'http://user:secret@mail.example.org' });
    expect(issue).toMatch(/^SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/);
    expect(issue).toContain('URL SMTP attendue');
    expect(issue).not.toContain('secret');
    expect(issuesOf({ SMTP_URL: 'not a url' })[0]).toMatch(/^SMTP_URL: /);
  });

  it('refuses a sender that is not an address', () => {
    expect(issuesOf({ MAIL_FROM: 'Passerelle' })[0]).toMatch(/^MAIL_FROM: expected a mail address/);
    expect(issuesOf({ MAIL_MAX_ATTEMPTS: '0' })[0]).toMatch(/^MAIL_MAX_ATTEMPTS: /);
  });
});
