import {
  ATTENDANCE_STATUSES,
  completeRegistrationBodySchema,
  effectiveHoursBodySchema,
  forceRegistrationBodySchema,
  personName,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  WAITING_LIST_STATUSES,
  registrationEventLabel,
  registrationEventNeedsReason,
  registrationEventSuccess,
  registrationReasonBodySchema,
  t,
  takesSeat,
  type RegistrationListItem,
  type RegistrationRowEvent,
  type RegistrationStatus,
} from '@passerelle/shared';
import { useId, useState } from 'react';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { SubmitForm } from '~/components/submit-form';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Alert } from '~/components/ui/alert';
import { FormDialogFooter } from '~/components/ui/dialog';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  controlId,
} from '~/components/ui/form-controls';
import { toast } from '~/lib/toast';
import { useSubmitForm, validateWith, type Validation } from '~/lib/use-submit-form';

import { postRegistrationEvent } from './registrations-api';

/** The registration a dialog acts on: what the table row knows. */
export type EventTarget = Pick<
  RegistrationListItem,
  'id' | 'status' | 'waitingList' | 'previousStatus' | 'beneficiary'
>;

export interface RegistrationEventDialogProps {
  registration: EventTarget;
  event: RegistrationRowEvent;
  onClose: () => void;
  /** After a success (the list reloads). */
  onDone: () => void;
}

/**
 * One event on one registration but `validate` (one click, as the HR validator's, in the
 * table): a form — the reason (refusals, cancellation, force, revert), the status (force, attendance), the hours.
 * Force and revert ask to confirm the change, with the overbooking warning when a seat is taken.
 */
export function RegistrationEventDialog(props: RegistrationEventDialogProps) {
  const { registration, event, onClose, onDone } = props;
  return (
    <GuardedDialog
      onClose={onClose}
      title={registrationEventLabel(event)}
      description={personName(registration.beneficiary)}
    >
      {(guard) => (
        <EventForm
          {...props}
          onDirty={() => guard.setDirty(true)}
          onCancel={guard.requestClose}
          onSaved={() => {
            guard.close();
            onDone();
          }}
        />
      )}
    </GuardedDialog>
  );
}

const FIELD_ORDER = ['status', 'waitingList', 'effectiveHours', 'excusedAbsence', 'reason'];

interface Values {
  status: string;
  waitingList: boolean;
  effectiveHours: string;
  excusedAbsence: boolean;
  reason: string;
}

/** The event's body checked with its shared schema. */
function validateEvent(
  event: RegistrationRowEvent,
  values: Values,
): Validation<Record<string, unknown>> {
  const hours = values.effectiveHours.trim();
  switch (event) {
    case 'force':
      return validateWith(forceRegistrationBodySchema, {
        status: values.status,
        waitingList: values.waitingList,
        reason: values.reason,
      });
    case 'complete':
      return validateWith(completeRegistrationBodySchema, {
        status: values.status,
        effectiveHours: hours === '' ? null : hours,
        excusedAbsence: values.excusedAbsence,
      });
    case 'effectiveHours':
      return validateWith(effectiveHoursBodySchema, { effectiveHours: hours });
    default:
      return validateWith(registrationReasonBodySchema, { reason: values.reason });
  }
}

