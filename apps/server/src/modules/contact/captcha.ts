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
/** Bound of the replay memory; past it the oldest entries go first (they expire first anyway). */
const MAX_REMEMBERED = 100_000;

/**
 * Solved challenges already used, kept in memory until they expire. Memory rather than the
 * database: a replay only lets a bot send one more message per challenge it solved, the form is
 * also limited per IP, and no table exists for it. With several replicas each keeps its own list,
 * so a challenge could be replayed once per replica (see decision 016).
 */
export class UsedChallenges {
  /** signature → expiry (epoch seconds), in insertion order. */
  private readonly used = new Map<string, number>();

  /** Marks the challenge used; false when it already was (a replay). */
  claim(signature: string, expiresAt: number, now = Date.now() / 1000): boolean {
    this.prune(now);
    if (this.used.has(signature)) return false;
    if (this.used.size >= MAX_REMEMBERED) {
      const oldest = this.used.keys().next().value;
      if (oldest !== undefined) this.used.delete(oldest);
    }
    this.used.set(signature, expiresAt);
    return true;
  }

  /** Gives a challenge back when the message could not be stored, so the visitor may resend. */
  release(signature: string): void {
    this.used.delete(signature);
  }

  get size(): number {
    return this.used.size;
  }

  /**
   * Forgets expired entries from the oldest claimed on, stopping at the first live one: cheap per
   * request. An expired entry left behind is harmless, an expired challenge being refused first.
   */
  private prune(now: number): void {
    for (const [signature, expiresAt] of this.used) {
      if (expiresAt >= now) break;
      this.used.delete(signature);
    }
  }
}

/** Two keys from the one configured secret: one signs challenges, the other the expected key. */
function subKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');
}

export class Captcha {
  private readonly signatureKey: string;
  private readonly keySignatureKey: string;
  readonly used = new UsedChallenges();

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
   * Checks a solved challenge and marks it used. Throws CAPTCHA_EXPIRED, CAPTCHA_REPLAYED or
   * CAPTCHA_INVALID (a wrong answer, a forged or altered challenge). Returns the signature, to
   * `used.release` it if what the captcha protects then fails.
   */
  async verify(payload: CaptchaPayload): Promise<string> {
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
    if (!this.used.claim(challenge.signature, expiresAt)) throw new AppError('CAPTCHA_REPLAYED');
    return challenge.signature;
  }
}
