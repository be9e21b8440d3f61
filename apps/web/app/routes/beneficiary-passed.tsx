import { BENEFICIARY_API } from '@passerelle/shared';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import {
  BeneficiaryPage,
  loadRegistrationList,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { PassedList } from '~/features/beneficiary/passed-list';

/* /beneficiary/passed: finished sessions and closed requests, final status and hours. */

const PATH = '/beneficiary/passed';

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadRegistrationList(args, BENEFICIARY_API.passed);
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryPassedPage() {
  const { page, ...material } = useLoaderData<typeof clientLoader>();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <PassedList items={page.items} {...material} />
    </BeneficiaryPage>
  );
}
