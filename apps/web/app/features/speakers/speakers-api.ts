import { SPEAKERS_API, t, type SpeakerFilters } from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

import { speakerDetailApiQuery } from './speakers-url';

/** `GET /api/instructor_views/{id}/detail`: a speaker's sessions within the list's filters. */
export function getSpeakerDetail(
  id: number,
  filters: Partial<SpeakerFilters>,
  signal?: AbortSignal,
) {
  return browserApi.call(SPEAKERS_API.detail, {
    params: { id },
    query: speakerDetailApiQuery(filters),
    defaultErrorMessage: t('speakers.detail.loadError'),
    signal,
  });
}
