import {
  SPEAKERS_API,
  t,
  type SpeakerFilterChoices,
  type SpeakerListQuery,
  type SpeakerPage,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

import { readSpeakerQuery, speakerListApiQuery } from './speakers-url';

/** What /back/speakers shows (server render and browser alike). */
export interface SpeakersData {
  query: SpeakerListQuery;
  /** French notice naming the URL parameters that were dropped as invalid. */
  notice: string | null;
  choices: SpeakerFilterChoices;
  page: SpeakerPage | null;
  /** The refusal of the list's call, in French. */
  error: string | null;
}

const NO_CHOICES: SpeakerFilterChoices = { years: [], axes: [], providers: [] };

/**
 * The data of the speakers page: the page of speakers of the URL's filters and the filters'
 * choices. Refusals become a message, never a throw (a 401 leaves through the client's
 * redirection to the login page).
 */
export async function loadSpeakers(api: ApiClient, url: URL): Promise<SpeakersData> {
  const { query, notice } = readSpeakerQuery(url.searchParams);
  const [choices, page] = await Promise.all([
    api.call(SPEAKERS_API.filters),
    api.call(SPEAKERS_API.list, {
      query: speakerListApiQuery(query),
      defaultErrorMessage: t('speakers.loadError'),
    }),
  ]);
  return {
    query,
    notice,
    choices: choices.ok ? choices.data : NO_CHOICES,
    page: page.ok ? page.data : null,
    error: page.ok ? null : page.error,
  };
}
