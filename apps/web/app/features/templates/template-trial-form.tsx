import { mailTemplateTestSchema, t } from '@passerelle/shared';
import { CircleAlert, Send } from 'lucide-react';
import { useId, useState } from 'react';

import { inputClasses, labelClasses } from '~/admin-kit/field-styles';
import { Button } from '~/components/ui/button';
import { controlId } from '~/components/ui/form-controls';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { sendTemplateTrial } from './templates-api';

const FIELDS = ['to'];

/**
 * Sends a trial of the saved template to an address (the admin's own by default): it lands in
 * the outbox, and in the mailbox when an SMTP server is configured. Unsaved edits must be saved
 * first, or the trial would not show them.
 */
export function TemplateTrialForm({
  templateId,
  defaultAddress,
  disabled,
}: {
  templateId: number;
  defaultAddress: string;
  /** The editor has unsaved changes. */
  disabled: boolean;
}) {
  const id = useId();
  const [address, setAddress] = useState(defaultAddress);
  // Said in the form, not in a toast: the modal dialog hides the toasts from screen readers.
  const [sent, setSent] = useState<string | null>(null);
  const form = useSubmitForm({
    formId: id,
    fields: FIELDS,
    soleField: 'to',
    validate: () => validateWith(mailTemplateTestSchema, { to: address }),
    submit: ({ to }) => sendTemplateTrial(templateId, to),
    onSuccess: (_, { to }) => setSent(t('mailAdmin.trialSent', { to })),
  });
  const error = form.errors.to?.join(' ');

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setSent(null);
        if (disabled) event.preventDefault();
        else form.onSubmit(event);
      }}
      aria-busy={form.busy}
      aria-labelledby={`${id}-title`}
      className="mt-6 space-y-2 border-t border-border pt-4"
    >
      <h3 id={`${id}-title`} className="font-bold">
        {t('mailAdmin.trialTitle')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={controlId(id, 'to')} className={labelClasses}>
          {t('mailAdmin.trialAddress')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={controlId(id, 'to')}
            name="to"
            type="email"
            autoComplete="email"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              form.reset();
              setSent(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
            className={`${inputClasses} min-w-0 flex-1`}
          />
          <Button type="submit" variant="secondary" disabled={form.busy || disabled}>
            <Send aria-hidden="true" />
            {form.busy ? t('mailAdmin.trialSending') : t('mailAdmin.trialSend')}
          </Button>
        </div>
        <p id={hintId} className="text-sm text-muted">
          {disabled ? t('mailAdmin.trialSaveFirst') : t('mailAdmin.trialHint')}
        </p>
        {error ? (
          <p id={errorId} className="flex items-start gap-1 text-danger">
            <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
        <p role="status" className="text-success">
          {sent}
        </p>
      </div>
    </form>
  );
}
