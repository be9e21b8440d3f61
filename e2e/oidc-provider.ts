/**
 * The test OpenID provider of the single sign-on journey (e2e/sso.spec.ts), started by
 * playwright.config.ts beside the server: the provider of the server tests
 * (apps/server/src/test/oidc-test-provider.ts) with one account, a person of the demo region's
 * structure (by its SIRET), signed in on its page by typing `E2E_SSO_ACCOUNT`.
 */
import { demoSiret } from '../apps/server/src/db/seed/demo/siret.js';
import { startTestProvider } from '../apps/server/src/test/oidc-test-provider.js';

const E2E_SSO_ACCOUNT = 'camille.sso';

const port = Number(process.env.E2E_OIDC_PORT ?? 3199);
const portalUrl = process.env.E2E_PORTAL_URL ?? 'http://127.0.0.1:3100';

const provider = await startTestProvider({
  port,
  portalUrl,
  clientId: 'passerelle-e2e',
  clientSecret: 'passerelle-e2e-secret',
});
provider.accounts.set(E2E_SSO_ACCOUNT, {
  sub: E2E_SSO_ACCOUNT,
  given_name: 'Camille',
  family_name: 'Lefèvre',
  email: 'camille.lefevre@region-occitanie.example',
  email_verified: true,
  siret: demoSiret('23310001', '0017'),
});

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
