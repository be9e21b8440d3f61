import { actionLinkFormSchema, canEditActionLinks, t, type ActionLink } from '@passerelle/shared';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { TextField, controlId } from '~/components/ui/form-controls';
import { useSessionUser } from '~/lib/session-user';
import { useMutation } from '~/lib/use-mutation';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { addActionLink, removeActionLink } from './action-documents-api';

/**
 * The public links of an action: the list (each opens in a new tab) with a remove button, and a
 * form adding a named http(s) link, checked with the shared schema before it is sent.
 */
export function ActionLinks({
  actionId,
  links,
}: {
  actionId: number;
  links: readonly ActionLink[];
}) {
  const user = useSessionUser();
  const editable = canEditActionLinks(user);
  const formId = useId();
  const [current, setCurrent] = useState(links);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [removing, setRemoving] = useState<ActionLink | null>(null);
  const deletion = useMutation();

  const form = useSubmitForm({
    formId,
    fields: ['name', 'url'],
    validate: () => validateWith(actionLinkFormSchema, { name, url }),
    submit: (body) => addActionLink(actionId, body),
    errorToast: true,
    successToast: t('actionLinks.added'),
    onSuccess: (added) => {
      setCurrent((list) => [...list, added]);
      setName('');
      setUrl('');
    },
  });
  const { errors } = form;
  const pending = form.busy || deletion.pending;

  const remove = (link: ActionLink) => {
    setRemoving(null);
    void deletion.run(() => removeActionLink(link.id), {
      successToast: t('toast.deleteSuccess'),
      onSuccess: () => setCurrent((list) => list.filter((item) => item.id !== link.id)),
    });
  };

  return (
    <section aria-labelledby={`${formId}-title`} className="space-y-3">
      <h4 id={`${formId}-title`} className="font-bold">
        {t('actionLinks.title')}
      </h4>
      {current.length === 0 ? (
        <p className="text-muted">{t('actionLinks.empty')}</p>
      ) : (
        <ul aria-label={t('actionLinks.list')} className="space-y-1">
          {current.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-2">
              <ExternalLink aria-hidden="true" className="size-4 text-muted" />
              <a
                href={link.url}
                target="_blank"
                rel="noreferrer noopener"
                className={cn('text-primary underline', focusRing)}
              >
                {link.name}
              </a>
              <span className="text-sm break-all text-muted">{link.url}</span>
              {editable ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={pending}
                  onClick={() => setRemoving(link)}
                  aria-label={t('actionLinks.remove', { name: link.name })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <form
          noValidate
          onSubmit={form.onSubmit}
          aria-busy={form.busy}
          className="flex flex-wrap items-end gap-3"
          aria-labelledby={`${formId}-title`}
        >
          <TextField
            id={controlId(formId, 'name')}
            label={t('actionLinks.name')}
            value={name}
            onChange={setName}
            errors={errors.name}
            required
            className="min-w-48 flex-1"
          />
          <TextField
            id={controlId(formId, 'url')}
            label={t('actionLinks.url')}
            type="url"
            inputMode="url"
            value={url}
            onChange={setUrl}
            errors={errors.url}
            hint={t('actionLinks.urlHint')}
            required
            className="min-w-64 flex-2"
          />
          <Button type="submit" variant="secondary" disabled={pending}>
            <Plus aria-hidden="true" />
            {t('actionLinks.add')}
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('actionLinks.removeTitle', { name: removing?.name ?? '' })}
        description={t('actionLinks.removeDescription')}
        confirmLabel={t('actionDocuments.removeConfirm')}
        cancelLabel={t('adminKit.cancel')}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
        tone="danger"
      />
    </section>
  );
}
