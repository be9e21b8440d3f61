import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Authenticated encryption (AES-256-GCM) of small secrets kept outside the process: the refresh
 * and ID tokens of single sign-on in the database, the sign-in's state in a cookie. The key is
 * derived (HKDF-SHA-256) from a secret of the environment and a purpose, so one secret gives
 * independent keys. A sealed value is `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'passerelle', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, data, tag].map((part) => part.toString('base64url')).join('.');
  }

  /** The plain text, or null when the value was not sealed by this key (or was altered). */
  open(sealed: string): string | null {
    const parts = sealed.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return null;
    try {
      const [iv, data, tag] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
      if (iv!.length !== 12 || tag!.length !== 16) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
