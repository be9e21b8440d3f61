import {
  formatDateTime,
  PUBLIC_YEAR_MAX,
  PUBLIC_YEAR_MIN,
  QUOTA_MAX,
  t,
  yearQuotaPathSchema,
  yearQuotaUpdateSchema,
  zodFieldErrors,
  type YearQuota,
  type YearQuotas,
} from '@passerelle/shared';
import { Pencil } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { useActionToast } from '~/lib/action-result';
import { useEditLock } from '~/lib/edit-lock';

import { numberFromInput, useParametersAction } from './parameters-actions';
import { ParametersTable, QuotaHistoryTable } from './parameters-history';

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
  const { fetcher, submitting } = useParametersAction();
  const [inputs, setInputs] = useState(() => inputsFor(String(defaultYear), quotas.years));
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const yearInput = useRef<HTMLInputElement>(null);
  const result = fetcher.data;
  const errors = clientErrors ?? (result && !result.ok ? result.fieldErrors : {});

  const stored = inputsFor(inputs.year, quotas.years);
  useEditLock(
    inputs.maxActionAmount !== stored.maxActionAmount ||
      inputs.maxActionTypeAmount !== stored.maxActionTypeAmount,
  );
  useActionToast(
    result,
    useCallback(() => ({ success: t('toast.editSuccess'), errorTitle: t('toast.editError') }), []),
  );

  function changeYear(year: string) {
    const known = quotas.years.some((quota) => String(quota.year) === year.trim());
    // A year with quotas shows them; another keeps what is typed, to be saved for it.
    setInputs((current) => (known ? inputsFor(year, quotas.years) : { ...current, year }));
  }

  function edit(year: number) {
    setInputs(inputsFor(String(year), quotas.years));
    setClientErrors(null);
    yearInput.current?.focus();
  }

  function validate(event: FormEvent) {
    const found = validateQuotaInputs(inputs);
    setClientErrors(found);
    if (found) event.preventDefault();
  }

  const numberField = (key: 'maxActionAmount' | 'maxActionTypeAmount') => (
    <Field
      id={`${id}-${key}`}
      label={t(`parameters.${key}`)}
      errors={errors[key]}
      className="min-w-64 flex-1"
    >
      {(control) => (
        <input
          {...control}
          name={key}
          type="number"
          inputMode="numeric"
          min={0}
          max={QUOTA_MAX}
          step={1}
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

      <fetcher.Form method="post" noValidate onSubmit={validate} className="space-y-4">
        <input type="hidden" name="intent" value="setQuotas" />
        <div className="flex flex-wrap items-start gap-4">
          <Field
            id={`${id}-year`}
            label={t('parameters.year')}
            errors={errors.year}
            className="w-40"
          >
            {(control) => (
              <input
                {...control}
                ref={yearInput}
                name="year"
                type="number"
                inputMode="numeric"
                min={PUBLIC_YEAR_MIN}
                max={PUBLIC_YEAR_MAX}
                step={1}
                required
                value={inputs.year}
                onChange={(event) => changeYear(event.target.value)}
                className={fieldInputClasses}
              />
            )}
          </Field>
          {numberField('maxActionAmount')}
          {numberField('maxActionTypeAmount')}
        </div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('parameters.saving') : t('parameters.saveQuotas')}
        </Button>
      </fetcher.Form>

      <ParametersTable
        caption={t('parameters.quotasInForce')}
        rows={quotas.years}
        columns={[
          { header: t('parameters.columnYear'), cell: (row) => row.year },
          { header: t('parameters.columnMaxActions'), cell: (row) => row.maxActionAmount },
          { header: t('parameters.columnMaxHrActions'), cell: (row) => row.maxActionTypeAmount },
          { header: t('parameters.columnDate'), cell: (row) => formatDateTime(row.changedAt) },
          {
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
          },
        ]}
      />

      <QuotaHistoryTable rows={quotas.history} />
    </section>
  );
}
