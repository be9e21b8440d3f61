import {
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { SurveyResultsPage, loadSurveyResults } from '~/features/survey-results';
import { serverApi } from '~/lib/api-client-loader';
import { pageTitle, titleAt } from '~/lib/page-title';

/*
 * /back/surveys (admin, manager): the sessions' satisfaction surveys and their results, with the
 * filters, the presentation (`by`), the sort and the page in the URL (decision 034).
 */

const title = () => titleAt('/back/surveys');

export function loader(args: LoaderFunctionArgs) {
  return loadSurveyResults(serverApi(args), new URL(args.request.url));
}

export const meta: MetaFunction = () => [{ title: pageTitle(title()) }];

export default function BackSurveysRoute() {
  const data = useLoaderData<typeof loader>();
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
