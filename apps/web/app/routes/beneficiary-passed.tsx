import type { PassedRegistrationPage } from '@passerelle/shared';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import {
  BeneficiaryPage,
  beneficiaryListQuery,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { PassedList } from '~/features/beneficiary/passed-list';
import { dataOrThrow } from '~/lib/api-data';
import { serverApi } from '~/lib/api-client-loader';

/* /beneficiary/passed: finished sessions and closed requests, final status and hours. */

const PATH = '/beneficiary/passed';

export async function loader(args: LoaderFunctionArgs) {
  const result = await serverApi(args).request<PassedRegistrationPage>(
    '/api/session_views/passed',
    { query: beneficiaryListQuery(args.request) },
  );
  return dataOrThrow(result, 'beneficiary');
}

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryPassedPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <PassedList items={page.items} />
    </BeneficiaryPage>
  );
}
