/**
 * The programme's time zone: every date and time people read or type (pages, mails, exports,
 * quotas' calendar year, SQL day bounds) is in Paris time, whatever the clock of the server or the
 * browser, so that the server render and the browser print the same text.
 */
export const PROGRAMME_TIME_ZONE = 'Europe/Paris';
