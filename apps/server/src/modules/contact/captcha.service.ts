import { createHmac } from 'node:crypto';
import type { CaptchaChallenge, CaptchaPayload } from '@passerelle/shared';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { AppError } from '../../lib/app-error.js';

/*
 * The contact form's captcha: a self-hosted ALTCHA proof of work (no third party, no cookie).
 * The server signs a challenge whose answer is a counter it drew at random; the browser finds it
 * by trying counters from 0 (about COUNTER_MAX / 2 SHA-256 hashes on average, a second or so),
 * and the server checks the answer with one HMAC, without redoing the work.
 */

/** SHA-256, one round per counter: the work is in the number of counters tried. */
export const CAPTCHA_ALGORITHM = 'SHA-256';
/** The counter to find is drawn in this range. */
export const CAPTCHA_COUNTER_MIN = 5_000;
export const CAPTCHA_COUNTER_MAX = 40_000;
/** Time to fill the form and send it once the challenge is fetched. */
export const CAPTCHA_TTL_SECONDS = 30 * 60;

/** Two keys from the one configured secret: one signs challenges, the other the expected key. */
function subKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');
}

/** A challenge whose answer is right and which has not expired yet; not yet claimed. */
export interface SolvedChallenge {
  signature: string;
  expiresAt: Date;
}

export class Captcha {
  private readonly signatureKey: string;
  private readonly keySignatureKey: string;

  constructor(secret: string) {
    this.signatureKey = subKey(secret, 'challenge');
    this.keySignatureKey = subKey(secret, 'key');
  }

  async createChallenge(now = Date.now()): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: 1,
      counter: randomInt(CAPTCHA_COUNTER_MIN, CAPTCHA_COUNTER_MAX),
      deriveKey,
      expiresAt: Math.floor(now / 1000) + CAPTCHA_TTL_SECONDS,
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    });
    return challenge as CaptchaChallenge;
  }

  /**
   * Checks a solved challenge: throws CAPTCHA_EXPIRED, or CAPTCHA_INVALID for a wrong answer or a
   * forged or altered challenge. Whether it was used already is for `claimChallenge` to say, in
   * the transaction of what the captcha protects (captcha-uses.repository.ts).
   */
  async verify(payload: CaptchaPayload): Promise<SolvedChallenge> {
    const { challenge, solution } = payload;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    }).catch(() => null);
    if (result?.expired) throw new AppError('CAPTCHA_EXPIRED');
    // A challenge without expiry is not one of ours (we always set it), whatever its signature.
    const expiresAt = challenge.parameters.expiresAt;
    if (!result?.verified || expiresAt === undefined) throw new AppError('CAPTCHA_INVALID');
    return { signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) };
  }
}
