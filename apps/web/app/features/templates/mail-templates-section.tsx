import { t, type MailTemplateDto } from '@passerelle/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { buttonClasses } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';

import { useSessionUser } from '~/lib/session-user';

import { MailTemplateEditor } from './mail-template-editor';
import { TemplateTrialForm } from './template-trial-form';
import { formatDateTime, templatesSearch } from './templates-data';

const cell = 'border-b border-border px-3 py-2 align-top';

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
  const navigate = useNavigate();
  const user = useSessionUser();
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editing = editId === null ? null : (templates.find((tpl) => tpl.id === editId) ?? null);

  const close = () => {
    setConfirming(false);
    setDirty(false);
    void navigate(templatesSearch('mails') || '?', { preventScrollReset: true });
  };
  const requestClose = () => (dirty ? setConfirming(true) : close());

  return (
    <>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('mailAdmin.tab.mails')}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('mailAdmin.event')}
            </th>
            <th scope="col" className={cell}>
              {t('mailAdmin.subject')}
            </th>
            <th scope="col" className={cell}>
              {t('mailAdmin.updatedAt')}
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">{t('mailAdmin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id}>
              <th scope="row" className={`${cell} font-medium`}>
                {template.label}
              </th>
              <td className={cell}>{template.subject}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(template.updatedAt)}</td>
              <td className={`${cell} text-right`}>
                <Link
                  to={templatesSearch('mails', { edit: template.id })}
                  preventScrollReset
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={t('mailAdmin.editTemplate', { label: template.label })}
                >
                  <Pencil aria-hidden="true" />
                  {t('mailAdmin.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {editId !== null ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
          <DialogContent
            title={
              editing
                ? t('mailAdmin.editorTitle', { label: editing.label })
                : t('mailAdmin.tab.mails')
            }
            className="md:max-w-4xl"
          >
            {editing ? (
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
            )}
          </DialogContent>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('editLock.title')}
            description={t('editLock.message')}
            confirmLabel={t('editLock.confirm')}
            cancelLabel={t('editLock.cancel')}
            onConfirm={close}
            onCancel={() => setConfirming(false)}
            tone="danger"
          />
        </Dialog>
      ) : null}
    </>
  );
}
