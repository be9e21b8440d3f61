import { t, type SpeakerDetail, type SpeakerFilters } from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

import { speakerDetailApiPath } from './speakers-url';

/** `GET /api/instructor_views/{id}/detail`: a speaker's sessions within the list's filters. */
export function getSpeakerDetail(
  id: number,
  filters: Partial<SpeakerFilters>,
  signal?: AbortSignal,
): Promise<ApiResult<SpeakerDetail>> {
  return browserApi.request<SpeakerDetail>(speakerDetailApiPath(id, filters), {
    defaultErrorMessage: t('speakers.detail.loadError'),
    signal,
  });
}
