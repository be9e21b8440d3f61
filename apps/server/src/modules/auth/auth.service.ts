import type { LoginBody, LoginResponse, SessionUser } from '@passerelle/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { toSessionUser } from '../../lib/session-user.js';
import { isSsoOnlyAccount } from '../../lib/sso-account.js';
import {
  findLoginUser,
  findLoginUserById,
  insertToken,
  purgeUserTokens,
  revokeToken,
  setCurrentProfile,
} from './auth.repository.js';
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
    // Counted as a failure until it is known not to be one (LoginThrottle).
    const attempt = await this.throttle.claim(usernameKey, ip);
    // Whether the claim is settled: kept as a failure, or forgotten with the others on success.
    let settled = false;
    try {
      const user = await findLoginUser(this.db, usernameKey);
      const ssoOnly = user !== undefined && isSsoOnlyAccount(user);
      const passwordOk =
        user && !ssoOnly
          ? await verifyPassword(user.passwordHash, password)
          : await verifyDummyPassword(password);
      // An account created by single sign-on has no password: it is told to use the button.
      if (ssoOnly) {
        throw new AppError('SSO_ONLY_ACCOUNT', {
          params: { label: this.config.OIDC_BUTTON_LABEL },
        });
      }
      if (!user || !passwordOk) {
        settled = true;
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.disabled) throw new AppError('USER_DISABLED');
      const sessionUser = toSessionUser(user);
      if (sessionUser === null) throw new AppError('NO_ACTIVE_STRUCTURE');
      await this.throttle.clear(usernameKey);
      settled = true;
      return await this.startSession(user.id, user.currentProfileCode, sessionUser);
    } finally {
      // Only wrong credentials count; any other outcome gives the attempt back.
      if (!settled) await this.throttle.release(attempt);
    }
  }

  /**
   * Opens a session for an account the caller has already identified (single sign-on): the same
   * checks after the identification as the login (disabled, no active structure), the same token.
   */
  async openSession(userId: number): Promise<LoginResult> {
    const user = await findLoginUserById(this.db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (user.disabled) throw new AppError('USER_DISABLED');
    const sessionUser = toSessionUser(user);
    if (sessionUser === null) throw new AppError('NO_ACTIVE_STRUCTURE');
    return this.startSession(user.id, user.currentProfileCode, sessionUser);
  }

  private async startSession(
    userId: number,
    currentProfileCode: SessionUser['userProfileCode'] | null,
    sessionUser: SessionUser,
  ): Promise<LoginResult> {
    const user = { id: userId, currentProfileCode };
    const accessToken = newToken();
    const expiresAt = await insertToken(
      this.db,
      user.id,
      hashToken(accessToken),
      this.config.TOKEN_TTL_HOURS,
    );
    if (user.currentProfileCode !== sessionUser.userProfileCode) {
      await setCurrentProfile(this.db, user.id, sessionUser.userProfileCode);
    }
    await this.purgeTokens(user.id);
    return { accessToken, user: sessionUser, expiresAt };
  }

  /** Ends the session of `token` (an unknown or revoked token changes nothing). */
  async logout(token: string): Promise<void> {
    await revokeToken(this.db, hashToken(token));
  }

  /** Drops the user's tokens that can no longer be used (expired or revoked a day ago). */
  private async purgeTokens(userId: number): Promise<void> {
    await purgeUserTokens(this.db, userId, new Date(Date.now() - 86_400_000));
  }
}