function EventForm({
  registration,
  event,
  onDirty,
  onCancel,
  onSaved,
}: RegistrationEventDialogProps & {
  onDirty: () => void;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const formId = useId();
  const [values, setValues] = useState<Values>({
    status: event === 'complete' ? 'PRESENT' : '',
    waitingList: false,
    effectiveHours: '',
    excusedAbsence: false,
    reason: '',
  });
  const [confirming, setConfirming] = useState<Record<string, unknown> | null>(null);
  const form = useSubmitForm({
    formId,
    fields: FIELD_ORDER,
    validate: () => validateEvent(event, values),
    // Forcing and reverting change what the workflow decided: ask once more.
    hold: (body) => {
      if (event !== 'force' && event !== 'revert') return false;
      setConfirming(body);
      return true;
    },
    submit: (body) => {
      setConfirming(null);
      return postRegistrationEvent(registration.id, event, body);
    },
    successToast: registrationEventSuccess(event),
    onSuccess: (state, body) => {
      if (state.overbooked) toast.info(t('registrationsBack.force.overbooked'));
      // Asked onto the waiting list, the registration took a free seat instead (forcedPlacement).
      if (body.waitingList === true && state.waitingList === false && state.status) {
        toast.info(
          t('registrationsBack.force.seatTaken', {
            status: REGISTRATION_STATUS_LABELS[state.status],
          }),
        );
      }
      onSaved();
    },
  });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
    onDirty();
  };
  const target: RegistrationStatus | null =
    event === 'revert'
      ? registration.previousStatus
      : event === 'force' && values.status
        ? (values.status as RegistrationStatus)
        : null;
  const takesNewSeat =
    target !== null &&
    takesSeat(target) &&
    !(event === 'force' && values.waitingList) &&
    !(takesSeat(registration.status) && !registration.waitingList);

  const id = (name: string) => controlId(formId, name);
  const statusOptions = (event === 'complete' ? ATTENDANCE_STATUSES : REGISTRATION_STATUSES).map(
    (status) => ({ value: status, label: REGISTRATION_STATUS_LABELS[status] }),
  );
  return (
    <SubmitForm id={formId} form={form} className="space-y-4">
      <p>
        {t('registrationsBack.currentStatus', {
          status: REGISTRATION_STATUS_LABELS[registration.status],
        })}
        {registration.waitingList ? ` (${t('registrationsBack.waitingList')})` : ''}
      </p>
      {event === 'revert' && registration.previousStatus ? (
        <p>
          {t('registrationsBack.revert.target', {
            status: REGISTRATION_STATUS_LABELS[registration.previousStatus],
          })}
        </p>
      ) : null}
      {event === 'force' || event === 'complete' ? (
        <SelectField
          id={id('status')}
          label={t('registrationsBack.field.status')}
          required
          value={values.status}
          onChange={(value) => set('status', value)}
          options={statusOptions}
          emptyLabel={event === 'force' ? t('registrationsBack.field.choose') : undefined}
          errors={form.errors.status}
        />
      ) : null}
      {event === 'force' && (WAITING_LIST_STATUSES as readonly string[]).includes(values.status) ? (
        <CheckboxField
          id={id('waitingList')}
          label={t('registrationsBack.field.waitingList')}
          checked={values.waitingList}
          onChange={(checked) => set('waitingList', checked)}
          errors={form.errors.waitingList}
        />
      ) : null}
      {event === 'complete' || event === 'effectiveHours' ? (
        <TextField
          id={id('effectiveHours')}
          label={t('registrationsBack.field.effectiveHours')}
          hint={t('registrationsBack.field.effectiveHoursHint')}
          required={event === 'effectiveHours'}
          inputMode="decimal"
          value={values.effectiveHours}
          onChange={(value) => set('effectiveHours', value)}
          errors={form.errors.effectiveHours}
        />
      ) : null}
      {event === 'complete' && values.status !== 'PRESENT' ? (
        <CheckboxField
          id={id('excusedAbsence')}
          label={t('registrationsBack.field.excusedAbsence')}
          checked={values.excusedAbsence}
          onChange={(checked) => set('excusedAbsence', checked)}
          errors={form.errors.excusedAbsence}
        />
      ) : null}
      {registrationEventNeedsReason(event) ? (
        <TextAreaField
          id={id('reason')}
          label={t('registrations.field.reason')}
          required
          rows={3}
          value={values.reason}
          onChange={(value) => set('reason', value)}
          errors={form.errors.reason}
        />
      ) : null}
      {takesNewSeat ? (
        <Alert tone="warning">{t('registrationsBack.force.mayOverbook')}</Alert>
      ) : null}
      <FormDialogFooter
        cancelLabel={t('adminKit.cancel')}
        onCancel={onCancel}
        submitLabel={registrationEventLabel(event)}
        busy={form.busy}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={registrationEventLabel(event)}
        description={t('registrationsBack.force.confirm', {
          name: personName(registration.beneficiary),
          from: REGISTRATION_STATUS_LABELS[registration.status],
          to: target ? REGISTRATION_STATUS_LABELS[target] : '',
        })}
        confirmLabel={t('registrationsBack.force.confirmLabel')}
        cancelLabel={t('ui.back')}
        tone="danger"
        onConfirm={() => {
          if (confirming) void form.send(confirming);
        }}
      >
        {takesNewSeat ? (
          <Alert tone="warning" className="mt-4">
            {t('registrationsBack.force.mayOverbook')}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </SubmitForm>
  );
}
