import { contactCategoryUpdateSchema, t, type ContactCategoryRecord } from '@passerelle/shared';
import { useId, useState } from 'react';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { SubmitForm } from '~/components/submit-form';
import { SaveDialogFooter } from '~/components/ui/dialog';
import { CheckboxField, TextAreaField, TextField, controlId } from '~/components/ui/form-controls';
import { fieldSetter, useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { saveContactCategory } from './references-api';

export interface ContactCategoryDialogProps {
  /** The category to edit; the dialog is open while it is set. */
  category: ContactCategoryRecord | null;
  onClose: () => void;
  /** After the API saved it. */
  onSaved: (category: ContactCategoryRecord) => void;
}

/**
 * "Modifier" a contact category (decision 067): its label, its description and whether the
 * public contact form offers it; the code stays the platform's. Closing with changes asks first.
 */
export function ContactCategoryDialog({ category, onClose, onSaved }: ContactCategoryDialogProps) {
  if (!category) return null;
  return (
    <GuardedDialog
      onClose={onClose}
      title={t('references.contactCategory.editTitle', { label: category.label })}
      description={t('references.contactCategory.editDescription', { code: category.code })}
    >
      {({ setDirty, close, requestClose }) => (
        <ContactCategoryForm
          category={category}
          onDirty={() => setDirty(true)}
          onCancel={requestClose}
          onSaved={(saved) => {
            close();
            onSaved(saved);
          }}
        />
      )}
    </GuardedDialog>
  );
}

const FIELDS = ['label', 'description', 'active'] as const;

function ContactCategoryForm({
  category,
  onDirty,
  onCancel,
  onSaved,
}: {
  category: ContactCategoryRecord;
  onDirty: () => void;
  onCancel: () => void;
  onSaved: (category: ContactCategoryRecord) => void;
}) {
  const formId = useId();
  const [values, setValues] = useState({
    label: category.label,
    description: category.description,
    active: category.active,
  });
  const form = useSubmitForm({
    formId,
    fields: FIELDS,
    validate: () => validateWith(contactCategoryUpdateSchema, values),
    submit: (body) => saveContactCategory(category.code, body),
    errorToast: t('references.contactCategory.saveError'),
    successToast: (saved) => t('references.contactCategory.saved', { label: saved.label }),
    onSuccess: onSaved,
  });
  const setField = fieldSetter(setValues, form.clear);
  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) => {
      setField(key, value);
      onDirty();
    };

  return (
    <SubmitForm id={formId} form={form} className="space-y-4">
      <TextField
        id={controlId(formId, 'label')}
        label={t('references.contactCategory.label')}
        required
        value={values.label}
        onChange={set('label')}
        errors={form.errors.label}
      />
      <TextAreaField
        id={controlId(formId, 'description')}
        label={t('references.contactCategory.description')}
        hint={t('references.contactCategory.descriptionHint')}
        value={values.description}
        onChange={set('description')}
        errors={form.errors.description}
      />
      <CheckboxField
        id={controlId(formId, 'active')}
        label={t('references.contactCategory.active')}
        checked={values.active}
        onChange={set('active')}
        errors={form.errors.active}
      />
      <SaveDialogFooter busy={form.busy} onCancel={onCancel} />
    </SubmitForm>
  );
}
