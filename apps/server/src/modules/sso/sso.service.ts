import { safeRedirectTarget, type SessionUser } from '@passerelle/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { SecretBox } from '../../lib/secret-box.js';
import { AuthService, type LoginResult } from '../auth/auth.service.js';
import { isRefusal, oidc, OidcProvider } from './oidc.js';
import {
  applySync,
  findActiveStructureBySiret,
  findSsoState,
  findUserByEmail,
  findUserBySubject,
  insertSsoBeneficiary,
  saveRefreshToken,
  saveSignIn,
  usernameTaken,
} from './sso.repository.js';

/** Lifetime of a sign-in started on the login page (the cookie holding its state). */
export const SSO_FLOW_TTL_SECONDS = 600;

/** What the sign-in cookie holds between the login page and the provider's answer. */
interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  redirect: string;
  /** Expiry, in ms since the epoch. */
  exp: number;
}

export interface SsoStart {
  url: string;
  /** The sealed flow, to keep in the sign-in cookie. */
  cookie: string;
}

export interface SsoSignIn extends LoginResult {
  /** Where the browser goes now (the requested page when allowed, else the profile's landing). */
  redirect: string;
}

/** What the provider says about the person, read with the configured claim names. */
interface Identity {
  subject: string;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
  emailVerified: boolean;
  siret: string | null;
}

/**
 * Single sign-on through OpenID Connect (decision 030): the authorization code flow with PKCE,
 * state and nonce; the first sign-in links an account by verified e-mail or creates a
 * beneficiary of the structure of the SIRET claim; the user sync from the stored refresh token.
 */
