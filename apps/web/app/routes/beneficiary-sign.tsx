import { useLoaderData, type LoaderFunctionArgs } from 'react-router';

import { SigningPageView, loadSigningPage, type SigningPageResult } from '~/features/attendance';
import { serverApi } from '~/lib/api-client-loader';
import { metaAt, titleAt } from '~/lib/page-title';

/*
 * /beneficiary/sign/{token}: the page of the QR code a provider shows during a signing window
 * (decision 038). A refused token (expired, forged, window closed, not a trainee of the session)
 * is said on the page: the trainee scans the code again.
 */

const PATH = '/beneficiary/sign/:token';

export async function loader(args: LoaderFunctionArgs): Promise<SigningPageResult> {
  const result = await loadSigningPage(serverApi(args), args.params.token ?? '');
  return result.ok ? { ok: true, page: result.data } : { ok: false, error: result.error };
}

export const meta = metaAt(PATH);

export default function BeneficiarySignPage() {
  const result = useLoaderData<typeof loader>();
  return <SigningPageView title={titleAt(PATH)} result={result} />;
}
