import { SURVEYS_API, SURVEY_RESULTS_API, t } from '@passerelle/shared';
import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { SurveyResultsDetail } from '~/features/survey-results';
import { clientApi } from '~/lib/api-client-loader';
import { dataOrThrow } from '~/lib/api-data';
import { pageTitle, titleAt } from '~/lib/page-title';

/*
 * /back/surveys/{id} (admin, manager): a session's survey results, who answered, and closing the
 * survey (decision 034). `id` is the session's survey (`survey_views/{id}`).
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const api = clientApi(args);
  const detail = dataOrThrow(
    await api.call(SURVEY_RESULTS_API.detail, { params: { id: args.params.id } }),
    'back',
  );
  const trainees = await api.call(SURVEYS_API.sessionSheets, {
    params: { id: detail.session.id },
    query: { kind: detail.kind },
  });
  return { detail, trainees: trainees.ok ? trainees.data : ('error' as const) };
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => [
  {
    title: pageTitle(
      data
        ? t(
            data.detail.kind === 'COLD' ? 'coldSurveys.detail.title' : 'surveyResults.detail.title',
            { code: data.detail.session.code },
          )
        : titleAt('/back/surveys/1'),
    ),
  },
];

export default function BackSurveyRoute() {
  const { detail, trainees } = useLoaderData<typeof clientLoader>();
  const { revalidate } = useRevalidator();
  return (
    <SurveyResultsDetail
      detail={detail}
      trainees={trainees}
      backHref={detail.kind === 'COLD' ? '/back/surveys?kind=COLD' : '/back/surveys'}
      onChanged={() => void revalidate()}
    />
  );
}
