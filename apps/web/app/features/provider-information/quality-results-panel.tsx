import {
  formatQualityPeriod,
  formatRate,
  QUALITY_RESULTS_MIN_ANSWERS,
  t,
  type ProviderQualityResults,
} from '@passerelle/shared';

import { QualityResultsFigures } from '~/components/quality-results-figures';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { TitledSection } from '~/components/ui/titled-section';

/*
 * The provider's results indicators (Qualiopi indicator 2, decision 079) on `/back/information`:
 * each action with a session ended in the last twelve months, whether its figures are published
 * on its sessions' pages, and all actions together.
 */

type ActionRow = ProviderQualityResults['actions'][number];

/** The table's columns (built when shown: the messages are registered by then). */
const columnsOf = (): DataColumn<ActionRow>[] => [
  {
    key: 'action',
    header: t('qualityResults.panel.action'),
    rowHeader: true,
    cell: (row) => row.name,
  },
  {
    key: 'trained',
    header: t('qualityResults.panel.trained'),
    align: 'right',
    cell: (row) => row.results.trained,
  },
  {
    key: 'completion',
    header: t('qualityResults.completion'),
    align: 'right',
    cell: (row) => formatRate(row.results.completionRate),
  },
  {
    key: 'answers',
    header: t('qualityResults.panel.answers'),
    align: 'right',
    cell: (row) => row.results.answers,
  },
  {
    key: 'satisfaction',
    header: t('qualityResults.satisfaction'),
    align: 'right',
    cell: (row) => formatRate(row.results.satisfactionRate),
  },
  {
    key: 'published',
    header: t('qualityResults.panel.published'),
    cell: (row) =>
      row.results.publishable
        ? t('qualityResults.panel.yes')
        : t('qualityResults.panel.no', { min: QUALITY_RESULTS_MIN_ANSWERS }),
  },
];

export function QualityResultsPanel({ quality }: { quality: ProviderQualityResults }) {
  return (
    <TitledSection
      id="provider-quality-results"
      title={t('qualityResults.panel.title')}
      className="space-y-4"
    >
      <p>
        {t('qualityResults.panel.intro', {
          period: formatQualityPeriod(quality.total.period),
          min: QUALITY_RESULTS_MIN_ANSWERS,
        })}
      </p>
      <DataTable
        caption={t('qualityResults.panel.caption')}
        columns={columnsOf()}
        rows={quality.actions}
        rowKey={(row) => row.id}
        empty={t('qualityResults.panel.empty')}
      />
      {quality.actions.length > 0 ? (
        <TitledSection
          id="provider-quality-total"
          level={3}
          size="lg"
          title={t('qualityResults.panel.total')}
          className="space-y-3"
        >
          <QualityResultsFigures results={quality.total} />
        </TitledSection>
      ) : null}
    </TitledSection>
  );
}
