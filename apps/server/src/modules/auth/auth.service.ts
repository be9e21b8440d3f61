import type { LoginBody, LoginResponse } from '@passerelle/shared';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { authTokens, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { insertToken, sessionUserColumns, toSessionUser } from './auth.repository.js';
import { LoginThrottle } from './login-throttle.js';

export interface LoginResult extends LoginResponse {
  expiresAt: Date;
}

/** Login rules and the error catalogue of spec §8. */
export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {
    this.throttle = new LoginThrottle(db, config);
  }

  /**
   * Checks the credentials and opens a session. Unknown user and wrong password give the same
   * answer after the same work (a dummy argon2 verification), so neither the body nor the timing
   * tells whether an account exists. "Disabled" is only said after a correct password.
   */
  async login({ username, password }: LoginBody, ip: string): Promise<LoginResult> {
    const usernameKey = username.toLowerCase();
    const retryAfter = await this.throttle.retryAfterSeconds(usernameKey);
    if (retryAfter > 0) throw new AppError('RATE_LIMITED', { retryAfter });

    const [user] = await this.db
      .select({ ...sessionUserColumns, passwordHash: users.passwordHash, disabled: users.disabled })
      .from(users)
      .where(eq(sql`lower(${users.username})`, usernameKey))
      .limit(1);
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyDummyPassword(password);
    if (!user || !passwordOk) {
      await this.throttle.recordFailure(usernameKey, ip);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (user.disabled) throw new AppError('USER_DISABLED');

    const sessionUser = toSessionUser(user);
    if (sessionUser === null) throw new AppError('NO_ACTIVE_STRUCTURE');

    await this.throttle.clear(usernameKey);
    const accessToken = newToken();
    const expiresAt = await insertToken(
      this.db,
      user.id,
      hashToken(accessToken),
      this.config.TOKEN_TTL_HOURS,
    );
    if (user.currentProfileCode !== sessionUser.userProfileCode) {
      await this.db
        .update(users)
        .set({ currentProfileCode: sessionUser.userProfileCode })
        .where(eq(users.id, user.id));
    }
    await this.purgeTokens(user.id);
    return { accessToken, user: sessionUser, expiresAt };
  }

  /** Drops the user's tokens that can no longer be used (expired or revoked a day ago). */
  private async purgeTokens(userId: number): Promise<void> {
    const dayAgo = new Date(Date.now() - 86_400_000);
    await this.db
      .delete(authTokens)
      .where(
        and(
          eq(authTokens.userId, userId),
          or(
            lt(authTokens.expiresAt, new Date()),
            and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, dayAgo)),
          ),
        ),
      );
  }
}
