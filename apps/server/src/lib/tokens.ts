import { createHash, randomBytes } from 'node:crypto';

/** A new access token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores and looks up: the hex SHA-256 of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
