import {
  SURVEYS_API,
  SURVEY_KIND_LABELS,
  SURVEY_RESULTS_API,
  profileOf,
  type RegistrationSurvey,
  type SessionSurvey,
  type SurveyViewDetail,
} from '@passerelle/shared';
import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { SurveyResultsDetail } from '~/features/survey-results';
import { SessionSurveySummary, SurveySheet } from '~/features/surveys';
import { clientApi } from '~/lib/api-client-loader';
import { dataOrThrow } from '~/lib/api-data';
import { pageTitle, titleAt } from '~/lib/page-title';
import { readSession } from '~/lib/session';

/*
 * /surveys/{id}, rendered in the browser only (spec §2). A beneficiary answers its answer sheet
 * `registration_surveys/{id}` (or reads it once sent), of a satisfaction survey or a cold
 * evaluation (decision 035), headed with its kind; staff and a session's provider read the
 * session's survey `session_surveys/{id}`.
 */

const title = () => titleAt('/surveys/1');

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => [
  {
    title: pageTitle(data?.view === 'sheet' ? SURVEY_KIND_LABELS[data.sheet.kind] : title()),
  },
];

type SurveyData =
  | { view: 'sheet'; sheet: RegistrationSurvey; userId: number }
  | { view: 'session'; survey: SessionSurvey }
  | { view: 'results'; detail: SurveyViewDetail };

export async function clientLoader(args: ClientLoaderFunctionArgs): Promise<SurveyData> {
  const user = readSession()?.user;
  const api = clientApi(args);
  const params = { id: args.params.id };
  if (user && profileOf(user.userProfileCode) === 'beneficiary') {
    const result = await api.call(SURVEYS_API.own, { params });
    return { view: 'sheet', sheet: dataOrThrow(result, 'survey'), userId: user.id };
  }
  // A provider reads its session's results (decision 034).
  if (user && profileOf(user.userProfileCode) === 'provider') {
    const result = await api.call(SURVEY_RESULTS_API.detail, { params });
    return { view: 'results', detail: dataOrThrow(result, 'survey') };
  }
  const result = await api.call(SURVEYS_API.session, { params });
  return { view: 'session', survey: dataOrThrow(result, 'survey') };
}

export function HydrateFallback() {
  return <ClientOnlyFallback />;
}

export default function SurveyPage() {
  const data = useLoaderData<typeof clientLoader>();
  const { revalidate } = useRevalidator();
  if (data.view === 'results') {
    return (
      <SurveyResultsDetail
        detail={data.detail}
        trainees={null}
        backHref={data.detail.kind === 'COLD' ? '/surveys?kind=COLD' : '/surveys'}
        onChanged={() => void revalidate()}
      />
    );
  }
  if (data.view === 'sheet') {
    return (
      <SurveySheet
        key={data.sheet.id}
        sheet={data.sheet}
        userId={data.userId}
        title={SURVEY_KIND_LABELS[data.sheet.kind]}
      />
    );
  }
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{title()}</h1>
      <SessionSurveySummary survey={data.survey} />
    </div>
  );
}
