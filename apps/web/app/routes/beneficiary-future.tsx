import { BENEFICIARY_API } from '@passerelle/shared';
import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import {
  BeneficiaryPage,
  loadRegistrationList,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { FutureList } from '~/features/beneficiary/future-list';
import { CalendarFeedPanel } from '~/features/calendar';

/*
 * /beneficiary/future: current and upcoming registrations, what each awaits, cancellation,
 * "Ajouter à mon agenda"; and the private calendar feed of the registered sessions (decision 041).
 */

const PATH = '/beneficiary/future';

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadRegistrationList(args, BENEFICIARY_API.futures);
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryFuturePage() {
  const { page, ...material } = useLoaderData<typeof clientLoader>();
  const { revalidate } = useRevalidator();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <FutureList items={page.items} {...material} onChange={() => void revalidate()} />
      <CalendarFeedPanel scope="beneficiary" />
    </BeneficiaryPage>
  );
}
