import { BENEFICIARY_API, FAVORITE_ALERTS_API } from '@passerelle/shared';
import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import {
  BeneficiaryPage,
  loadBeneficiaryList,
  titleOf,
} from '~/features/beneficiary/beneficiary-page';
import { FavoriteAlertsSetting } from '~/features/beneficiary/favorite-alerts-setting';
import { FavoritesList } from '~/features/beneficiary/favorites-list';
import { clientApi } from '~/lib/api-client-loader';
import { dataOrThrow } from '~/lib/api-data';

/*
 * /beneficiary/favorites: the sessions the beneficiary marked, with their availability, and the
 * alerts by mail on them (decision 078).
 */

const PATH = '/beneficiary/favorites';

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const api = clientApi(args);
  const [page, alerts] = await Promise.all([
    loadBeneficiaryList(api, args.request, BENEFICIARY_API.favorites),
    api.call(FAVORITE_ALERTS_API.setting),
  ]);
  return { ...page, alerts: dataOrThrow(alerts, 'beneficiary') };
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryFavoritesPage() {
  const page = useLoaderData<typeof clientLoader>();
  const { revalidate } = useRevalidator();
  return (
    <BeneficiaryPage path={PATH} page={page}>
      <FavoriteAlertsSetting enabled={page.alerts.enabled} />
      <FavoritesList items={page.items} onChange={() => void revalidate()} />
    </BeneficiaryPage>
  );
}
