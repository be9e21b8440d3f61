import { mailTemplateTestSchema, t, zodFieldErrors } from '@passerelle/shared';
import { CircleAlert, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';

import { inputClasses, labelClasses } from '~/admin-kit/field-styles';
import { fieldErrorsOf } from '~/admin-kit/resource-api';
import { Button } from '~/components/ui/button';

import { sendTemplateTrial } from './templates-api';

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
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(defaultAddress);
  const [error, setError] = useState<string | null>(null);
  // Said in the form, not in a toast: the modal dialog hides the toasts from screen readers.
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || disabled) return;
    const parsed = mailTemplateTestSchema.safeParse({ to: address });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error).to?.join(' ') ?? t('validation.email'));
      input.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    setSent(null);
    const result = await sendTemplateTrial(templateId, parsed.data.to);
    setSending(false);
    if (!result.ok) {
      if (result.unauthorized) return;
      setError(fieldErrorsOf(result.body).to?.join(' ') || result.error);
      input.current?.focus();
      return;
    }
    setSent(t('mailAdmin.trialSent', { to: parsed.data.to }));
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
      aria-labelledby={`${id}-title`}
      className="mt-6 space-y-2 border-t border-border pt-4"
    >
      <h3 id={`${id}-title`} className="font-bold">
        {t('mailAdmin.trialTitle')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className={labelClasses}>
          {t('mailAdmin.trialAddress')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-to`}
            name="to"
            type="email"
            autoComplete="email"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(null);
              setSent(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
            className={`${inputClasses} min-w-0 flex-1`}
          />
          <Button type="submit" variant="secondary" disabled={sending || disabled}>
            <Send aria-hidden="true" />
            {sending ? t('mailAdmin.trialSending') : t('mailAdmin.trialSend')}
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
