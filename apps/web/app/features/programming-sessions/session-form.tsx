import {
  MODALITIES,
  MODALITY_LABELS,
  PROVIDER_EDITABLE_SESSION_FIELDS,
  SESSION_FIELD_LABELS,
  t,
  type Modality,
  type SessionDetail,
} from '@passerelle/shared';
import { Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';

import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { useEditLock } from '~/lib/edit-lock';
import { useMutation } from '~/lib/use-mutation';
import { fieldSetter, useSubmitForm } from '~/lib/use-submit-form';

import {
  CheckboxField,
  controlId,
  FormSection,
  SelectField,
  TextField,
} from '~/components/ui/form-controls';
import { InterventionDatesField } from './intervention-dates-field';
import { PlaceFields } from './place-fields';
import { createSession, deleteSession, updateSession } from './programming-tabs-api';
import {
  initialSessionValues,
  movesSession,
  sameValues,
  validateRealisedHours,
  validateSessionValues,
  type SessionFormValues,
} from './session-form-values';

/** Fields in reading order: the first invalid one gets the focus after a refused save. */
function fieldOrder(values: SessionFormValues): string[] {
  return [
    'code',
    'startDate',
    'endDate',
    ...values.interventionDates.flatMap((_, index) => [
      `interventionDates[${index}].startsAt`,
      `interventionDates[${index}].endsAt`,
    ]),
    'interventionDates',
    'modality',
    'remoteUrl',
    'cityId',
    'roomId',
    'seats',
    'registrationDeadline',
    'externalRegistration',
    'externalRegistrationUrl',
    'registrationRequired',
    'eCourse',
    'payable',
    'noFinancialContribution',
    'published',
    'realisedHoursOnsite',
    'realisedHoursRemote',
    'asyncTime',
    'cost',
  ];
}

/**
 * What the viewer may change: every field (the staff), only the realised hours (a provider on its
 * own session, shared PROVIDER_EDITABLE_SESSION_FIELDS), or nothing (a closed session).
 */
export type SessionFormAccess = 'all' | 'realisedHours' | 'none';

export interface SessionFormProps {
  actionId: number;
  /** The session to edit; null to create one. */
  session: SessionDetail | null;
  /** A new session's seats: its action type's seat amount (0: none). */
  defaultSeats?: number;
  access: SessionFormAccess;
  /** Whether the viewer may delete the session (staff, not closed). */
  canDelete: boolean;
  /** After a save: the stored session (reload the page's data). */
  onSaved: (session: SessionDetail, created: boolean) => void;
  onDeleted: () => void;
  /** "Annuler": back to the list (the caller asks first when there are unsaved changes). */
  onCancel: () => void;
  /** Told whether the inputs differ from the saved values. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Every field of spec §3 "Session", validated in the browser with the shared schema (same rules
 * and messages as the API), then sent whole (`add_session` or PATCH). The server's field messages
 * land on their fields and the first invalid field gets the focus. While the inputs differ from
 * the saved values the editing lock holds navigation back. With access to the realised hours only,
 * every other field is shown disabled and a save sends those hours alone.
 */
export function SessionForm({
  actionId,
  session,
  defaultSeats,
  access,
  canDelete,
  onSaved,
  onDeleted,
  onCancel,
  onDirtyChange,
}: SessionFormProps) {
  const formId = useId();
  const mode = session ? 'edit' : 'create';
  const readOnly = access === 'none';
  const hoursOnly = access === 'realisedHours';
  const [saved, setSaved] = useState(() => initialSessionValues(session, defaultSeats));
  const [values, setValues] = useState<SessionFormValues>(saved);
  const [deleting, setDeleting] = useState(false);
  const removal = useMutation();

  // The workflow may change the session meanwhile (new dates when reprogrammed): a form without
  // unsaved changes follows the stored values.
  const [seenUpdate, setSeenUpdate] = useState(session?.updatedAt);
  const dirty = !sameValues(values, saved);
  if (session && session.updatedAt !== seenUpdate) {
    setSeenUpdate(session.updatedAt);
    const next = initialSessionValues(session);
    setSaved(next);
    if (!dirty) setValues(next);
  }

  const lock = useEditLock(dirty && !readOnly);
  useEffect(() => onDirtyChange?.(dirty && !readOnly), [dirty, readOnly, onDirtyChange]);

  const form = useSubmitForm({
    formId,
    fields: fieldOrder(values),
    validate: () => (hoursOnly ? validateRealisedHours(values) : validateSessionValues(values)),
    submit: (body) => (session ? updateSession(session.id, body) : createSession(actionId, body)),
    invalidMessage: t('programmingSessions.errorSummary'),
    errorToast: t('toast.editError'),
    successToast: (stored) =>
      session ? t('toast.editSuccess') : t('programmingSessions.created', { code: stored.code }),
    onSuccess: (stored) => {
      lock.release();
      const next = initialSessionValues(stored);
      setSaved(next);
      setValues(next);
      setSeenUpdate(stored.updatedAt);
      onSaved(stored, !session);
    },
  });
  const { errors, formError, clear, clearWhere } = form;
  const submitting = form.busy || removal.pending;

  const change = fieldSetter(setValues, clear);

  const remove = () => {
    if (!session) return;
    setDeleting(false);
    void removal.run(() => deleteSession(session.id), {
      successToast: t('toast.deleteSuccess'),
      errorTitle: t('toast.deleteError'),
      onSuccess: () => {
        lock.release();
        onDeleted();
      },
    });
  };

  const id = (name: string) => controlId(formId, name);
  const text = (key: keyof typeof SESSION_FIELD_LABELS & keyof SessionFormValues) => ({
    id: id(key),
    label: SESSION_FIELD_LABELS[key],
    value: values[key] as string,
    onChange: (value: string) => change(key, value as never),
    errors: errors[key],
  });
  const checkbox = (key: keyof typeof SESSION_FIELD_LABELS & keyof SessionFormValues) => (
    <CheckboxField
      id={id(key)}
      label={SESSION_FIELD_LABELS[key]}
      checked={values[key] as boolean}
      onChange={(checked) => change(key, checked as never)}
      errors={errors[key]}
    />
  );
  // New dates or place for trainees already registered: they will be told on save.
  const told =
    session && access === 'all' && session.status === 'PROGRAMMED' && session.takenSeats > 0
      ? session.takenSeats
      : 0;
  const movedNotice = told > 0 && movesSession(values, saved);
  const decimalHint = t('programmingSessions.decimalHint');
  const timeHint = t('programmingSessions.timeHint');

  return (
    <form
      noValidate
      onSubmit={(event) =>
        readOnly || (hoursOnly && !session) ? event.preventDefault() : form.onSubmit(event)
      }
      aria-busy={submitting}
      className="space-y-6"
    >
      {access === 'all' ? (
        <p className="text-sm text-muted">{t('adminKit.requiredNotice')}</p>
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {/* A disabled fieldset keeps every value readable and nothing changeable. */}
      <fieldset disabled={access !== 'all'} className={FIELDSET_CLASS}>
        <FormSection legend={t('programmingSessions.section.planning')}>
          <Grid>
            <TextField {...text('code')} required />
            <SelectField
              id={id('modality')}
              label={SESSION_FIELD_LABELS.modality}
              value={values.modality}
              onChange={(modality) => change('modality', modality as Modality)}
              errors={errors.modality}
              options={MODALITIES.map((modality) => ({
                value: modality,
                label: MODALITY_LABELS[modality],
              }))}
              required
            />
            <TextField {...text('startDate')} type="datetime-local" hint={timeHint} required />
            <TextField {...text('endDate')} type="datetime-local" hint={timeHint} required />
          </Grid>
          <InterventionDatesField
            formId={formId}
            rows={values.interventionDates}
            onChange={(rows) => {
              setValues((current) => ({ ...current, interventionDates: rows }));
              // Rows move when one is removed: their messages would point at the wrong row.
              clearWhere((name) => name.startsWith('interventionDates'));
            }}
            errors={errors}
            readOnly={access !== 'all'}
          />
        </FormSection>

        <FormSection legend={t('programmingSessions.section.place')}>
          {values.modality !== 'ONSITE' ? (
            <TextField
              {...text('remoteUrl')}
              type="url"
              inputMode="url"
              hint={t('documents.remoteUrlHint')}
            />
          ) : null}
          <PlaceFields
            formId={formId}
            value={{ cityId: values.cityId, cityName: values.cityName, roomId: values.roomId }}
            onChange={(place) => {
              setValues((current) => ({ ...current, ...place }));
              clearWhere((name) => name === 'cityId' || name === 'roomId');
            }}
            errors={errors}
            savedRoom={session?.room ?? null}
          />
          <Grid>
            <TextField {...text('seats')} inputMode="numeric" />
          </Grid>
        </FormSection>

        <FormSection legend={t('programmingSessions.section.registration')}>
          <Grid>
            <TextField {...text('registrationDeadline')} type="datetime-local" hint={timeHint} />
          </Grid>
          {checkbox('externalRegistration')}
          {values.externalRegistration ? (
            <TextField
              {...text('externalRegistrationUrl')}
              type="url"
              inputMode="url"
              hint={t('programmingSessions.externalUrlHint')}
              required
            />
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {checkbox('registrationRequired')}
            {checkbox('eCourse')}
            {checkbox('payable')}
            {checkbox('noFinancialContribution')}
            {checkbox('published')}
          </div>
        </FormSection>
      </fieldset>

      <FormSection legend={t('programmingSessions.section.realisation')}>
        {/* The fields a provider changes too (shared PROVIDER_EDITABLE_SESSION_FIELDS). */}
        <fieldset disabled={readOnly} className={FIELDSET_CLASS}>
          <Grid>
            {PROVIDER_EDITABLE_SESSION_FIELDS.map((key) => (
              <TextField key={key} {...text(key)} inputMode="decimal" hint={decimalHint} />
            ))}
          </Grid>
        </fieldset>
        <fieldset disabled={access !== 'all'} className={FIELDSET_CLASS}>
          <Grid>
            <TextField {...text('cost')} inputMode="decimal" hint={decimalHint} />
          </Grid>
        </fieldset>
      </FormSection>

      {movedNotice ? (
        <Alert tone="warning">{t('programmingSessions.movedNotice', { count: told })}</Alert>
      ) : null}
      {readOnly ? null : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <div>
            {session && canDelete ? (
              <Button variant="danger" disabled={submitting} onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
                {t('programmingSessions.delete')}
              </Button>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" onClick={onCancel}>
              {t('adminKit.cancel')}
            </Button>
            <Button type="submit" disabled={submitting}>
              <Save aria-hidden="true" />
              {submitting ? t('adminKit.saving') : t('adminKit.save')}
            </Button>
          </div>
        </div>
      )}
      {session ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('programmingSessions.deleteTitle', { code: session.code })}
          description={t('programmingSessions.deleteDescription')}
          confirmLabel={t('adminKit.delete')}
          cancelLabel={t('adminKit.cancel')}
          onConfirm={remove}
          onCancel={() => setDeleting(false)}
          tone="danger"
        />
      ) : null}
      {mode === 'create' ? (
        <p className="text-sm text-muted">{t('programmingSessions.documents.afterCreate')}</p>
      ) : null}
    </form>
  );
}

const FIELDSET_CLASS =
  'min-w-0 space-y-6 [&_input:disabled]:bg-surface-alt [&_select:disabled]:bg-surface-alt';

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
