import {
  CONTENT_CODE_LABELS,
  CONTENT_PAGE_PATHS,
  contentUpdateSchema,
  formatDateTime,
  t,
  type Content,
  type ContentUpdate,
} from '@passerelle/shared';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { controlId } from '~/components/ui/form-controls';
import { useEditLock } from '~/lib/edit-lock';
import { useSubmitForm, validateWith, type SubmitResult } from '~/lib/use-submit-form';

import { RichTextField } from './lazy-rich-text-editor';

const FIELDS = ['title', 'html'];

export interface ContentFormProps {
  content: Content;
  /** Sends the checked values (through the route's action). */
  submit: (values: ContentUpdate) => Promise<SubmitResult<unknown>>;
  /** Puts the saved title and text back (the parent remounts the form). */
  onDiscard: () => void;
}

/**
 * The title and rich text of one content page. Checked with the API's own schema before it is
 * sent; while it differs from what is saved, the editing lock holds navigation back.
 */
export function ContentForm({ content, submit, onDiscard }: ContentFormProps) {
  const id = useId();
  const [title, setTitle] = useState(content.title);
  const [html, setHtml] = useState(content.html);
  // The saved text as the editor writes it, known once the editor is ready.
  const [baseline, setBaseline] = useState<string | null>(null);

  const dirty = title !== content.title || (baseline !== null && html !== baseline);
  useEditLock(dirty);

  const form = useSubmitForm({
    formId: id,
    fields: FIELDS,
    validate: () => validateWith(contentUpdateSchema, { title, html }),
    submit,
    errorToast: t('toast.editError'),
    // The router then reloads the page, whose new date restarts this form from what was stored.
    successToast: t('toast.editSuccess'),
  });
  const { errors } = form;
  const submitting = form.busy;

  const publicPath = CONTENT_PAGE_PATHS[content.code];
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-6"
      aria-busy={submitting || undefined}
    >
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

      <Field id={controlId(id, 'title')} label={t('contentAdmin.titleLabel')} errors={errors.title}>
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

      <RichTextField
        id={controlId(id, 'html')}
        label={t('contentAdmin.bodyLabel')}
        hint={
          content.code === 'accessibility'
            ? `${t('contentAdmin.accessibilityPart')} ${t('contentAdmin.allowedFormatting')}`
            : t('contentAdmin.allowedFormatting')
        }
        errors={errors.html}
        initialHtml={content.html}
        onChange={setHtml}
        onReady={(ready) => {
          setBaseline(ready);
          setHtml(ready);
        }}
      />

      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
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
