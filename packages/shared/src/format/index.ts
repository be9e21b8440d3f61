// What the rest of the code uses; wall-clock.ts's small helpers (toDate, pad2) stay inside.
export { PROGRAMME_TIME_ZONE } from './time-zone';
export {
  fromParisInput,
  isValidInstant,
  parisDay,
  parisInstant,
  parisParts,
  parisYear,
  toParisInput,
  type Instant,
  type WallClock,
} from './wall-clock';
export {
  formatCalendarDate,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatLongDay,
  formatMonth,
  formatTime,
  weekdayNames,
  type YearMonth,
} from './dates';
export { fullName, personName, type PersonNameParts } from './persons';
export { formatSessionPlace } from './places';
