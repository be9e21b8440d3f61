import {
  formatDateTime,
  PUBLIC_YEAR_MAX,
  PUBLIC_YEAR_MIN,
  t,
  yearParametersUpdateSchema,
  type YearParameters,
} from '@passerelle/shared';
import { useId, useState } from 'react';

import { RouteActionForm } from '~/components/submit-form';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, fieldInputClasses, wholeNumberInput } from '~/components/ui/field';
import { controlId } from '~/components/ui/form-controls';
import { useEditLock } from '~/lib/edit-lock';
import { asFormData, useRouteAction } from '~/lib/use-route-action';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { numberFromInput } from './parameters-actions';

/** An input of a public year: a whole number among the years the platform takes. */
export const YEAR_INPUT = {
  ...wholeNumberInput(PUBLIC_YEAR_MIN, PUBLIC_YEAR_MAX),
  required: true,
} as const;

/** The current public year: the value in force, and a form to change it. */
export function PublicYearForm({ current }: { current: YearParameters | null }) {
  const id = useId();
  const action = useRouteAction();
  // Before any setting, the form proposes this calendar year (not saved until submitted).
  const [thisYear] = useState(() => String(new Date().getFullYear()));
  const baseline = current ? String(current.currentPublicYear) : thisYear;
  const [year, setYear] = useState(baseline);

  useEditLock(year !== baseline);
  const form = useSubmitForm({
    formId: id,
    fields: ['currentPublicYear'],
    validate: (element) =>
      asFormData(
        element,
        validateWith(yearParametersUpdateSchema, { currentPublicYear: numberFromInput(year) }),
      ),
    submit: (body) => action.post(body),
    errorToast: t('toast.editError'),
    successToast: t('toast.editSuccess'),
  });

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
      <RouteActionForm action={action} form={form} className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="setYear" />
        <Field
          id={controlId(id, 'currentPublicYear')}
          label={t('parameters.currentPublicYear')}
          errors={form.errors.currentPublicYear}
          className="w-48"
        >
          {(control) => (
            <input
              {...control}
              name="currentPublicYear"
              {...YEAR_INPUT}
              value={year}
              onChange={(event) => setYear(event.target.value)}
              className={fieldInputClasses}
            />
          )}
        </Field>
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('parameters.saving') : t('parameters.saveYear')}
        </Button>
      </RouteActionForm>
    </section>
  );
}
