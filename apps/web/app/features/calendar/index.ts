/**
 * Calendars (decision 041): the private feed's panel of the user's space, for a beneficiary
 * (`/beneficiary/future`) or a provider (`/back/information`):
 *
 *   import { CalendarFeedPanel } from '~/features/calendar';
 *   <CalendarFeedPanel scope="beneficiary" />
 *
 * "Ajouter à mon agenda" on one session is `~/components/add-to-agenda-link`.
 */
export { CalendarFeedPanel } from './calendar-feed-panel';
