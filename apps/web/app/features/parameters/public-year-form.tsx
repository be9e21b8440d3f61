import {
  formatDateTime,
  PUBLIC_YEAR_MAX,
  PUBLIC_YEAR_MIN,
  t,
  yearParametersUpdateSchema,
  zodFieldErrors,
  type YearParameters,
} from '@passerelle/shared';
import { useCallback, useId, useState, type FormEvent } from 'react';

import { Button } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { useActionToast } from '~/lib/action-result';
import { useEditLock } from '~/lib/edit-lock';

import { numberFromInput, useParametersAction } from './parameters-actions';

/** The current public year: the value in force, and a form to change it. */
export function PublicYearForm({ current }: { current: YearParameters | null }) {
  const id = useId();
  const { fetcher, submitting } = useParametersAction();
  // Before any setting, the form proposes this calendar year (not saved until submitted).
  const [thisYear] = useState(() => String(new Date().getFullYear()));
  const baseline = current ? String(current.currentPublicYear) : thisYear;
  const [year, setYear] = useState(baseline);
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const result = fetcher.data;
  const errors = clientErrors ?? (result && !result.ok ? result.fieldErrors : {});

  useEditLock(year !== baseline);
  useActionToast(
    result,
    useCallback(() => ({ success: t('toast.editSuccess'), errorTitle: t('toast.editError') }), []),
  );

  function validate(event: FormEvent) {
    const parsed = yearParametersUpdateSchema.safeParse({
      currentPublicYear: numberFromInput(year),
    });
    setClientErrors(parsed.success ? null : zodFieldErrors(parsed.error));
    if (!parsed.success) event.preventDefault();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {t('parameters.yearHeading')}
      </h2>
      <p>{t('parameters.yearIntro')}</p>
      <p role="status">
        {current
          ? t('parameters.currentValue', {
              value: current.currentPublicYear,
              date: formatDateTime(current.changedAt),
            })
          : t('parameters.notSet')}
      </p>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={validate}
        className="flex flex-wrap items-end gap-4"
      >
        <input type="hidden" name="intent" value="setYear" />
        <Field
          id={`${id}-year`}
          label={t('parameters.currentPublicYear')}
          errors={errors.currentPublicYear}
          className="w-48"
        >
          {(control) => (
            <input
              {...control}
              name="currentPublicYear"
              type="number"
              inputMode="numeric"
              min={PUBLIC_YEAR_MIN}
              max={PUBLIC_YEAR_MAX}
              step={1}
              required
              value={year}
              onChange={(event) => setYear(event.target.value)}
              className={fieldInputClasses}
            />
          )}
        </Field>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('parameters.saving') : t('parameters.saveYear')}
        </Button>
      </fetcher.Form>
    </section>
  );
}
