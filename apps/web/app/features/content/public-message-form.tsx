import {
  fromParisInput,
  publicMessageCreateSchema,
  t,
  toParisInput,
  zodFieldErrors,
  type PublicMessage,
  type PublicMessageCreate,
} from '@passerelle/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { useEditLock } from '~/lib/edit-lock';

import { LazyRichTextEditor } from './lazy-rich-text-editor';

export interface PublicMessageFormProps {
  /** The message edited; absent for a new one. */
  message?: PublicMessage;
  submitting: boolean;
  serverErrors?: Record<string, string[]>;
  onSubmit: (values: PublicMessageCreate) => void;
  onCancel: () => void;
}

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
export function PublicMessageForm({
  message,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: PublicMessageFormProps) {
  const id = useId();
  const [initial] = useState(() => initialValues(message));
  const [values, setValues] = useState(initial);
  const [baselineHtml, setBaselineHtml] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = publicMessageCreateSchema.safeParse({
      title: values.title,
      html: values.html,
      published: values.published,
      startsAt: fromParisInput(values.startsAt),
      endsAt: fromParisInput(values.endsAt),
    });
    if (!parsed.success) {
      setClientErrors(zodFieldErrors(parsed.error));
      return;
    }
    setClientErrors(null);
    onSubmit({ ...parsed.data, title: parsed.data.title ?? '' });
  }

  const label = message?.title || t('publicMessage.untitled');
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-6 rounded-sm border border-border p-6"
    >
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold">
        {message ? t('publicMessage.editTitle', { label }) : t('publicMessage.createTitle')}
      </h3>
      <form onSubmit={submit} noValidate className="space-y-6" aria-busy={submitting || undefined}>
        <Field id={`${id}-title`} label={t('publicMessage.titleLabel')} errors={errors.title}>
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

        <Field
          id={`${id}-html`}
          label={t('publicMessage.bodyLabel')}
          labelAs="text"
          errors={errors.html}
        >
          {(control) => (
            <LazyRichTextEditor
              id={control.id}
              labelledBy={`${control.id}-label`}
              describedBy={control['aria-describedby']}
              invalid={control['aria-invalid']}
              initialHtml={initial.html}
              onChange={(html) => set('html', html)}
              onReady={(html) => {
                setBaselineHtml(html);
                set('html', html);
              }}
            />
          )}
        </Field>

        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input
              id={`${id}-published`}
              type="checkbox"
              checked={values.published}
              aria-describedby={`${id}-published-hint`}
              onChange={(event) => set('published', event.target.checked)}
              className="size-5 accent-primary"
            />
            <label htmlFor={`${id}-published`} className="font-medium">
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
              id={`${id}-${key}`}
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
