import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/*
 * A real OpenID provider (oidc-provider 8) for the single sign-on tests and the e2e journey: one
 * confidential client (PKCE required, refresh tokens), the accounts the test declares, claims
 * given_name, family_name, email, email_verified and siret, RP-initiated logout. Its interaction
 * is a one-field page ("Identifiant de test") that signs the account in and grants the scopes;
 * a test may instead name the account of the next sign-in (`autoLogin`).
 */

export interface TestAccount {
  sub: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  email_verified?: boolean;
  siret?: string;
}

export interface TestProviderOptions {
  port?: number;
  /** The portal's origin: redirect URI `<origin>/api/auth/jwt`, post-logout `<origin>/`. */
  portalUrl: string;
  clientId?: string;
  clientSecret?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** Signs this account in at the next interaction without showing the page. */
  autoLogin: string | null;
  /** Lifetime of the next ID tokens in seconds (negative: already expired). */
  idTokenTtl: number;
  /** Every token request refused from now on (as refresh tokens after a revocation). */
  refuseRefresh: boolean;
  close(): Promise<void>;
}

const PAGE_STYLE =
  'body{font-family:sans-serif;margin:2rem}label,input,button{display:block;margin:.5rem 0}';

function page(uid: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Fournisseur d'identité de test</title><style>${PAGE_STYLE}</style></head><body><main><h1>Fournisseur d'identité de test</h1><form method="post" action="/interaction/${uid}"><label for="login">Identifiant de test</label><input id="login" name="login" autocomplete="username" required><button type="submit">Continuer</button></form></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? 'passerelle';
  const clientSecret = options.clientSecret ?? 'passerelle-test-secret';

  const harness: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts: new Map(),
    autoLogin: null,
    idTokenTtl: 3600,
    refuseRefresh: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.portalUrl}/api/auth/jwt`],
        post_logout_redirect_uris: [`${options.portalUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx: unknown, id: string) {
      const account = harness.accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account, sub: id }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      siret: ['siret'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'siret'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The provider's own confirmation, in French and accessible (the e2e journey audits it).
        logoutSource: async (ctx: { body: unknown; type: string }, form: string) => {
          ctx.type = 'text/html';
          ctx.body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Déconnexion du fournisseur d'identité de test</title><style>${PAGE_STYLE}</style></head><body><main><h1>Déconnexion</h1>${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Se déconnecter du fournisseur</button></main></body></html>`;
        },
      },
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: () => harness.idTokenTtl,
      RefreshToken: 86_400,
      Interaction: 600,
      Session: 3600,
      Grant: 86_400,
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    cookies: { keys: ['passerelle-test-provider-key'] },
  });

  provider.use(async (ctx, next) => {
    if (ctx.path === '/token' && harness.refuseRefresh) {
      ctx.status = 400;
      ctx.type = 'application/json';
      ctx.body = { error: 'invalid_grant', error_description: 'grant request is invalid' };
      return;
    }
    const match = /^\/interaction\/([\w-]+)$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    let accountId: string | null = details.session?.accountId ?? null;
    if (details.prompt.name === 'login') {
      if (ctx.method === 'POST') accountId = (await readForm(ctx.req)).get('login');
      else if (harness.autoLogin !== null) accountId = harness.autoLogin;
      else {
        ctx.type = 'text/html';
        ctx.body = page(details.uid);
        return;
      }
      if (!accountId || !harness.accounts.has(accountId)) {
        ctx.type = 'text/html';
        ctx.status = 400;
        ctx.body = page(details.uid);
        return;
      }
      ctx.redirect(
        await provider.interactionResult(
          ctx.req,
          ctx.res,
          { login: { accountId } },
          {
            mergeWithLastSubmission: false,
          },
        ),
      );
      return;
    }
    // Consent: every scope asked for is granted.
    const grant = new provider.Grant({ accountId: accountId ?? '', clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    ctx.redirect(
      await provider.interactionResult(
        ctx.req,
        ctx.res,
        { consent: { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      ),
    );
  });

  server.on('request', provider.callback());
  return harness;
}
