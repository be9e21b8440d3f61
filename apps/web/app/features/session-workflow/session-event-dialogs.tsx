import {
  fromParisInput,
  returnToProgrammedBodySchema,
  reprogramSessionBodySchema,
  SESSION_WORKFLOW,
  sessionEventDescription,
  sessionEventLabel,
  sessionEventWarning,
  t,
  toParisInput,
  type MessageKey,
  type ReprogramSessionBody,
  type ReturnToProgrammedBody,
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

import { RestorableRegistrations } from './restorable-registrations';

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
 * Confirmation of an event without dates (postpone, cancel, close): what it
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
  const warning = sessionEventWarning(event);
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
      tone={rule.irreversible ? 'danger' : 'primary'}
      onConfirm={() => {
        onConfirm(comment.trim() ? { comment: comment.trim() } : {});
        setComment('');
      }}
    >
      {warning ? (
        <Alert tone="warning" className="mt-4">
          {warning}
        </Alert>
      ) : null}
      <CommentField value={comment} onChange={setComment} />
    </ConfirmDialog>
  );
}

/** The events that carry the session's dates: reprogram, and "return to programmed". */
export type DatedSessionEvent = 'reprogram' | 'returnToProgrammed';

export interface DatedEventDialogProps {
  event: DatedSessionEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current dates, offered as a starting point (to confirm, for "return to programmed"). */
  startDate?: string;
  endDate?: string;
  /**
   * "Return to programmed" of a cancelled session: its id, to offer back the registrations its
   * cancellation cancelled (each to restore or leave).
   */
  restoreFrom?: number;
  /** Sends the body; a refusal keeps the dialog open, on its fields or above them. */
  onSubmit: (body: ReprogramSessionBody | ReturnToProgrammedBody) => Promise<SubmitResult<unknown>>;
}

/**
 * The dates of a dated event (required, start before end: shared schema), then confirm. For
 * "return to programmed" the current dates are offered to confirm, the registrations cancelled
 * with the session to restore, and the mails it sends are said.
 */
export function DatedEventDialog({ event, open, onOpenChange, ...form }: DatedEventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={sessionEventLabel(event)}
          description={sessionEventDescription(event)}
        >
          <DatedEventForm event={event} {...form} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const DATE_LABELS = {
  reprogram: { startDate: 'sessionWorkflow.newStartDate', endDate: 'sessionWorkflow.newEndDate' },
  returnToProgrammed: { startDate: 'sessionReturn.startDate', endDate: 'sessionReturn.endDate' },
} as const satisfies Record<DatedSessionEvent, Record<'startDate' | 'endDate', MessageKey>>;

function DatedEventForm({
  event,
  startDate,
  endDate,
  restoreFrom,
  onSubmit,
}: Omit<DatedEventDialogProps, 'open' | 'onOpenChange'>) {
  const formId = useId();
  const [values, setValues] = useState({
    startDate: toParisInput(startDate),
    endDate: toParisInput(endDate),
    comment: '',
  });
  const [restore, setRestore] = useState<readonly number[]>([]);
  const returning = event === 'returnToProgrammed';
  const form = useSubmitForm({
    formId,
    fields: ['startDate', 'endDate'],
    validate: () =>
      validateWith(returning ? returnToProgrammedBodySchema : reprogramSessionBodySchema, {
        startDate: fromParisInput(values.startDate) ?? undefined,
        endDate: fromParisInput(values.endDate) ?? undefined,
        comment: values.comment.trim() || undefined,
        ...(returning && restore.length > 0 ? { restoreRegistrationIds: restore } : {}),
      }),
    submit: onSubmit,
  });

  const dateField = (key: 'startDate' | 'endDate') => {
    const id = controlId(formId, key);
    const fieldErrors = form.errors[key] ?? [];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClasses}>
          {t(DATE_LABELS[event][key])}
        </label>
        <input
          id={id}
          name={key}
          type="datetime-local"
          required
          value={values[key]}
          onChange={(change) => setValues({ ...values, [key]: change.target.value })}
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
      {returning ? <p className="mb-3 text-sm">{t('sessionReturn.datesHint')}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {dateField('startDate')}
        {dateField('endDate')}
      </div>
      {restoreFrom !== undefined ? (
        <RestorableRegistrations sessionId={restoreFrom} selected={restore} onChange={setRestore} />
      ) : null}
      <CommentField
        value={values.comment}
        onChange={(comment) => setValues({ ...values, comment })}
      />
      {returning ? (
        <Alert tone="info" className="mt-4">
          {t('sessionReturn.mailNotice')}
        </Alert>
      ) : null}
      <FormDialogFooter
        cancelLabel={t('ui.back')}
        submitLabel={sessionEventLabel(event)}
        busy={form.busy}
      />
    </form>
  );
}
