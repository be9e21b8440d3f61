import {
  CIVILITIES,
  CIVILITY_LONG_LABELS,
  beneficiaryInfoUpdateSchema,
  t,
  type BeneficiaryInfo,
  type MessageKey,
} from '@passerelle/shared';
import { useId, useState } from 'react';

import { RouteActionForm } from '~/components/submit-form';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { ReadOnlyField, controlId, requiredLabel } from '~/components/ui/form-controls';
import { asFormData, useRouteAction } from '~/lib/use-route-action';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { informationFromForm } from './information-action';

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

const FIELDS = ['civility', 'givenName', 'familyName', 'email'];

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
  const action = useRouteAction();
  const [values, setValues] = useState(() => valuesOf(info));
  const form = useSubmitForm({
    formId: id,
    fields: FIELDS,
    validate: (element) =>
      asFormData(
        element,
        validateWith(beneficiaryInfoUpdateSchema, informationFromForm(new FormData(element))),
      ),
    submit: (body) => action.post(body),
    errorToast: t('toast.editError'),
    successToast: t('toast.editSuccess'),
  });
  const { errors } = form;

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <RouteActionForm action={action} form={form} className="max-w-xl space-y-5">
      <p>{t('beneficiary.info.intro')}</p>
      <p className="text-sm text-muted">{t('beneficiary.info.requiredNotice')}</p>
      <input type="hidden" name="intent" value="saveInformation" />
      <Field
        id={controlId(id, 'civility')}
        label={t('beneficiary.info.civility')}
        errors={errors.civility}
      >
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
          id={controlId(id, field.name)}
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
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <Button type="submit" disabled={form.busy}>
        {form.busy ? t('beneficiary.info.saving') : t('beneficiary.info.save')}
      </Button>
    </RouteActionForm>
  );
}
