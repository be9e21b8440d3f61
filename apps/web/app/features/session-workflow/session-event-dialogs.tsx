import {
  fromParisInput,
  reprogramSessionBodySchema,
  SESSION_WORKFLOW,
  sessionEventDescription,
  sessionEventLabel,
  t,
  toParisInput,
  type ReprogramSessionBody,
  type SessionEvent,
  type SessionEventBody,
} from '@passerelle/shared';
import { useId, useState } from 'react';

import { inputClasses, labelClasses } from '~/admin-kit/field-styles';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Alert } from '~/components/ui/alert';
import { Dialog, DialogContent, FormDialogFooter } from '~/components/ui/dialog';
import { controlId } from '~/components/ui/form-controls';
import { useSubmitForm, validateWith, type SubmitResult } from '~/lib/use-submit-form';

function CommentField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="mt-4 flex flex-col gap-1">
      <label htmlFor={id} className={labelClasses}>
        {t('sessionWorkflow.comment')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      />
    </div>
  );
}

export interface ConfirmEventDialogProps {
  event: SessionEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (body: SessionEventBody) => void;
}

/**
 * Confirmation of an event without dates (postpone, cancel, close, return to programmed): what it
 * does (the mails it sends, the spec's warning for "return to programmed"), whether it is
 * irreversible, and an optional comment kept in the history.
 */
export function ConfirmEventDialog({
  event,
  open,
  onOpenChange,
  onConfirm,
}: ConfirmEventDialogProps) {
  const [comment, setComment] = useState('');
  const rule = SESSION_WORKFLOW[event];
  const rewinds = event === 'returnToProgrammed';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setComment('');
        onOpenChange(next);
      }}
      title={sessionEventLabel(event)}
      description={sessionEventDescription(event)}
      confirmLabel={sessionEventLabel(event)}
      cancelLabel={t('ui.back')}
      tone={rule.irreversible || rewinds ? 'danger' : 'primary'}
      onConfirm={() => {
        onConfirm(comment.trim() ? { comment: comment.trim() } : {});
        setComment('');
      }}
    >
      {rule.irreversible ? (
        <Alert tone="warning" className="mt-4">
          {t('sessionWorkflow.irreversible')}
        </Alert>
      ) : null}
      <CommentField value={comment} onChange={setComment} />
    </ConfirmDialog>
  );
}

export interface ReprogramDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current dates, offered as a starting point. */
  startDate?: string;
  endDate?: string;
  /** Sends the dates; a refusal with field messages keeps the dialog open, on its fields. */
  onSubmit: (body: ReprogramSessionBody) => Promise<SubmitResult<unknown>>;
}

/** The new dates of a postponed session (required, start before end: shared schema), then confirm. */
export function ReprogramDialog({
  open,
  onOpenChange,
  startDate,
  endDate,
  onSubmit,
}: ReprogramDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={sessionEventLabel('reprogram')}
          description={sessionEventDescription('reprogram')}
        >
          <ReprogramForm startDate={startDate} endDate={endDate} onSubmit={onSubmit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReprogramForm({
  startDate,
  endDate,
  onSubmit,
}: Pick<ReprogramDialogProps, 'startDate' | 'endDate' | 'onSubmit'>) {
  const formId = useId();
  const [values, setValues] = useState({
    startDate: toParisInput(startDate),
    endDate: toParisInput(endDate),
    comment: '',
  });
  const form = useSubmitForm({
    formId,
    fields: ['startDate', 'endDate'],
    validate: () =>
      validateWith(reprogramSessionBodySchema, {
        startDate: fromParisInput(values.startDate) ?? undefined,
        endDate: fromParisInput(values.endDate) ?? undefined,
        comment: values.comment.trim() || undefined,
      }),
    submit: onSubmit,
  });

  const dateField = (key: 'startDate' | 'endDate', label: string) => {
    const id = controlId(formId, key);
    const fieldErrors = form.errors[key] ?? [];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        <input
          id={id}
          name={key}
          type="datetime-local"
          required
          value={values[key]}
          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
          aria-invalid={fieldErrors.length > 0 || undefined}
          aria-describedby={fieldErrors.length > 0 ? `${id}-error` : undefined}
          className={inputClasses}
        />
        {fieldErrors.length > 0 ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {fieldErrors.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy}>
      {form.formError ? (
        <Alert tone="error" className="mb-4">
          {form.formError}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {dateField('startDate', t('sessionWorkflow.newStartDate'))}
        {dateField('endDate', t('sessionWorkflow.newEndDate'))}
      </div>
      <CommentField
        value={values.comment}
        onChange={(comment) => setValues({ ...values, comment })}
      />
      <FormDialogFooter
        cancelLabel={t('ui.back')}
        submitLabel={sessionEventLabel('reprogram')}
        busy={form.busy}
      />
    </form>
  );
}
