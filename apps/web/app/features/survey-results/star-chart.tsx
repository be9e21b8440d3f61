import {
  formatRate,
  STAR_VALUES,
  starAnswers,
  starShares,
  t,
  type StarCounts,
} from '@passerelle/shared';

import { cn } from '~/components/ui/cn';

/*
 * The distribution of stars drawn with CSS, no chart library (decision 034): a stacked bar per
 * question, and a bar per star value for a whole survey or theme. Each drawing carries its text:
 * the stacked bar is an image whose name lists the answers per star value, the bars sit in a
 * table whose cells give the counts and shares.
 */

/** One shade per star value, light (1 star) to dark (5 stars): primary blue of theme.css. */
export const STAR_SHADES = [
  'bg-[#e3e3fd]',
  'bg-[#b1b1f7]',
  'bg-[#7a7aef]',
  'bg-[#3b3bd6]',
  'bg-primary',
] as const;

/** "2 étoiles : 3 réponses (25 %)", one per star value, for screen readers and tests. */
export function starsText(stars: StarCounts): string {
  const shares = starShares(stars);
  return STAR_VALUES.map(
    (value, index) =>
      `${t('surveyResults.chart.stars', { count: value })} : ${t('surveyResults.chart.answers', {
        count: stars[index] ?? 0,
        share: formatRate(shares[index]!),
      })}`,
  ).join(', ');
}

/** A 100 % stacked bar of the answers by star value, named by its numbers. */
export function StarStack({ stars, label }: { stars: StarCounts; label: string }) {
  const shares = starShares(stars);
  const empty = starAnswers(stars) === 0;
  return (
    <div
      role="img"
      aria-label={`${t('surveyResults.chart.label', { label })}. ${
        empty ? t('surveyResults.noAnswer') : starsText(stars)
      }`}
      className="flex h-4 w-full min-w-32 overflow-hidden rounded-sm border border-border-strong bg-surface-alt"
    >
      {empty
        ? null
        : STAR_VALUES.map((value, index) =>
            shares[index]! > 0 ? (
              <span
                key={value}
                className={cn('h-full border-r border-surface last:border-r-0', STAR_SHADES[index])}
                style={{ width: `${shares[index]! * 100}%` }}
              />
            ) : null,
          )}
    </div>
  );
}

/** The legend of the stacked bars: which shade is which star value. */
export function StarLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
      {STAR_VALUES.map((value, index) => (
        <li key={value} className="flex items-center gap-1">
          <span
            className={cn(
              'inline-block size-3 rounded-sm border border-border-strong',
              STAR_SHADES[index],
            )}
          />
          {t('surveyResults.chart.stars', { count: value })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The answers per star value as a table of bars, 5 stars first: each row gives the count and the
 * share in text, the bar is its drawing.
 */
export function StarBars({ stars, caption }: { stars: StarCounts; caption: string }) {
  const shares = starShares(stars);
  const rows = STAR_VALUES.map((value, index) => ({ value, index })).reverse();
  return (
    <table className="w-full max-w-xl border-collapse text-sm">
      <caption className="mb-2 text-left font-bold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('surveyResults.chart.starsHeader')}</th>
          <th scope="col">{t('surveyResults.chart.share')}</th>
          <th scope="col">{t('surveyResults.chart.count')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ value, index }) => (
          <tr key={value}>
            <th scope="row" className="w-24 py-1 pr-3 text-left font-normal whitespace-nowrap">
              {t('surveyResults.chart.stars', { count: value })}
            </th>
            <td className="w-full py-1">
              <span className="block h-4 w-full rounded-sm bg-surface-alt" aria-hidden="true">
                <span
                  className={cn(
                    'block h-full rounded-sm',
                    shares[index]! > 0 && 'border border-border-strong',
                    STAR_SHADES[index],
                  )}
                  style={{ width: `${shares[index]! * 100}%` }}
                />
              </span>
              <span className="sr-only">{formatRate(shares[index]!)}</span>
            </td>
            <td className="py-1 pl-3 text-right whitespace-nowrap tabular-nums">
              {t('surveyResults.chart.answers', {
                count: stars[index] ?? 0,
                share: formatRate(shares[index]!),
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
