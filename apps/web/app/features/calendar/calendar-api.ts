import { CALENDAR_API, t } from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/* The browser's calls of the private calendar feed (decision 041). */

/** `GET /api/calendar_feed`: whether the signed-in user has a live feed. */
export function getCalendarFeed(signal?: AbortSignal) {
  return browserApi.call(CALENDAR_API.feed, {
    defaultErrorMessage: t('calendar.feed.loadError'),
    signal,
  });
}

/** `POST /api/calendar_feed`: a new secret link (the previous one stops working). */
export function renewCalendarFeed() {
  return browserApi.call(CALENDAR_API.renewFeed, { defaultErrorMessage: t('toast.editError') });
}

/** `DELETE /api/calendar_feed`: the link stops working. */
export function revokeCalendarFeed() {
  return browserApi.call(CALENDAR_API.revokeFeed, { defaultErrorMessage: t('toast.editError') });
}
