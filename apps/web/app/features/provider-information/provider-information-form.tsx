import {
  CIVILITIES,
  CIVILITY_LONG_LABELS,
  DOCUMENT_IMAGE_TYPES,
  documentImageHint,
  providerInformationUpdateSchema,
  t,
  type ProviderInformation,
  type ProviderInformationUpdate,
} from '@passerelle/shared';
import { ExternalLink } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { ImageField } from '~/components/image-field';
import { SubmitForm } from '~/components/submit-form';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { controlId, FormSection, SelectField, TextField } from '~/components/ui/form-controls';
import { useEditLock } from '~/lib/edit-lock';
import { fieldSetter, useSubmitForm, validateWith } from '~/lib/use-submit-form';

import {
  documentImageCheck,
  saveProviderInformation,
  uploadDocumentImage,
} from './provider-information-api';

interface Values {
  managerName: string;
  /** '' (not said), 'MR' or 'MRS'. */
  managerCivility: string;
  managerTitle: string;
  logoFileId: number | null;
  stampFileId: number | null;
}

/** The fields in reading order: after a refusal the first invalid one gets the focus. */
const FIELDS = [
  'managerName',
  'managerCivility',
  'managerTitle',
  'logoFileId',
  'stampFileId',
] as const;

function valuesOf(information: ProviderInformation): Values {
  return {
    managerName: information.managerName ?? '',
    managerCivility: information.managerCivility ?? '',
    managerTitle: information.managerTitle ?? '',
    logoFileId: information.logo?.id ?? null,
    stampFileId: information.stamp?.id ?? null,
  };
}

/** The fields changed since `saved`, as the API takes them. */
function changesOf(values: Values, saved: Values): Partial<Values> {
  return Object.fromEntries(
    FIELDS.flatMap((key) => (values[key] === saved[key] ? [] : [[key, values[key]]])),
  );
}

export interface ProviderInformationFormProps {
  information: ProviderInformation;
  /** After a save, with the information as the API answers it. */
  onSaved: (information: ProviderInformation) => void;
}

/**
 * The manager's name and title, the logo and the stamp of a provider structure: each image
 * uploaded on choosing it (checked in the browser, then on its bytes by the server) and saved
 * with the form, which sends only what changed. Unsaved changes hold navigation back.
 */
export function ProviderInformationForm({ information, onSaved }: ProviderInformationFormProps) {
  const formId = useId();
  const saved = useMemo(() => valuesOf(information), [information]);
  const [values, setValues] = useState(saved);
  const changes = changesOf(values, saved);
  const lock = useEditLock(Object.keys(changes).length > 0);

  const form = useSubmitForm({
    formId,
    fields: FIELDS,
    validate: () => validateWith(providerInformationUpdateSchema, changes),
    submit: (body: ProviderInformationUpdate) =>
      saveProviderInformation(information.structure.id, body),
    successToast: t('providerInformation.saved'),
    onSuccess: (data) => {
      lock.release();
      onSaved(data);
    },
  });
  const { errors } = form;
  const id = (name: string) => controlId(formId, name);
  const set = fieldSetter(setValues, form.clear);
  const image = (key: 'logoFileId' | 'stampFileId', label: string, hint: string) => (
    <ImageField
      id={id(key)}
      label={label}
      fileId={values[key]}
      onChange={(fileId) => set(key, fileId)}
      errors={errors[key]}
      hint={hint}
      upload={uploadDocumentImage}
      types={DOCUMENT_IMAGE_TYPES}
      check={documentImageCheck}
      preview="stored"
    />
  );

  return (
    <SubmitForm form={form} className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={id('managerName')}
          label={t('providerInformation.managerName')}
          hint={t('providerInformation.managerNameHint')}
          value={values.managerName}
          onChange={(value) => set('managerName', value)}
          errors={errors.managerName}
        />
        <SelectField
          id={id('managerCivility')}
          label={t('providerInformation.managerCivility')}
          hint={t('providerInformation.managerCivilityHint')}
          value={values.managerCivility}
          onChange={(value) => set('managerCivility', value)}
          options={CIVILITIES.map((code) => ({ value: code, label: CIVILITY_LONG_LABELS[code] }))}
          emptyLabel={t('providerInformation.managerCivilityUnknown')}
          errors={errors.managerCivility}
        />
        <TextField
          id={id('managerTitle')}
          label={t('providerInformation.managerTitle')}
          hint={t('providerInformation.managerTitleHint')}
          value={values.managerTitle}
          onChange={(value) => set('managerTitle', value)}
          errors={errors.managerTitle}
        />
        {image('logoFileId', t('providerInformation.logo'), documentImageHint())}
        {image(
          'stampFileId',
          t('providerInformation.stamp'),
          `${documentImageHint()} ${t('providerInformation.image.stampHint')}`,
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('providerInformation.saving') : t('providerInformation.save')}
        </Button>
      </div>
    </SubmitForm>
  );
}

export interface ProviderInformationSectionProps {
  information: ProviderInformation;
  /**
   * The address of a document generated with the saved information, opened in a new tab
   * ("Prévisualiser un document"); none until the documents can be generated.
   */
  previewHref?: string;
}

/**
 * The provider information on documents, as a section of a page: its form, kept in step with
 * each save, and the preview of a generated document when there is one.
 */
export function ProviderInformationSection({
  information,
  previewHref,
}: ProviderInformationSectionProps) {
  const [current, setCurrent] = useState(information);
  const [seen, setSeen] = useState(information);
  if (information !== seen) {
    setSeen(information);
    setCurrent(information);
  }
  return (
    <FormSection legend={t('providerInformation.documents')}>
      <ProviderInformationForm
        key={JSON.stringify(current)}
        information={current}
        onSaved={setCurrent}
      />
      {previewHref ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a
            href={previewHref}
            target="_blank"
            rel="noopener"
            className={cn('inline-flex items-center gap-1 text-primary underline', focusRing)}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('providerInformation.preview')}{' '}
            <span className="sr-only">{t('providerInformation.previewNewTab')}</span>
          </a>
          <span className="text-sm text-muted">{t('providerInformation.previewHint')}</span>
        </p>
      ) : null}
    </FormSection>
  );
}
