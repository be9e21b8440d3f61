import { t, type SessionGeneratedDocuments } from '@passerelle/shared';

import { DocumentLink, DocumentLinks } from '~/components/document-link';
import { Alert } from '~/components/ui/alert';
import { DataTable, type DataColumn } from '~/components/ui/data-table';

type TraineeRow = SessionGeneratedDocuments['trainees'][number];

/**
 * The session's generated documents (decision 036): its participant list, CSV, signature sheet
 * and report; a convention per employer structure; per trainee its convocation and certificates,
 * or why they are not available yet. Each is a download link; the server makes the document.
 */
export function GeneratedDocuments({
  documents,
}: {
  /** Null when they could not be loaded. */
  documents: SessionGeneratedDocuments | null;
}) {
  if (!documents) return <Alert tone="error">{t('documents.section.loadError')}</Alert>;
  const columns: DataColumn<TraineeRow>[] = [
    {
      key: 'name',
      header: t('documents.column.trainee'),
      rowHeader: true,
      cell: (row) => row.name,
    },
    {
      key: 'structure',
      header: t('documents.column.structure'),
      cell: (row) => row.structureName ?? '',
    },
    {
      key: 'documents',
      header: t('documents.column.documents'),
      cell: (row) => <DocumentLinks links={row.documents} owner={row.name} />,
    },
    {
      key: 'notYet',
      header: t('documents.column.notYet'),
      cell: (row) =>
        row.unavailable.length === 0 ? null : (
          <ul className="space-y-1 text-sm">
            {row.unavailable.map((item) => (
              <li key={item.code}>
                <span className="font-semibold">{item.label}</span> : {item.reason}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <div className="space-y-6">
      <p className="text-muted">{t('documents.section.intro')}</p>
      <div className="space-y-2">
        <h4 className="text-lg font-bold">{t('documents.section.session')}</h4>
        <DocumentLinks links={documents.documents} label={t('documents.section.session')} />
      </div>
      <div className="space-y-2">
        <h4 className="text-lg font-bold">{t('documents.section.conventions')}</h4>
        {documents.conventions.length === 0 ? (
          <p className="text-muted">{t('documents.section.noConvention')}</p>
        ) : (
          <ul className="space-y-1" aria-label={t('documents.section.conventions')}>
            {documents.conventions.map((convention) => (
              <li key={convention.structureId} className="flex flex-wrap items-center gap-2">
                <span>
                  {convention.structureName} (
                  {t('documents.pdf.traineeCount', { count: convention.traineeCount })})
                </span>
                <DocumentLink link={convention.link} owner={convention.structureName} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <DataTable
        caption={t('documents.section.trainees')}
        captionVisible
        columns={columns}
        rows={documents.trainees}
        rowKey={(row) => row.registrationId}
        empty={t('documents.section.noTrainee')}
      />
    </div>
  );
}
