import { BENEFICIARY_API } from '@passerelle/shared';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import {
  BeneficiaryPage,
  loadRegistrationList,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { PassedList } from '~/features/beneficiary/passed-list';

/* /beneficiary/passed: finished sessions and closed requests, final status and hours. */

const PATH = '/beneficiary/passed';

export function loader(args: LoaderFunctionArgs) {
  return loadRegistrationList(args, BENEFICIARY_API.passed);
}

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryPassedPage() {
  const { page, ...material } = useLoaderData<typeof loader>();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <PassedList items={page.items} {...material} />
    </BeneficiaryPage>
  );
}
