import {
  SESSION_STATUSES,
  SESSION_STATUS_LABELS,
  t,
  type ActionIndicators,
  formatCount,
  formatEuros,
} from '@passerelle/shared';
import { useId } from 'react';

import { FigureGrid } from '~/components/figure-grid';

/**
 * The figures of the actions the list's filters select: actions, sessions (and by status),
 * seats, registrations and the total cost, as French numbers.
 */
export function ActionIndicatorsBand({ indicators }: { indicators: ActionIndicators }) {
  const headingId = useId();
  const figures = [
    {
      label: t('programmingScreens.indicators.actions'),
      value: formatCount(indicators.actionCount),
    },
    {
      label: t('programmingScreens.indicators.sessions'),
      value: formatCount(indicators.sessionCount),
    },
    { label: t('programmingScreens.indicators.seats'), value: formatCount(indicators.seats) },
    {
      label: t('programmingScreens.indicators.registrations'),
      value: formatCount(indicators.registrations),
    },
    {
      label: t('programmingScreens.indicators.totalCost'),
      value: formatEuros(indicators.totalCost),
    },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t('programmingScreens.indicators.title')}
      </h2>
      <FigureGrid figures={figures} />
      <div className="space-y-1">
        <h3 className="font-bold">{t('programmingScreens.indicators.byStatus')}</h3>
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          {SESSION_STATUSES.map((status) => (
            <div key={status} className="flex gap-1">
              <dt>{SESSION_STATUS_LABELS[status]} :</dt>
              <dd className="font-bold">{formatCount(indicators.sessionsByStatus[status])}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