export class SsoService {
  private readonly provider: OidcProvider | null;
  private readonly flowBox: SecretBox;
  private readonly tokenBox: SecretBox;
  private readonly auth: AuthService;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
  ) {
    const issuer = config.OIDC_ISSUER;
    this.provider =
      issuer === undefined ? null : new OidcProvider({ ...config, OIDC_ISSUER: issuer });
    this.flowBox = new SecretBox(config.OIDC_TOKEN_ENCRYPTION_KEY, 'sso-flow');
    this.tokenBox = new SecretBox(config.OIDC_TOKEN_ENCRYPTION_KEY, 'sso-tokens');
    this.auth = new AuthService(db, config);
  }

  /** The button's label, or null when single sign-on is off. */
  get label(): string | null {
    return this.provider === null ? null : this.config.OIDC_BUTTON_LABEL;
  }

  private get params() {
    return { label: this.config.OIDC_BUTTON_LABEL };
  }

  get redirectUri(): string {
    return `${this.config.PUBLIC_URL}/api/auth/jwt`;
  }

  private async configuration(errorCode: 'SSO_UNAVAILABLE' | 'SSO_SYNC_UNAVAILABLE') {
    if (this.provider === null) throw new AppError('SSO_OFF');
    try {
      return await this.provider.configurationOf();
    } catch (error) {
      throw new AppError(errorCode, { params: this.params, cause: error });
    }
  }

  /** The provider's authorization URL and the sealed state of this sign-in. */
  async start(redirect: string): Promise<SsoStart> {
    const configuration = await this.configuration('SSO_UNAVAILABLE');
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      redirect,
      exp: Date.now() + SSO_FLOW_TTL_SECONDS * 1000,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.config.OIDC_SCOPES,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, cookie: this.flowBox.seal(JSON.stringify(flow)) };
  }

  /**
   * `/api/auth/jwt`: checks the provider's answer against the sign-in cookie (state, PKCE, nonce,
   * ID token), finds or creates the account and opens the portal's session.
   */
  async finish(callbackUrl: URL, sealedFlow: string | undefined): Promise<SsoSignIn> {
    const configuration = await this.configuration('SSO_UNAVAILABLE');
    const flow = this.openFlow(sealedFlow);
    let tokens;
    let identity: Identity;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      identity = await this.identityOf(configuration, tokens);
    } catch (error) {
      throw this.failure(error, 'SSO_FAILED', 'SSO_UNAVAILABLE');
    }
    const userId = await this.accountOf(identity);
    const session = await this.auth.openSession(userId);
    await saveSignIn(this.db, userId, {
      issuer: this.issuer,
      subject: identity.subject,
      refreshToken: tokens.refresh_token ? this.tokenBox.seal(tokens.refresh_token) : null,
      idToken: tokens.id_token ? this.tokenBox.seal(tokens.id_token) : null,
    });
    return { ...session, redirect: safeRedirectTarget(flow.redirect, session.user) };
  }

  /**
   * Where to send the browser to end the provider's session too (RP-initiated logout), for a
   * user who signed in through it and a provider that advertises an `end_session_endpoint`.
   */
  async endSessionUrl(user: SessionUser): Promise<string | null> {
    if (this.provider === null) return null;
    const state = await findSsoState(this.db, user.id);
    const idToken = state?.ssoIdToken ? this.tokenBox.open(state.ssoIdToken) : null;
    if (idToken === null) return null;
    let configuration;
    try {
      configuration = await this.provider.configurationOf();
    } catch {
      return null; // The portal's session still ends.
    }
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(configuration, {
      id_token_hint: idToken,
      post_logout_redirect_uri: `${this.config.PUBLIC_URL}/`,
    }).href;
  }

  /**
   * `users/{id}/sync`: names, e-mail and structure (by SIRET) as the provider tells them now,
   * from the refresh token of the user's last sign-in, then the userinfo endpoint.
   */
  async sync(userId: number): Promise<void> {
    const state = await findSsoState(this.db, userId);
    if (!state) throw new AppError('NOT_FOUND');
    const configuration = await this.configuration('SSO_SYNC_UNAVAILABLE');
    if (state.ssoSubject === null || state.ssoIssuer !== this.issuer) {
      throw new AppError('SSO_SYNC_NOT_LINKED', { params: this.params });
    }
    const refreshToken = state.ssoRefreshToken ? this.tokenBox.open(state.ssoRefreshToken) : null;
    if (refreshToken === null) {
      throw new AppError('SSO_SYNC_NO_REFRESH_TOKEN', { params: this.params });
    }
    let tokens;
    try {
      tokens = await oidc.refreshTokenGrant(configuration, refreshToken);
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError) await saveRefreshToken(this.db, userId, null);
      throw this.failure(error, 'SSO_SYNC_REFUSED', 'SSO_SYNC_UNAVAILABLE');
    }
    if (tokens.refresh_token) {
      await saveRefreshToken(this.db, userId, this.tokenBox.seal(tokens.refresh_token));
    }
    let identity: Identity;
    try {
      identity = await this.identityOf(configuration, tokens, state.ssoSubject);
    } catch (error) {
      throw new AppError('SSO_SYNC_UNAVAILABLE', { params: this.params, cause: error });
    }
    let structureId: number | null = null;
    if (identity.siret !== null) {
      const structure = await findActiveStructureBySiret(this.db, identity.siret);
      if (!structure) {
        throw new AppError('SSO_SYNC_NO_STRUCTURE', {
          params: { ...this.params, siret: identity.siret },
        });
      }
      structureId = structure.id;
    }
    if (identity.email !== null) {
      const owner = await findUserByEmail(this.db, identity.email);
      if (owner && owner.id !== userId) {
        throw new AppError('SSO_SYNC_EMAIL_TAKEN', {
          params: { ...this.params, email: identity.email },
        });
      }
    }
    await applySync(this.db, userId, { ...identity, structureId });
  }

  private get issuer(): string {
    return this.config.OIDC_ISSUER ?? '';
  }

  private openFlow(sealed: string | undefined): Flow {
    const plain = sealed ? this.flowBox.open(sealed) : null;
    const flow = plain === null ? null : (JSON.parse(plain) as Flow);
    if (flow === null || flow.exp < Date.now()) {
      throw new AppError('SSO_FAILED', { params: this.params });
    }
    return flow;
  }

  /** A refusal (bad answer, replayed code, invalid token) or an unreachable provider. */
  private failure(
    error: unknown,
    refused: 'SSO_FAILED' | 'SSO_SYNC_REFUSED',
    unavailable: 'SSO_UNAVAILABLE' | 'SSO_SYNC_UNAVAILABLE',
  ): AppError {
    if (error instanceof AppError) return error;
    return new AppError(isRefusal(error) ? refused : unavailable, {
      params: this.params,
      cause: error,
    });
  }

  /**
   * The ID token's claims, completed by the userinfo endpoint when the provider has one (as
   * ProConnect, which gives its claims there only).
   */
  private async identityOf(
    configuration: oidc.Configuration,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
    expectedSubject?: string,
  ): Promise<Identity> {
    const idClaims = tokens.claims();
    const subject = expectedSubject ?? idClaims?.sub;
    if (subject === undefined) throw new AppError('SSO_FAILED', { params: this.params });
    let claims: Record<string, unknown> = { ...idClaims };
    if (configuration.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, subject);
      claims = { ...claims, ...info };
    } else if (expectedSubject !== undefined && idClaims?.sub !== expectedSubject) {
      throw new AppError('SSO_SYNC_UNAVAILABLE', { params: this.params });
    }
    const text = (name: string) => {
      const value = claims[name];
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    };
    const siret = text(this.config.OIDC_CLAIM_SIRET)?.replace(/\D/g, '') ?? null;
    return {
      subject,
      givenName: text(this.config.OIDC_CLAIM_GIVEN_NAME),
      familyName: text(this.config.OIDC_CLAIM_FAMILY_NAME),
      email: text(this.config.OIDC_CLAIM_EMAIL)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      siret: siret === '' ? null : siret,
    };
  }

  /** The account of this identity: by subject, else by verified e-mail, else a new beneficiary. */
  private async accountOf(identity: Identity): Promise<number> {
    const bySubject = await findUserBySubject(this.db, this.issuer, identity.subject);
    if (bySubject) return bySubject.id;
    const byEmail =
      identity.email === null ? undefined : await findUserByEmail(this.db, identity.email);
    if (byEmail) {
      const otherSubject = byEmail.ssoIssuer === this.issuer && byEmail.ssoSubject !== null;
      if (!identity.emailVerified || otherSubject) {
        throw new AppError('SSO_EMAIL_UNVERIFIED', { params: this.params });
      }
      return byEmail.id;
    }
    const structure =
      identity.siret === null
        ? undefined
        : await findActiveStructureBySiret(this.db, identity.siret);
    if (!structure) throw new AppError('NO_ACTIVE_STRUCTURE');
    return insertSsoBeneficiary(this.db, {
      username: await this.freeUsername(identity),
      givenName: identity.givenName ?? '',
      familyName: identity.familyName ?? '',
      email: identity.email ?? '',
      issuer: this.issuer,
      subject: identity.subject,
      structureId: structure.id,
    });
  }

  /** The e-mail address as username (or the subject), with a number when it is taken. */
  private async freeUsername(identity: Identity): Promise<string> {
    const base = (identity.email ?? `sso-${identity.subject}`)
      .replace(/[^\p{L}\p{N}._@-]/gu, '-')
      .slice(0, 90);
    for (let index = 1; ; index += 1) {
      const candidate = index === 1 ? base : `${base}-${index}`;
      if (!(await usernameTaken(this.db, candidate))) return candidate;
    }
  }
}
