import { t } from '@passerelle/shared';

/*
 * A length of time as a programme administrator reads it: its largest unit and the next one
 * ("2 jours 3 heures", "1 heure 5 minutes", "12 minutes"; "2 jours", not "2 jours 0 heure"),
 * "moins d’une minute" below a minute.
 */

const UNITS = [
  ['jobs.duration.days', 86_400],
  ['jobs.duration.hours', 3_600],
  ['jobs.duration.minutes', 60],
] as const;

export function formatDuration(seconds: number): string {
  const counts = UNITS.reduce<number[]>((found, [, size], index) => {
    const rest = index === 0 ? seconds : seconds % UNITS[index - 1]![1];
    return [...found, Math.floor(rest / size)];
  }, []);
  const first = counts.findIndex((count) => count > 0);
  if (first < 0) return t('jobs.duration.underMinute');
  return [first, first + 1]
    .filter((index) => index < UNITS.length && counts[index]! > 0)
    .map((index) => t(UNITS[index]![0], { count: counts[index]! }))
    .join(' ');
}
