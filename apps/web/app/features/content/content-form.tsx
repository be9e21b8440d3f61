import {
  CONTENT_CODE_LABELS,
  CONTENT_PAGE_PATHS,
  contentUpdateSchema,
  formatDateTime,
  t,
  zodFieldErrors,
  type Content,
  type ContentUpdate,
} from '@passerelle/shared';
import { ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { useEditLock } from '~/lib/edit-lock';

import { LazyRichTextEditor } from './lazy-rich-text-editor';

export interface ContentFormProps {
  content: Content;
  submitting: boolean;
  /** Field errors of the last answer of the API. */
  serverErrors?: Record<string, string[]>;
  onSubmit: (values: ContentUpdate) => void;
  /** Puts the saved title and text back (the parent remounts the form). */
  onDiscard: () => void;
}

/**
 * The title and rich text of one content page. Checked with the API's own schema before it is
 * sent; while it differs from what is saved, the editing lock holds navigation back.
 */
export function ContentForm({
  content,
  submitting,
  serverErrors,
  onSubmit,
  onDiscard,
}: ContentFormProps) {
  const id = useId();
  const [title, setTitle] = useState(content.title);
  const [html, setHtml] = useState(content.html);
  // The saved text as the editor writes it, known once the editor is ready.
  const [baseline, setBaseline] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};

  const dirty = title !== content.title || (baseline !== null && html !== baseline);
  useEditLock(dirty);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = contentUpdateSchema.safeParse({ title, html });
    if (!parsed.success) {
      setClientErrors(zodFieldErrors(parsed.error));
      return;
    }
    setClientErrors(null);
    onSubmit(parsed.data);
  }

  const publicPath = CONTENT_PAGE_PATHS[content.code];
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={submitting || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-muted">
          {content.updatedAt
            ? t('contentAdmin.updatedAt', { date: formatDateTime(content.updatedAt) })
            : t('contentAdmin.neverUpdated')}
        </p>
        <Link
          to={publicPath}
          className={buttonClasses('ghost', 'sm')}
          aria-label={t('contentAdmin.viewPublicNamed', {
            label: CONTENT_CODE_LABELS[content.code],
          })}
        >
          <ExternalLink aria-hidden="true" />
          {t('contentAdmin.viewPublic')}
        </Link>
      </div>

      <Field id={`${id}-title`} label={t('contentAdmin.titleLabel')} errors={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className={fieldInputClasses}
          />
        )}
      </Field>

      <Field
        id={`${id}-html`}
        label={t('contentAdmin.bodyLabel')}
        labelAs="text"
        hint={t('contentAdmin.allowedFormatting')}
        errors={errors.html}
      >
        {(control) => (
          <LazyRichTextEditor
            id={control.id}
            labelledBy={`${control.id}-label`}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            initialHtml={content.html}
            onChange={setHtml}
            onReady={(ready) => {
              setBaseline(ready);
              setHtml(ready);
            }}
          />
        )}
      </Field>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('contentAdmin.saving') : t('contentAdmin.save')}
        </Button>
        <Button variant="secondary" onClick={onDiscard} disabled={!dirty || submitting}>
          {t('contentAdmin.discard')}
        </Button>
        {/* Present from the start, so that screen readers hear the change. */}
        <p role="status" className="text-warning">
          {dirty ? t('contentAdmin.unsaved') : null}
        </p>
      </div>
    </form>
  );
}
