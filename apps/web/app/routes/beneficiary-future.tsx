import type { FutureRegistrationPage } from '@passerelle/shared';
import {
  useLoaderData,
  useRevalidator,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import {
  BeneficiaryPage,
  loadBeneficiaryList,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { FutureList } from '~/features/beneficiary/future-list';
import { serverApi } from '~/lib/api-client-loader';

/* /beneficiary/future: current and upcoming registrations, what each awaits, cancellation. */

const PATH = '/beneficiary/future';

export function loader(args: LoaderFunctionArgs) {
  return loadBeneficiaryList<FutureRegistrationPage>(
    serverApi(args),
    args.request,
    '/api/session_views/futures',
  );
}

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryFuturePage() {
  const page = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <FutureList items={page.items} onChange={() => void revalidate()} />
    </BeneficiaryPage>
  );
}
