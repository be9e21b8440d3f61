import { t, uniqueMessageOf, type Resource, type ResourceItem } from '@passerelle/shared';
import { useEffect, useId, useMemo, useState } from 'react';

import { Alert } from '~/components/ui/alert';
import { SaveDialogFooter } from '~/components/ui/dialog';
import { useEditLock } from '~/lib/edit-lock';
import { fieldSetter, useSubmitForm } from '~/lib/use-submit-form';

import { CellValue } from './cell-value';
import { labelClasses } from './field-styles';
import { FormField } from './form-field';
import {
  buildBody,
  changedKeys,
  initialValues,
  type FieldErrors,
  type FormValues,
} from './field-value';
import { saveItem } from './resource-api';
import { useUniqueChecks } from './use-unique-check';

export interface ResourceFormProps {
  resource: Resource;
  /** The row to edit; null to create one. */
  item: ResourceItem | null;
  onSaved: (item: ResourceItem) => void;
  onCancel: () => void;
  /** Told whether the inputs differ from the saved values (the dialog asks before closing). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The create or edit form of a resource: one input per field, validated in the browser with the
 * shared schema, then sent to the API (POST, or PATCH of the changed fields). The server's
 * `fieldErrors` land on their fields; the first invalid field gets the focus. While the inputs
 * differ from the saved values the editing lock holds navigation back.
 */
export function ResourceForm({
  resource,
  item,
  onSaved,
  onCancel,
  onDirtyChange,
}: ResourceFormProps) {
  const formId = useId();
  const mode = item ? 'edit' : 'create';
  const saved = useMemo(() => initialValues(resource, item), [resource, item]);
  const [values, setValues] = useState<FormValues>(saved);
  const order = useMemo(() => resource.fields.map((field) => field.key), [resource]);

  const dirty = changedKeys(values, saved).length > 0;
  const lock = useEditLock(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const unique = useUniqueChecks(resource, values, saved, item?.id ?? null);
  const form = useSubmitForm({
    formId,
    fields: order,
    validate: () => {
      const { body, errors: invalid } = buildBody(resource, values, saved, mode);
      const duplicates: FieldErrors = {};
      for (const [key, status] of Object.entries(unique)) {
        const field = resource.field(key);
        if (status === 'taken' && field) duplicates[key] = [uniqueMessageOf(field)];
      }
      return invalid || Object.keys(duplicates).length > 0
        ? { ok: false, errors: { ...duplicates, ...invalid } }
        : { ok: true, body };
    },
    submit: (body) => saveItem(resource, item?.id ?? null, body),
    successToast: t('toast.editSuccess'),
    onSuccess: (data) => {
      lock.release();
      onSaved(data);
    },
  });
  const { errors, formError } = form;
  const messagesOf = (key: string): string[] => {
    const field = resource.field(key);
    const own = errors[key] ?? [];
    if (!field || unique[key] !== 'taken') return own;
    const duplicate = uniqueMessageOf(field);
    return own.includes(duplicate) ? own : [...own, duplicate];
  };

  const change = fieldSetter(setValues, form.clear);

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="space-y-4">
      <p className="text-sm text-muted">{t('adminKit.requiredNotice')}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {resource.fields.map((field) =>
        field.readOnly ? (
          // Set by the server: shown when editing, absent from a new item's form.
          item ? (
            <div key={field.key} className="flex flex-col gap-1">
              <span className={labelClasses}>{field.label}</span>
              <span>
                <CellValue field={field} value={item[field.key]} />
              </span>
            </div>
          ) : null
        ) : (
          <FormField
            key={field.key}
            formId={formId}
            field={field}
            value={values[field.key] ?? ''}
            onChange={(value) => change(field.key, value)}
            errors={messagesOf(field.key)}
          />
        ),
      )}
      <SaveDialogFooter busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
