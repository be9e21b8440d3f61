import * as oidc from 'openid-client';
import type { Config } from '../../config.js';

/*
 * The OpenID provider as openid-client 6 sees it: discovered on first use (and again after a
 * failure), then kept. Plain http is allowed for a provider on localhost only (config.ts).
 */

export type OidcSettings = Pick<
  Config,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'PUBLIC_URL'
>;

export class OidcProvider {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings & { OIDC_ISSUER: string }) {}

  /** The client configuration; throws when the provider cannot be discovered. */
  configurationOf(): Promise<oidc.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  private async discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.OIDC_ISSUER);
    const insecure = issuer.protocol === 'http:';
    return oidc.discovery(
      issuer,
      this.settings.OIDC_CLIENT_ID ?? '',
      undefined,
      oidc.ClientSecretBasic(this.settings.OIDC_CLIENT_SECRET),
      { timeout: 10, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
    );
  }
}

/** True for the failures of a wrong or replayed answer (not of an unreachable provider). */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.ClientError ||
    error instanceof oidc.WWWAuthenticateChallengeError
  );
}

export { oidc };
