import type { PassedRegistrationPage } from '@passerelle/shared';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import {
  BeneficiaryPage,
  loadBeneficiaryList,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { PassedList } from '~/features/beneficiary/passed-list';
import { serverApi } from '~/lib/api-client-loader';

/* /beneficiary/passed: finished sessions and closed requests, final status and hours. */

const PATH = '/beneficiary/passed';

export function loader(args: LoaderFunctionArgs) {
  return loadBeneficiaryList<PassedRegistrationPage>(
    serverApi(args),
    args.request,
    '/api/session_views/passed',
  );
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
