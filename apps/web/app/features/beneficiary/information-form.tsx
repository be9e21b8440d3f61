import {
  CIVILITIES,
  CIVILITY_LONG_LABELS,
  beneficiaryInfoUpdateSchema,
  t,
  zodFieldErrors,
  type BeneficiaryInfo,
  type MessageKey,
} from '@passerelle/shared';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';

import { Button } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { ReadOnlyField, requiredLabel } from '~/components/ui/form-controls';
import { useActionToast } from '~/lib/action-result';

import { informationFromForm, type InformationActionResult } from './information-action';

type Values = { civility: string; givenName: string; familyName: string; email: string };

function valuesOf(info: BeneficiaryInfo): Values {
  return {
    civility: info.civility ?? '',
    givenName: info.givenName,
    familyName: info.familyName,
    email: info.email,
  };
}

const TEXT_FIELDS = [
  {
    name: 'givenName',
    label: 'beneficiary.info.givenName',
    type: 'text',
    autoComplete: 'given-name',
  },
  {
    name: 'familyName',
    label: 'beneficiary.info.familyName',
    type: 'text',
    autoComplete: 'family-name',
  },
  { name: 'email', label: 'beneficiary.info.email', type: 'email', autoComplete: 'email' },
] as const satisfies readonly {
  name: keyof Values;
  label: MessageKey;
  type: string;
  autoComplete: string;
}[];

const CIVILITY_OPTIONS = CIVILITIES.map((value) => ({
  value,
  label: CIVILITY_LONG_LABELS[value],
}));

/**
 * The beneficiary's personal information: civility, names and email are editable (shared schema,
 * checked in the browser and again by the API); the structure is shown only.
 */
export function InformationForm({ info }: { info: BeneficiaryInfo }) {
  const id = useId();
  const fetcher = useFetcher<InformationActionResult>();
  const [values, setValues] = useState(() => valuesOf(info));
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const result = fetcher.data;
  const errors = clientErrors ?? (result && !result.ok ? result.fieldErrors : {});
  const submitting = fetcher.state !== 'idle';

  useActionToast(
    result,
    useCallback(() => ({ success: t('toast.editSuccess'), errorTitle: t('toast.editError') }), []),
  );

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = beneficiaryInfoUpdateSchema.safeParse(
      informationFromForm(new FormData(event.currentTarget)),
    );
    setClientErrors(parsed.success ? null : zodFieldErrors(parsed.error));
    if (!parsed.success) event.preventDefault();
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={validate} className="max-w-xl space-y-5">
      <p>{t('beneficiary.info.intro')}</p>
      <p className="text-sm text-muted">{t('beneficiary.info.requiredNotice')}</p>
      <input type="hidden" name="intent" value="saveInformation" />
      <Field id={`${id}-civility`} label={t('beneficiary.info.civility')} errors={errors.civility}>
        {(control) => (
          <select
            {...control}
            name="civility"
            value={values.civility}
            onChange={(event) => set('civility')(event.target.value)}
            className={fieldInputClasses}
          >
            <option value="">{t('beneficiary.info.noCivility')}</option>
            {CIVILITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {TEXT_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={`${id}-${field.name}`}
          label={requiredLabel(t(field.label))}
          errors={errors[field.name]}
        >
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              value={values[field.name]}
              onChange={(event) => set(field.name)(event.target.value)}
              className={fieldInputClasses}
            />
          )}
        </Field>
      ))}
      <div>
        <dl>
          <ReadOnlyField label={t('beneficiary.info.structure')}>
            {info.structures.length > 0
              ? info.structures.map((structure) => structure.name).join(', ')
              : t('beneficiary.info.noStructure')}
          </ReadOnlyField>
        </dl>
        <p className="mt-1 text-sm text-muted">{t('beneficiary.info.structureHint')}</p>
      </div>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('beneficiary.info.saving') : t('beneficiary.info.save')}
      </Button>
    </fetcher.Form>
  );
}
