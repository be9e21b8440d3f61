// What the rest of the code uses; the modules' small helpers (toDate, pad2, frenchDay) stay
// inside, but for the French number formats made once (intl.ts). One module per use, so that a
// public page carries only what it shows (decision 024).
export { PROGRAMME_TIME_ZONE } from './time-zone';
export { frenchNumberFormat } from './intl';
export {
  isValidInstant,
  parisDay,
  parisParts,
  parisYear,
  type Instant,
  type WallClock,
} from './wall-clock';
export { fromParisInput, parisInstant, toParisInput } from './paris-input';
export {
  formatDay,
  formatDayRange,
  formatDayRangeInline,
  formatLongDay,
  formatTime,
} from './dates';
export { lotLabel } from './lots';
export { agree, APOSTROPHE, de, elide, insteadOf, la, le, startsWithVowelSound } from './french';
export { formatDate, formatDateTime } from './date-times';
export {
  formatCalendarDate,
  formatCalendarDay,
  formatCalendarLongDate,
  formatMonth,
  weekdayNames,
  type YearMonth,
} from './calendar-days';
export { formatSessionPlace } from './places';
export { fullName, personName, type PersonNameParts } from './persons';
export { formatCount, formatEuros, formatHoursNumber } from './numbers';
export { decimalFromInput, decimalToInput } from './decimal-input';
