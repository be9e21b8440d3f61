import type { FavoriteSessionPage } from '@passerelle/shared';
import {
  useLoaderData,
  useRevalidator,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import {
  BeneficiaryPage,
  beneficiaryListQuery,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { FavoritesList } from '~/features/beneficiary/favorites-list';
import { dataOrThrow } from '~/lib/api-data';
import { serverApi } from '~/lib/api-client-loader';

/* /beneficiary/favorites: the sessions the beneficiary marked, with their availability. */

const PATH = '/beneficiary/favorites';

export async function loader(args: LoaderFunctionArgs) {
  const result = await serverApi(args).request<FavoriteSessionPage>(
    '/api/session_views/favorites',
    {
      query: beneficiaryListQuery(args.request),
    },
  );
  return dataOrThrow(result, 'beneficiary');
}

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryFavoritesPage() {
  const page = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <FavoritesList items={page.items} onChange={() => void revalidate()} />
    </BeneficiaryPage>
  );
}
