import {
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { loadSpeakers } from '~/features/speakers/speakers-data';
import { SpeakersPage } from '~/features/speakers/speakers-page';
import { serverApi } from '~/lib/api-client-loader';
import { pageTitle, titleAt } from '~/lib/page-title';

/*
 * /back/speakers (admin, manager; a provider the speakers of its own actions): the speakers with
 * their actions, sessions and hours per year, with the filters (`year`, `axisId`, `providerId`,
 * `q`), the sort and the page in the URL, each speaker's sessions and the export (decision 040).
 */

const title = () => titleAt('/back/speakers');

export function loader(args: LoaderFunctionArgs) {
  return loadSpeakers(serverApi(args), new URL(args.request.url));
}

export const meta: MetaFunction = () => [{ title: pageTitle(title()) }];

export default function BackSpeakersRoute() {
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return <SpeakersPage title={title()} data={data} pathname={pathname} />;
}
