import { SURVEYS_API, t, type SurveyKind } from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/**
 * `POST /api/sessions/{id}/close_survey`: the session's survey of `kind` (satisfaction survey or
 * cold evaluation) stops taking answers, for good.
 */
export function postCloseSurvey(sessionId: number, kind: SurveyKind) {
  return browserApi.call(SURVEYS_API.close, {
    params: { id: sessionId },
    body: { kind },
    defaultErrorMessage: t('toast.editError'),
  });
}
