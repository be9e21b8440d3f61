import {
  formatAverage,
  formatQualityPeriod,
  formatRate,
  t,
  type QualityResults,
} from '@passerelle/shared';

import { FigureGrid } from './figure-grid';

/*
 * The figures of published quality results (decision 079), as a session's public page and the
 * provider's panel show them: the period, the trainees trained, the completion and satisfaction
 * rates with what they count, and the average per theme.
 */

export function QualityResultsFigures({ results }: { results: QualityResults }) {
  return (
    <div className="space-y-4">
      <p className="text-muted">
        {t('qualityResults.intro', { period: formatQualityPeriod(results.period) })}
      </p>
      <FigureGrid
        className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        figures={[
          { label: t('qualityResults.trained'), value: String(results.trained) },
          { label: t('qualityResults.completion'), value: formatRate(results.completionRate) },
          { label: t('qualityResults.satisfaction'), value: formatRate(results.satisfactionRate) },
        ]}
      />
      <p className="text-sm text-muted">{t('qualityResults.note', { count: results.answers })}</p>
      <div className="space-y-2">
        <h3 className="font-bold">{t('qualityResults.themes')}</h3>
        <dl className="divide-y divide-border rounded-sm border border-border">
          {results.themes.map((theme) => (
            <div key={theme.theme} className="flex justify-between gap-4 px-4 py-2">
              <dt>{theme.label}</dt>
              <dd className="font-bold whitespace-nowrap">
                {theme.average === null
                  ? formatAverage(null)
                  : t('qualityResults.outOf5', { average: formatAverage(theme.average) })}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
