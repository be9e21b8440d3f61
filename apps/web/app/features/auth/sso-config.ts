import { SSO_API } from '@passerelle/shared';
import type { LoaderFunctionArgs } from 'react-router';

import { serverApi } from '~/lib/api-client-loader';

/** The label of the single sign-on provider (its button, its notes), null when it is off. */
export async function loadSsoLabel(args: LoaderFunctionArgs): Promise<{ ssoLabel: string | null }> {
  const sso = await serverApi(args).call(SSO_API.config);
  return { ssoLabel: sso.ok ? sso.data.label : null };
}
