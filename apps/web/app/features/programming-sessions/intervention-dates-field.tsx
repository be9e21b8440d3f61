import { t } from '@passerelle/shared';
import { CircleAlert, Plus, Trash2 } from 'lucide-react';

import { Button } from '~/components/ui/button';

import { controlId, TextField } from '~/components/ui/form-controls';
import { newDateRow, type FieldErrors, type InterventionDateRow } from './session-form-values';

export interface InterventionDatesFieldProps {
  formId: string;
  rows: readonly InterventionDateRow[];
  onChange: (rows: InterventionDateRow[]) => void;
  /** The form's messages; those of this list are named `interventionDates[i].startsAt`… */
  errors: FieldErrors;
  readOnly?: boolean;
}

/**
 * The intervention dates of a session: a list of start and end pairs (Paris time), each row with
 * its own labelled inputs and a remove button; "Ajouter une date" appends a row and moves the
 * focus to its start.
 */
export function InterventionDatesField({
  formId,
  rows,
  onChange,
  errors,
  readOnly,
}: InterventionDatesFieldProps) {
  const listErrors = errors.interventionDates ?? [];
  const hintId = `${controlId(formId, 'interventionDates')}-hint`;

  const update = (index: number, patch: Partial<InterventionDateRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const add = () => {
    const index = rows.length;
    onChange([...rows, newDateRow()]);
    // The new row is rendered on the next frame: give it the focus then.
    requestAnimationFrame(() =>
      document.getElementById(controlId(formId, `interventionDates[${index}].startsAt`))?.focus(),
    );
  };

  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    // The focus goes to the row taking its place, else to the add button.
    requestAnimationFrame(() => {
      const next =
        document.getElementById(controlId(formId, `interventionDates[${index}].startsAt`)) ??
        document.getElementById(controlId(formId, 'interventionDates-add'));
      next?.focus();
    });
  };

  return (
    <fieldset aria-describedby={hintId} className="space-y-3">
      <legend className="font-medium">{t('programmingSessions.interventionDates.legend')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t('programmingSessions.interventionDates.hint')}
      </p>
      {rows.length === 0 ? (
        <p className="text-muted">{t('programmingSessions.interventionDates.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row, index) => {
            const number = index + 1;
            const name = (part: 'startsAt' | 'endsAt') => `interventionDates[${index}].${part}`;
            return (
              <li
                key={row.key}
                className="grid items-start gap-3 rounded-sm border border-border p-3 sm:grid-cols-[1fr_1fr_auto]"
              >
                <TextField
                  id={controlId(formId, name('startsAt'))}
                  type="datetime-local"
                  label={t('programmingSessions.interventionDates.start', { index: number })}
                  value={row.startsAt}
                  onChange={(startsAt) => update(index, { startsAt })}
                  errors={errors[name('startsAt')]}
                  required
                />
                <TextField
                  id={controlId(formId, name('endsAt'))}
                  type="datetime-local"
                  label={t('programmingSessions.interventionDates.end', { index: number })}
                  value={row.endsAt}
                  onChange={(endsAt) => update(index, { endsAt })}
                  errors={errors[name('endsAt')]}
                  required
                />
                {readOnly ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="sm:mt-7"
                    onClick={() => remove(index)}
                    // The visible word starts the accessible name (WCAG 2.5.3).
                    aria-label={t('programmingSessions.interventionDates.remove', {
                      index: number,
                    })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('programmingSpeakers.removeConfirm')}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {listErrors.length > 0 ? (
        <p className="flex items-start gap-1 text-danger">
          <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {listErrors.join(' ')}
        </p>
      ) : null}
      {readOnly ? null : (
        <Button
          id={controlId(formId, 'interventionDates-add')}
          variant="secondary"
          size="sm"
          onClick={add}
        >
          <Plus aria-hidden="true" />
          {t('programmingSessions.interventionDates.add')}
        </Button>
      )}
    </fieldset>
  );
}
