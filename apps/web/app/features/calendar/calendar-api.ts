import { t, type CalendarFeedLink, type CalendarFeedState } from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/* The browser's calls of the private calendar feed (decision 041). */

/** `GET /api/calendar_feed`: whether the signed-in user has a live feed. */
export function getCalendarFeed(signal?: AbortSignal): Promise<ApiResult<CalendarFeedState>> {
  return browserApi.request<CalendarFeedState>('/api/calendar_feed', {
    defaultErrorMessage: t('calendar.feed.loadError'),
    signal,
  });
}

/** `POST /api/calendar_feed`: a new secret link (the previous one stops working). */
export function renewCalendarFeed(): Promise<ApiResult<CalendarFeedLink>> {
  return browserApi.request<CalendarFeedLink>('/api/calendar_feed', {
    method: 'POST',
    defaultErrorMessage: t('toast.editError'),
  });
}

/** `DELETE /api/calendar_feed`: the link stops working. */
export function revokeCalendarFeed(): Promise<ApiResult<unknown>> {
  return browserApi.request<unknown>('/api/calendar_feed', {
    method: 'DELETE',
    defaultErrorMessage: t('toast.editError'),
  });
}
