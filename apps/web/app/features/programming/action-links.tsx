import { actionLinkFormSchema, canEditActionLinks, t, type ActionLink } from '@passerelle/shared';
import { ExternalLink, Plus } from 'lucide-react';
import { useId, useState } from 'react';

import { AttachedItem, RemoveAttachedConfirm } from '~/components/attached-item';
import { Button } from '~/components/ui/button';
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
            <AttachedItem
              key={link.id}
              icon={ExternalLink}
              name={link.name}
              href={link.url}
              rel="noreferrer noopener"
              detail={<span className="text-sm break-all text-muted">{link.url}</span>}
              removeLabel={t('actionLinks.remove', { name: link.name })}
              onRemove={editable ? () => setRemoving(link) : undefined}
              pending={pending}
            />
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
      <RemoveAttachedConfirm
        item={removing}
        title={t('actionLinks.removeTitle', { name: removing?.name ?? '' })}
        description={t('actionLinks.removeDescription')}
        confirmLabel={t('actionDocuments.removeConfirm')}
        onRemove={remove}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
