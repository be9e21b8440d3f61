import {
  formatQualityPeriod,
  formatRate,
  parisYear,
  QUALITY_RESULTS_MIN_ANSWERS,
  QUALITY_RESULTS_PDF_YEARS,
  qualityEvidenceUrl,
  qualityResultsPdfUrl,
  t,
  type ProviderQualityResults,
} from '@passerelle/shared';
import type { ReactNode } from 'react';

import { DocumentLink } from '~/components/document-link';
import { QualityResultsFigures } from '~/components/quality-results-figures';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { TitledSection } from '~/components/ui/titled-section';

/*
 * The provider's results indicators (Qualiopi indicator 2, decision 079) on `/back/information`:
 * each training with a session ended in the last twelve months, whether its figures are
 * published on its sessions' pages, all of them together, the PDF of a calendar year's and its
 * evidence for the auditor (decision 081).
 */

type ActionRow = ProviderQualityResults['actions'][number];

/** A column of figures (right-aligned) of the action's results. */
const figureColumn = (
  key: string,
  header: string,
  cell: (results: ActionRow['results']) => ReactNode,
): DataColumn<ActionRow> => ({ key, header, align: 'right', cell: (row) => cell(row.results) });

/** The table's columns (built when shown: the messages are registered by then). */
const columnsOf = (): DataColumn<ActionRow>[] => [
  {
    key: 'action',
    header: t('qualityResults.panel.action'),
    rowHeader: true,
    cell: (row) => row.name,
  },
  figureColumn('trained', t('qualityResults.panel.trained'), (results) => results.trained),
  figureColumn('completion', t('qualityResults.completion'), (results) =>
    formatRate(results.completionRate),
  ),
  figureColumn('answers', t('qualityResults.panel.answers'), (results) => results.answers),
  figureColumn('satisfaction', t('qualityResults.satisfaction'), (results) =>
    formatRate(results.satisfactionRate),
  ),
  {
    key: 'published',
    header: t('qualityResults.panel.published'),
    cell: (row) =>
      row.results.publishable
        ? t('qualityResults.panel.yes')
        : t('qualityResults.panel.no', { min: QUALITY_RESULTS_MIN_ANSWERS }),
  },
];

/** A year's file of this year and of the years before: the indicators' PDF, the evidence ZIP. */
function YearLinks({
  title,
  label,
  url,
  format,
}: {
  title: string;
  label: (year: number) => string;
  url: (year: number) => string;
  format: 'pdf' | 'zip';
}) {
  const year = parisYear(new Date());
  const years = Array.from({ length: QUALITY_RESULTS_PDF_YEARS }, (_, index) => year - index);
  return (
    <div className="space-y-2">
      <p className="font-bold">{title}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {years.map((each) => (
          <li key={each}>
            <DocumentLink link={{ label: label(each), url: url(each), format }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function QualityResultsPanel({
  structureId,
  quality,
}: {
  structureId: number;
  quality: ProviderQualityResults;
}) {
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
      <YearLinks
        title={t('qualityResults.pdf.links')}
        label={(year) => t('qualityResults.pdf.link', { year })}
        url={(year) => qualityResultsPdfUrl(structureId, year)}
        format="pdf"
      />
      <YearLinks
        title={t('qualityEvidence.links')}
        label={(year) => t('qualityEvidence.link', { year })}
        url={(year) => qualityEvidenceUrl(structureId, year)}
        format="zip"
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
