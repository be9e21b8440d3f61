import {
  fromParisInput,
  publicMessageCreateSchema,
  t,
  type PublicMessage,
  type PublicMessageCreate,
  toParisInput,
} from '@passerelle/shared';
import { useEffect, useId, useRef, useState } from 'react';

import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { controlId } from '~/components/ui/form-controls';
import { useEditLock } from '~/lib/edit-lock';
import { useSubmitForm, validateWith, type SubmitResult } from '~/lib/use-submit-form';

import { RichTextField } from './lazy-rich-text-editor';

export interface PublicMessageFormProps {
  /** The message edited; absent for a new one. */
  message?: PublicMessage;
  /** Sends the checked values (through the route's action). */
  submit: (values: PublicMessageCreate) => Promise<SubmitResult<unknown>>;
  /** After the message was saved. */
  onSaved: () => void;
  onCancel: () => void;
}

// The checkbox cannot be wrong: a message about it would go to the toast.
const FIELDS = ['title', 'html', 'startsAt', 'endsAt'];

interface FormValues {
  title: string;
  html: string;
  published: boolean;
  startsAt: string;
  endsAt: string;
}

function initialValues(message?: PublicMessage): FormValues {
  return {
    title: message?.title ?? '',
    html: message?.html ?? '',
    published: message?.published ?? false,
    startsAt: toParisInput(message?.startsAt ?? null),
    endsAt: toParisInput(message?.endsAt ?? null),
  };
}

/**
 * A public message: optional title, rich text, published flag and display window (local date
 * and time, sent as ISO instants). Checked with the API's schema before it is sent.
 */
export function PublicMessageForm({ message, submit, onSaved, onCancel }: PublicMessageFormProps) {
  const id = useId();
  const [initial] = useState(() => initialValues(message));
  const [values, setValues] = useState(initial);
  const [baselineHtml, setBaselineHtml] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const dirty =
    values.title !== initial.title ||
    values.published !== initial.published ||
    values.startsAt !== initial.startsAt ||
    values.endsAt !== initial.endsAt ||
    (baselineHtml !== null && values.html !== baselineHtml);
  useEditLock(dirty);

  // The form appears after a click elsewhere on the page: take the reader to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const form = useSubmitForm({
    formId: id,
    fields: FIELDS,
    validate: () => {
      const checked = validateWith(publicMessageCreateSchema, {
        title: values.title,
        html: values.html,
        published: values.published,
        startsAt: fromParisInput(values.startsAt),
        endsAt: fromParisInput(values.endsAt),
      });
      return checked.ok
        ? { ok: true, body: { ...checked.body, title: checked.body.title ?? '' } }
        : checked;
    },
    submit,
    errorToast: t('toast.editError'),
    successToast: t('toast.editSuccess'),
    onSuccess: onSaved,
  });
  const { errors } = form;
  const submitting = form.busy;

  const label = message?.title || t('publicMessage.untitled');
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-6 rounded-sm border border-border p-6"
    >
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold">
        {message ? t('publicMessage.editTitle', { label }) : t('publicMessage.createTitle')}
      </h3>
      <form
        onSubmit={form.onSubmit}
        noValidate
        className="space-y-6"
        aria-busy={submitting || undefined}
      >
        <Field
          id={controlId(id, 'title')}
          label={t('publicMessage.titleLabel')}
          errors={errors.title}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              className={fieldInputClasses}
            />
          )}
        </Field>

        <RichTextField
          id={controlId(id, 'html')}
          label={t('publicMessage.bodyLabel')}
          errors={errors.html}
          initialHtml={initial.html}
          onChange={(html) => set('html', html)}
          onReady={(html) => {
            setBaselineHtml(html);
            set('html', html);
          }}
        />

        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input
              id={controlId(id, 'published')}
              type="checkbox"
              checked={values.published}
              aria-describedby={`${id}-published-hint`}
              onChange={(event) => set('published', event.target.checked)}
              className="size-5 accent-primary"
            />
            <label htmlFor={controlId(id, 'published')} className="font-medium">
              {t('publicMessage.published')}
            </label>
          </div>
          <p id={`${id}-published-hint`} className="text-sm text-muted">
            {t('publicMessage.publishedHint')}
          </p>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          {(['startsAt', 'endsAt'] as const).map((key) => (
            <Field
              key={key}
              id={controlId(id, key)}
              label={t(key === 'startsAt' ? 'publicMessage.startsAt' : 'publicMessage.endsAt')}
              errors={errors[key]}
            >
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  value={values[key]}
                  onChange={(event) => set(key, event.target.value)}
                  className={fieldInputClasses}
                />
              )}
            </Field>
          ))}
        </div>

        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={submitting}>
            {submitting ? t('contentAdmin.saving') : t('publicMessage.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {t('publicMessage.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
