import { SURVEYS_API, profileOf, type RegistrationSurveySummary } from '@passerelle/shared';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import {
  SurveyResultsPage,
  loadSurveyResults,
  type SurveyResultsData,
} from '~/features/survey-results';
import { BeneficiarySurveys, StaffSurveysNotice } from '~/features/surveys';
import { clientApi } from '~/lib/api-client-loader';
import { dataOrThrow } from '~/lib/api-data';
import { pageTitle, titleAt } from '~/lib/page-title';
import { readSession } from '~/lib/session';

/*
 * /surveys, rendered in the browser only (spec §2): a beneficiary's satisfaction surveys to fill
 * and filled; for staff and providers what the page is for (their results come with the survey
 * results' pages).
 */

const PATH = '/surveys';
const title = () => titleAt(PATH);

export const meta: MetaFunction = () => [{ title: pageTitle(title()) }];

type SurveysData =
  | { view: 'beneficiary'; sheets: RegistrationSurveySummary[] }
  | { view: 'provider'; results: SurveyResultsData }
  | { view: 'staff' };

export async function clientLoader(args: ClientLoaderFunctionArgs): Promise<SurveysData> {
  const user = readSession()?.user;
  const profile = user ? profileOf(user.userProfileCode) : null;
  if (profile === 'beneficiary') {
    const result = await clientApi(args).call(SURVEYS_API.ownList);
    return { view: 'beneficiary', sheets: dataOrThrow(result, 'survey') };
  }
  // A provider reads its own sessions' results here (decision 034).
  if (profile === 'provider') {
    return {
      view: 'provider',
      results: await loadSurveyResults(clientApi(args), new URL(args.request.url)),
    };
  }
  return { view: 'staff' };
}

export function HydrateFallback() {
  return <ClientOnlyFallback />;
}

export default function SurveysPage() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.view === 'provider') {
    return (
      <SurveyResultsPage
        title={title()}
        data={data.results}
        pathname={PATH}
        surveyHref={(item) => `${PATH}/${item.id}`}
      />
    );
  }
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{title()}</h1>
      {data.view === 'beneficiary' ? (
        <BeneficiarySurveys sheets={data.sheets} />
      ) : (
        <StaffSurveysNotice staff />
      )}
    </div>
  );
}
