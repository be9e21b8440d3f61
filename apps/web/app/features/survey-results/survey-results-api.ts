import { t, type SessionSurvey, type SurveyKind } from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/**
 * `POST /api/sessions/{id}/close_survey`: the session's survey of `kind` (satisfaction survey or
 * cold evaluation) stops taking answers, for good.
 */
export function postCloseSurvey(
  sessionId: number,
  kind: SurveyKind,
): Promise<ApiResult<SessionSurvey>> {
  return browserApi.request<SessionSurvey>(`/api/sessions/${sessionId}/close_survey`, {
    method: 'POST',
    body: { kind },
    defaultErrorMessage: t('toast.editError'),
  });
}
