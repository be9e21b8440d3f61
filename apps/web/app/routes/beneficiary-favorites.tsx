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
import { FavoritesList } from '~/features/beneficiary/favorites-list';
import { serverApi } from '~/lib/api-client-loader';

/* /beneficiary/favorites: the sessions the beneficiary marked, with their availability. */

const PATH = '/beneficiary/favorites';

export function loader(args: LoaderFunctionArgs) {
  return loadBeneficiaryList(serverApi(args), args.request, BENEFICIARY_API.favorites);
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
