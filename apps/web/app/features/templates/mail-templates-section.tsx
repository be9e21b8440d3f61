import { formatDateTime, t, type MailTemplateDto } from '@passerelle/shared';
import { Pencil } from 'lucide-react';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { Alert } from '~/components/ui/alert';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { useSessionUser } from '~/lib/session-user';
import { useCloseUrlDialog } from '~/lib/url-dialog';

import { MailTemplateEditor } from './mail-template-editor';
import { RecordLink } from './record-link';
import { TemplateTrialForm } from './template-trial-form';
import { templatesSearch } from './templates-data';

/** The columns; their headers are read at render (no `t` while the module loads: decision 018). */
const columns = (): readonly DataColumn<MailTemplateDto>[] => [
  {
    key: 'event',
    header: t('mailAdmin.event'),
    cell: (template) => template.label,
    rowHeader: true,
  },
  { key: 'subject', header: t('mailAdmin.subject'), cell: (template) => template.subject },
  {
    key: 'updatedAt',
    header: t('mailAdmin.updatedAt'),
    cell: (template) => formatDateTime(template.updatedAt),
    className: 'whitespace-nowrap',
  },
];

/**
 * The mail templates, one per event, and the editor of the one in `?edit=` in a dialog. Closing
 * with unsaved changes asks first, like leaving the page.
 */
export function MailTemplatesSection({
  templates,
  editId,
}: {
  templates: readonly MailTemplateDto[];
  editId: number | null;
}) {
  const closeDialog = useCloseUrlDialog();
  const user = useSessionUser();
  const editing = editId === null ? null : (templates.find((tpl) => tpl.id === editId) ?? null);

  return (
    <>
      <DataTable
        caption={t('mailAdmin.tab.mails')}
        columns={columns()}
        rows={templates}
        rowKey={(template) => template.id}
        rowActions={{
          header: t('mailAdmin.actions'),
          hideHeader: true,
          cell: (template) => (
            <RecordLink
              to={templatesSearch('mails', { edit: template.id })}
              label={t('mailAdmin.edit')}
              ariaLabel={t('mailAdmin.editTemplate', { label: template.label })}
              icon={Pencil}
            />
          ),
        }}
      />

      {editId !== null ? (
        <GuardedDialog
          title={
            editing
              ? t('mailAdmin.editorTitle', { label: editing.label })
              : t('mailAdmin.tab.mails')
          }
          className="md:max-w-4xl"
          onClose={() => closeDialog(templatesSearch('mails') || '?')}
        >
          {({ dirty, setDirty, close, requestClose }) =>
            editing ? (
              <>
                <MailTemplateEditor
                  key={editing.id}
                  template={editing}
                  onSaved={close}
                  onCancel={requestClose}
                  onDirtyChange={setDirty}
                />
                <TemplateTrialForm
                  templateId={editing.id}
                  defaultAddress={user?.email ?? ''}
                  disabled={dirty}
                />
              </>
            ) : (
              <Alert tone="error">{t('error.api.notFound')}</Alert>
            )
          }
        </GuardedDialog>
      ) : null}
    </>
  );
}
