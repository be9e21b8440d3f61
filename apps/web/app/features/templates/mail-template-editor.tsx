import { mailTemplateEditSchema, t, type MailTemplateDto } from '@passerelle/shared';
import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { inputClasses, labelClasses } from '~/admin-kit/field-styles';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormDialogFooter } from '~/components/ui/dialog';
import { controlId } from '~/components/ui/form-controls';
import { useEditLock } from '~/lib/edit-lock';
import { useSubmitForm, validateWith } from '~/lib/use-submit-form';

import { saveMailTemplate } from './templates-api';

type Field = 'subject' | 'body';
const FIELDS: readonly Field[] = ['subject', 'body'];

/** `text` put in place of the selection `start`–`end` of `value`; the caret goes after it. */
export function insertText(
  value: string,
  start: number,
  end: number,
  text: string,
): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

export interface MailTemplateEditorProps {
  template: MailTemplateDto;
  onSaved: (template: MailTemplateDto) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The subject and body of a mail template, with its allowed tags beside them: activating a tag
 * inserts it where the caret was in the last field used. Checked in the browser with the shared
 * schema (malformed or unauthorised tags named), then by the API, whose messages land on the
 * fields. Unsaved changes hold navigation back (editing lock).
 */
export function MailTemplateEditor({
  template,
  onSaved,
  onCancel,
  onDirtyChange,
}: MailTemplateEditorProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    subject: template.subject,
    body: template.body,
  });
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const elementOf = (field: Field) => (field === 'subject' ? subjectRef : bodyRef).current;
  const lastField = useRef<Field>('body');
  const pendingCaret = useRef<{ field: Field; caret: number } | null>(null);

  const dirty = values.subject !== template.subject || values.body !== template.body;
  const lock = useEditLock(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const form = useSubmitForm({
    formId: id,
    fields: FIELDS,
    validate: () => validateWith(mailTemplateEditSchema(template.code), values),
    submit: (body) => saveMailTemplate(template.id, body),
    successToast: t('toast.editSuccess'),
    onSuccess: (saved) => {
      lock.release();
      onSaved(saved);
    },
  });
  const { errors, formError } = form;

  // After a tag insertion, the caret goes right after the tag.
  useEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    pendingCaret.current = null;
    const element = (pending.field === 'subject' ? subjectRef : bodyRef).current;
    element?.focus();
    element?.setSelectionRange(pending.caret, pending.caret);
  }, [values]);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

  const insertTag = (tag: string) => {
    const field = lastField.current;
    const element = elementOf(field);
    const current = values[field];
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const next = insertText(current, start, end, `{{ ${tag} }}`);
    pendingCaret.current = { field, caret: next.caret };
    change(field, next.value);
  };

  const fieldProps = (field: Field) => {
    const invalid = !!errors[field]?.length;
    const hint = field === 'body' ? `${id}-body-hint` : null;
    return {
      id: controlId(id, field),
      name: field,
      value: values[field],
      required: true,
      'aria-invalid': invalid || undefined,
      'aria-describedby':
        [hint, invalid && `${id}-${field}-error`].filter(Boolean).join(' ') || undefined,
      className: inputClasses,
    };
  };

  const errorOf = (field: Field) =>
    errors[field]?.length ? (
      <p id={`${id}-${field}-error`} className="flex items-start gap-1 text-danger">
        <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
        <span>
          {errors[field]!.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
        </span>
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="space-y-4">
      <p className="text-muted">{template.description}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="space-y-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={controlId(id, 'subject')} className={labelClasses}>
              {t('mailAdmin.subject')}
            </label>
            <input
              ref={subjectRef}
              type="text"
              {...fieldProps('subject')}
              onFocus={() => {
                lastField.current = 'subject';
              }}
              onChange={(event) => change('subject', event.target.value)}
            />
            {errorOf('subject')}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={controlId(id, 'body')} className={labelClasses}>
              {t('mailAdmin.body')}
            </label>
            <textarea
              ref={bodyRef}
              rows={14}
              {...fieldProps('body')}
              onFocus={() => {
                lastField.current = 'body';
              }}
              onChange={(event) => change('body', event.target.value)}
            />
            <p id={`${id}-body-hint`} className="text-sm text-muted">
              {t('mailAdmin.bodyHint')}
            </p>
            {errorOf('body')}
          </div>
        </div>
        <section aria-labelledby={`${id}-tags`} className="space-y-2">
          <h3 id={`${id}-tags`} className="font-bold">
            {t('mailAdmin.tags')}
          </h3>
          <p className="text-sm text-muted">{t('mailAdmin.tagsHelp')}</p>
          <ul className="space-y-1">
            {template.tags.map((tag) => (
              <li key={tag.name}>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-auto w-full flex-col items-start text-left"
                  // Keep the caret of the field: the tag goes where it was.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => insertTag(tag.name)}
                >
                  <span className="sr-only">{t('mailAdmin.insertTag')}</span>{' '}
                  <code className="font-mono text-sm">{`{{ ${tag.name} }}`}</code>{' '}
                  <span className="text-xs font-normal text-muted">{tag.description}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <FormDialogFooter
        cancelLabel={t('mailAdmin.cancel')}
        onCancel={onCancel}
        submitLabel={t('mailAdmin.save')}
        busyLabel={t('mailAdmin.saving')}
        busy={form.busy}
      />
    </form>
  );
}
