import {
  useLoaderData,
  useLocation,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { SurveyResultsPage, loadSurveyResults } from '~/features/survey-results';
import { clientApi } from '~/lib/api-client-loader';
import { pageTitle, titleAt } from '~/lib/page-title';

/*
 * /back/surveys (admin, manager): the sessions' satisfaction surveys and their results, with the
 * filters, the presentation (`by`), the sort and the page in the URL (decision 034).
 */

const title = () => titleAt('/back/surveys');

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadSurveyResults(clientApi(args), new URL(args.request.url));
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = () => [{ title: pageTitle(title()) }];

export default function BackSurveysRoute() {
  const data = useLoaderData<typeof clientLoader>();
  const { pathname } = useLocation();
  return (
    <SurveyResultsPage
      title={title()}
      data={data}
      pathname={pathname}
      surveyHref={(item) => `/back/surveys/${item.id}`}
    />
  );
}
