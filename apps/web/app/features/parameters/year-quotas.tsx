import {
  QUOTA_MAX,
  t,
  yearQuotaPathSchema,
  yearQuotaUpdateSchema,
  zodFieldErrors,
  type YearQuota,
  type YearQuotas,
} from '@passerelle/shared';
import { Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { RouteActionForm } from '~/components/submit-form';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DataTable } from '~/components/ui/data-table';
import { Field, fieldInputClasses, wholeNumberInput } from '~/components/ui/field';
import { controlId } from '~/components/ui/form-controls';
import { useEditLock } from '~/lib/edit-lock';
import { asFormData, useRouteAction } from '~/lib/use-route-action';
import { useSubmitForm } from '~/lib/use-submit-form';

import { numberFromInput } from './parameters-actions';
import { QuotaHistoryTable, changeDateColumn, quotaColumns } from './parameters-history';
import { YEAR_INPUT } from './public-year-form';

interface QuotaInputs {
  year: string;
  maxActionAmount: string;
  maxActionTypeAmount: string;
}

/** The form's values for a year: its quotas in force, or empty when it has none. */
function inputsFor(year: string, years: readonly YearQuota[]): QuotaInputs {
  const found = years.find((quota) => String(quota.year) === year.trim());
  return {
    year,
    maxActionAmount: found ? String(found.maxActionAmount) : '',
    maxActionTypeAmount: found ? String(found.maxActionTypeAmount) : '',
  };
}

/** Client-side check with the API's own schemas: the year (a path segment) and the two quotas. */
export function validateQuotaInputs(inputs: QuotaInputs): Record<string, string[]> | null {
  const path = yearQuotaPathSchema.safeParse({ year: inputs.year });
  const body = yearQuotaUpdateSchema.safeParse({
    maxActionAmount: numberFromInput(inputs.maxActionAmount),
    maxActionTypeAmount: numberFromInput(inputs.maxActionTypeAmount),
  });
  if (path.success && body.success) return null;
  return {
    ...(path.success ? {} : zodFieldErrors(path.error)),
    ...(body.success ? {} : zodFieldErrors(body.error)),
  };
}

const FIELDS = ['year', 'maxActionAmount', 'maxActionTypeAmount'];

export interface YearQuotaFormProps {
  quotas: YearQuotas;
  /** The year the form opens on (the current public year, else this calendar year). */
  defaultYear: number;
}

/**
 * Yearly quotas (decisions.md "Quotas"): a form for one year — choosing a year that has quotas
 * fills them in —, the quotas in force per year (each with a button to change it) and the
 * history of changes.
 */
export function YearQuotas({ quotas, defaultYear }: YearQuotaFormProps) {
  const id = useId();
  const action = useRouteAction();
  const [inputs, setInputs] = useState(() => inputsFor(String(defaultYear), quotas.years));
  const yearInput = useRef<HTMLInputElement>(null);

  const stored = inputsFor(inputs.year, quotas.years);
  useEditLock(
    inputs.maxActionAmount !== stored.maxActionAmount ||
      inputs.maxActionTypeAmount !== stored.maxActionTypeAmount,
  );
  const form = useSubmitForm({
    formId: id,
    fields: FIELDS,
    validate: (element) => {
      const errors = validateQuotaInputs(inputs);
      return asFormData(element, errors ? { ok: false, errors } : { ok: true, body: null });
    },
    submit: (body) => action.post(body),
    errorToast: t('toast.editError'),
    successToast: t('toast.editSuccess'),
  });
  const { errors } = form;

  function changeYear(year: string) {
    const known = quotas.years.some((quota) => String(quota.year) === year.trim());
    // A year with quotas shows them; another keeps what is typed, to be saved for it.
    setInputs((current) => (known ? inputsFor(year, quotas.years) : { ...current, year }));
  }

  function edit(year: number) {
    setInputs(inputsFor(String(year), quotas.years));
    form.reset();
    yearInput.current?.focus();
  }

  const numberField = (key: 'maxActionAmount' | 'maxActionTypeAmount') => (
    <Field
      id={controlId(id, key)}
      label={t(`parameters.${key}`)}
      errors={errors[key]}
      className="min-w-64 flex-1"
    >
      {(control) => (
        <input
          {...control}
          name={key}
          {...wholeNumberInput(0, QUOTA_MAX)}
          required
          value={inputs[key]}
          onChange={(event) => setInputs((current) => ({ ...current, [key]: event.target.value }))}
          className={fieldInputClasses}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <div className="max-w-3xl space-y-2">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {t('parameters.quotasHeading')}
        </h2>
        <p>{t('parameters.quotasIntro')}</p>
      </div>

      <RouteActionForm action={action} form={form} className="space-y-4">
        <input type="hidden" name="intent" value="setQuotas" />
        <div className="flex flex-wrap items-start gap-4">
          <Field
            id={controlId(id, 'year')}
            label={t('parameters.year')}
            errors={errors.year}
            className="w-40"
          >
            {(control) => (
              <input
                {...control}
                ref={yearInput}
                name="year"
                {...YEAR_INPUT}
                value={inputs.year}
                onChange={(event) => changeYear(event.target.value)}
                className={fieldInputClasses}
              />
            )}
          </Field>
          {numberField('maxActionAmount')}
          {numberField('maxActionTypeAmount')}
        </div>
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('parameters.saving') : t('parameters.saveQuotas')}
        </Button>
      </RouteActionForm>

      <DataTable
        caption={t('parameters.quotasInForce')}
        captionVisible
        rows={quotas.years}
        rowKey={(row) => row.id}
        empty={t('ui.noData')}
        columns={[...quotaColumns(), changeDateColumn()]}
        rowActions={{
          header: t('parameters.columnActions'),
          cell: (row) => (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('parameters.editYear', { year: row.year })}
              onClick={() => edit(row.year)}
            >
              <Pencil aria-hidden="true" />
              {t('parameters.edit')}
            </Button>
          ),
        }}
      />

      <QuotaHistoryTable rows={quotas.history} />
    </section>
  );
}
