import {
  useLoaderData,
  useLocation,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { loadSpeakers } from '~/features/speakers/speakers-data';
import { SpeakersPage } from '~/features/speakers/speakers-page';
import { clientApi } from '~/lib/api-client-loader';
import { pageTitle, titleAt } from '~/lib/page-title';

/*
 * /back/speakers (admin, manager; a provider the speakers of its own actions): the speakers with
 * their actions, sessions and hours per year, with the filters (`year`, `axisId`, `providerId`,
 * `q`), the sort and the page in the URL, each speaker's sessions and the export (decision 040).
 */

const title = () => titleAt('/back/speakers');

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadSpeakers(clientApi(args), new URL(args.request.url));
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = () => [{ title: pageTitle(title()) }];

export default function BackSpeakersRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const { pathname } = useLocation();
  return <SpeakersPage title={title()} data={data} pathname={pathname} />;
}
