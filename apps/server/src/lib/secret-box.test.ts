import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';
import { isSsoOnlyAccount, SSO_ONLY_PASSWORD_HASH } from './sso-account.js';
import { verifyPassword } from './passwords.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('SecretBox', () => {
  it('gives back what it sealed, never the same sealed text twice', () => {
    const box = new SecretBox(SECRET, 'tokens');
    const sealed = box.seal('refresh-token-value');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('refresh-token-value');
    expect(box.seal('refresh-token-value')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('refresh-token-value');
  });

  it('opens nothing sealed by another secret or purpose, nor an altered value', () => {
    const sealed = new SecretBox(SECRET, 'tokens').seal('value');
    expect(new SecretBox(`${SECRET}!`, 'tokens').open(sealed)).toBeNull();
    expect(new SecretBox(SECRET, 'flow').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[2] = Buffer.from('other').toString('base64url');
    const box = new SecretBox(SECRET, 'tokens');
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('garbage')).toBeNull();
    expect(box.open('v1.a.b.c')).toBeNull();
  });
});

describe('SSO-only accounts', () => {
  it('are recognised by their password marker, which no password matches', async () => {
    expect(isSsoOnlyAccount({ passwordHash: SSO_ONLY_PASSWORD_HASH })).toBe(true);
    expect(isSsoOnlyAccount({ passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y' })).toBe(false);
    expect(await verifyPassword(SSO_ONLY_PASSWORD_HASH, SSO_ONLY_PASSWORD_HASH)).toBe(false);
  });
});
