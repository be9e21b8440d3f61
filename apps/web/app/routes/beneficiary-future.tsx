import { BENEFICIARY_API } from '@passerelle/shared';
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
import { CalendarFeedPanel } from '~/features/calendar';
import { serverApi } from '~/lib/api-client-loader';
import {
  loadActionMaterial,
  loadBeneficiaryDocuments,
} from '~/features/beneficiary/documents-column';

/*
 * /beneficiary/future: current and upcoming registrations, what each awaits, cancellation,
 * "Ajouter à mon agenda"; and the private calendar feed of the registered sessions (decision 041).
 */

const PATH = '/beneficiary/future';

export async function loader(args: LoaderFunctionArgs) {
  const api = serverApi(args);
  const [page, documents, actionMaterial] = await Promise.all([
    loadBeneficiaryList(api, args.request, BENEFICIARY_API.futures),
    loadBeneficiaryDocuments(api),
    loadActionMaterial(api),
  ]);
  return { page, documents, actionMaterial };
}

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryFuturePage() {
  const { page, documents, actionMaterial } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <FutureList
        items={page.items}
        documents={documents}
        actionMaterial={actionMaterial}
        onChange={() => void revalidate()}
      />
      <CalendarFeedPanel scope="beneficiary" />
    </BeneficiaryPage>
  );
}
