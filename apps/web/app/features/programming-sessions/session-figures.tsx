import {
  formatCount,
  formatEuros,
  t,
  type SessionCost,
  type SessionIndicators,
} from '@passerelle/shared';
import { useId } from 'react';

import { FigureGrid } from '~/components/figure-grid';

/** The figures of an action's sessions (`session_views/indicators?actionId=`), above their list. */
export function SessionListFigures({ indicators }: { indicators: SessionIndicators }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-xl font-bold">
        {t('programmingSessions.figures.title')}
      </h3>
      <FigureGrid
        figures={[
          {
            label: t('programmingSessions.figures.sessions'),
            value: formatCount(indicators.sessionCount),
          },
          { label: t('programmingSessions.figures.seats'), value: formatCount(indicators.seats) },
          {
            label: t('programmingSessions.figures.takenSeats'),
            value: formatCount(indicators.takenSeats),
          },
          {
            label: t('programmingSessions.figures.attended'),
            value: formatCount(indicators.attended),
          },
          {
            label: t('programmingSessions.figures.totalCost'),
            value: formatEuros(indicators.totalCost),
          },
        ]}
      />
    </section>
  );
}

/** A session's cost, per seat held and per trainee who came (`sessions/{id}/cost`). */
export function SessionCostSummary({ cost }: { cost: SessionCost }) {
  const headingId = useId();
  const share = (amount: string | null) =>
    amount === null ? t('programmingSessions.cost.none') : formatEuros(amount);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-sm border border-border p-4">
      <h3 id={headingId} className="text-xl font-bold">
        {t('programmingSessions.cost.title')}
      </h3>
      <FigureGrid
        className="grid gap-3"
        figures={[
          { label: t('programmingSessions.cost.total'), value: formatEuros(cost.cost) },
          {
            label: t('programmingSessions.cost.perSeat', { count: cost.takenSeats }),
            value: share(cost.costPerSeat),
          },
          {
            label: t('programmingSessions.cost.perAttendee', { count: cost.attended }),
            value: share(cost.costPerAttendee),
          },
        ]}
      />
    </section>
  );
}
