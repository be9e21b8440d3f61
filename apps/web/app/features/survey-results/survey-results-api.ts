import { t, type SessionSurvey } from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/** `POST /api/sessions/{id}/close_survey`: the survey stops taking answers, for good. */
export function postCloseSurvey(sessionId: number): Promise<ApiResult<SessionSurvey>> {
  return browserApi.request<SessionSurvey>(`/api/sessions/${sessionId}/close_survey`, {
    method: 'POST',
    defaultErrorMessage: t('toast.editError'),
  });
}
