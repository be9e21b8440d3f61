import {
  INVITATION_TTL_MINUTES,
  resetLinkLifetime,
  t,
  type PasswordResetAnswer,
  type PasswordResetBody,
} from '@passerelle/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { isSsoOnlyAccount } from '../../lib/sso-account.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { enqueueMail } from '../mail/outbox.service.js';
import {
  consumeResetToken,
  findResetAccounts,
  findUsableResetToken,
  insertResetToken,
  recordResetRequestWithin,
  replacePassword,
} from './password-reset.repository.js';

type ResetConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'PASSWORD_RESET_TTL_MINUTES'
  | 'PASSWORD_RESET_MAX_PER_ACCOUNT'
  | 'PASSWORD_RESET_MAX_PER_IP'
  | 'PASSWORD_RESET_WINDOW_MINUTES'
>;

/**
 * A request answers no sooner than this, whatever it found: the time of the answer does not tell
 * whether an account exists (writing a link and its mail takes longer than finding nothing).
 */
export const RESET_REQUEST_MIN_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The password reset of decision 029: a single-use, expiring link sent by mail. */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly config: ResetConfig,
    private readonly minAnswerMs = RESET_REQUEST_MIN_MS,
  ) {}

  /**
   * Sends a reset link to the enabled account named by `login` (username or e-mail address).
   * The answer is the same whether an account matched or not, after the same minimum time.
   * Throttled per submitted name (unknown names included) and per IP, counted in the database so
   * that the replicas agree, atomically (recordResetRequestWithin): 429 once either count reaches
   * its maximum within the window.
   */
  async request(login: string, ip: string): Promise<PasswordResetAnswer> {
    const started = Date.now();
    const loginKey = login.trim().toLowerCase();
    const windowMinutes = this.config.PASSWORD_RESET_WINDOW_MINUTES;
    const recorded = await recordResetRequestWithin(this.db, loginKey, ip, {
      windowMinutes,
      maxPerLogin: this.config.PASSWORD_RESET_MAX_PER_ACCOUNT,
      maxPerIp: this.config.PASSWORD_RESET_MAX_PER_IP,
    });
    if (!recorded) throw new AppError('RATE_LIMITED', { retryAfter: windowMinutes * 60 });

    // A disabled account gets no link, nor one that signs in through single sign-on only: its
    // password is the provider's (the page tells them so when single sign-on is on).
    const accounts = (await findResetAccounts(this.db, loginKey)).filter(
      (account) => !account.disabled && !isSsoOnlyAccount(account),
    );
    for (const account of accounts) await this.sendLink(account);

    await sleep(this.minAnswerMs - (Date.now() - started));
    return { message: t('passwordReset.requested') };
  }

  /** Answers when the link may still be used; RESET_TOKEN_INVALID otherwise. */
  async check(token: string): Promise<void> {
    const found = await findUsableResetToken(this.db, hashToken(token));
    if (!found) throw new AppError('RESET_TOKEN_INVALID');
  }

  /**
   * Sets the new password through a usable link, which is then spent with every other link of
   * the user; every session of the user is revoked, so they sign in again with it.
   */
  async reset({ token, password }: PasswordResetBody): Promise<PasswordResetAnswer> {
    const tokenHash = hashToken(token);
    // The link is checked before the (slow) hashing, and consumed atomically after it.
    if (!(await findUsableResetToken(this.db, tokenHash)))
      throw new AppError('RESET_TOKEN_INVALID');
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const used = await consumeResetToken(tx, tokenHash);
      if (!used) throw new AppError('RESET_TOKEN_INVALID');
      await replacePassword(tx, used.userId, passwordHash);
    });
    return { message: t('passwordReset.done') };
  }

  private async sendLink(account: LinkAccount): Promise<void> {
    await this.db.transaction((tx) =>
      writeAccountLink(tx, this.config, account, {
        template: 'PASSWORD_RESET',
        minutes: this.config.PASSWORD_RESET_TTL_MINUTES,
      }),
    );
  }
}

/** The account a link to choose a password is written for. */
export interface LinkAccount {
  id: number;
  username: string;
  givenName: string;
  familyName: string;
  email: string;
}

/**
 * The invitation of a new account (decision 062): a reset link of a longer lifetime, in the
 * USER_INVITATION mail, written in the transaction that creates the account. The page of the
 * link says "choisir votre mot de passe" (`welcome=1`).
 */
export async function sendInvitation(
  tx: Executor,
  config: Pick<Config, 'PUBLIC_URL'>,
  account: LinkAccount,
): Promise<void> {
  await writeAccountLink(tx, config, account, {
    template: 'USER_INVITATION',
    minutes: INVITATION_TTL_MINUTES,
    welcome: true,
  });
}

/** A single-use link (only its hash is stored) and the mail that carries it. */
async function writeAccountLink(
  tx: Executor,
  config: Pick<Config, 'PUBLIC_URL'>,
  account: LinkAccount,
  link: { template: 'PASSWORD_RESET' | 'USER_INVITATION'; minutes: number; welcome?: boolean },
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + link.minutes * 60_000);
  const url = new URL('/reset-password', config.PUBLIC_URL);
  url.searchParams.set('token', token);
  if (link.welcome) url.searchParams.set('welcome', '1');
  await insertResetToken(tx, account.id, hashToken(token), expiresAt);
  await enqueueMail(tx, {
    template: link.template,
    to: account.email,
    values: {
      'user.givenName': account.givenName,
      'user.familyName': account.familyName,
      'user.username': account.username,
      url: url.toString(),
      expiresIn: resetLinkLifetime(link.minutes),
    },
  });
}
