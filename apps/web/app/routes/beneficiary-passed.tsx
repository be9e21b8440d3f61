import { BENEFICIARY_API } from '@passerelle/shared';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import {
  BeneficiaryPage,
  loadBeneficiaryList,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { PassedList } from '~/features/beneficiary/passed-list';
import { serverApi } from '~/lib/api-client-loader';
import {
  loadActionMaterial,
  loadBeneficiaryDocuments,
} from '~/features/beneficiary/documents-column';

/* /beneficiary/passed: finished sessions and closed requests, final status and hours. */

const PATH = '/beneficiary/passed';

export async function loader(args: LoaderFunctionArgs) {
  const api = serverApi(args);
  const [page, documents, actionMaterial] = await Promise.all([
    loadBeneficiaryList(api, args.request, BENEFICIARY_API.passed),
    loadBeneficiaryDocuments(api),
    loadActionMaterial(api),
  ]);
  return { page, documents, actionMaterial };
}

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryPassedPage() {
  const { page, documents, actionMaterial } = useLoaderData<typeof loader>();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <PassedList items={page.items} documents={documents} actionMaterial={actionMaterial} />
    </BeneficiaryPage>
  );
}
