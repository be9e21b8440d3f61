import {
  DOCUMENT_TEMPLATE_MAX_BYTES,
  DOCX_EXTENSION,
  DOCX_MIME_TYPE,
  formatDateTime,
  t,
  type DocumentTemplateDto,
} from '@passerelle/shared';
import { CircleAlert, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { useRevalidator } from 'react-router';

import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { controlId } from '~/components/ui/form-controls';
import { useSubmitForm, type Validation } from '~/lib/use-submit-form';

import { DocumentTemplateTags } from './document-template-tags';
import { importDocumentTemplate } from './templates-api';

const MAX_MB = DOCUMENT_TEMPLATE_MAX_BYTES / 1024 / 1024;
const FIELDS = ['file'];

/** The browser's first check of a chosen file (the server checks the content again). */
export function docxFileError(file: File | null | undefined): string | null {
  if (!file) return t('validation.required');
  if (!file.name.toLowerCase().endsWith(DOCX_EXTENSION)) {
    return t('validation.fileFormat', { format: 'DOCX' });
  }
  if (file.size > DOCUMENT_TEMPLATE_MAX_BYTES) return t('error.api.payloadTooLarge');
  return null;
}

/** The generated documents' templates, each with its import date and a DOCX import form. */
export function DocumentTemplatesSection({
  templates,
}: {
  templates: readonly DocumentTemplateDto[];
}) {
  return (
    <ul className="divide-y divide-border border-y border-border">
      {templates.map((template) => (
        <li key={template.id} className="py-4">
          <DocumentTemplateRow template={template} />
        </li>
      ))}
    </ul>
  );
}

function DocumentTemplateRow({ template }: { template: DocumentTemplateDto }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const form = useSubmitForm({
    formId: id,
    fields: FIELDS,
    soleField: 'file',
    validate: (): Validation<File> => {
      const file = input.current?.files?.[0];
      const problem = docxFileError(file);
      return file && !problem
        ? { ok: true, body: file }
        : { ok: false, errors: { file: [problem ?? t('validation.required')] } };
    },
    submit: (file) => importDocumentTemplate(template.id, file),
    successToast: t('toast.importSuccess'),
    onSuccess: () => {
      if (input.current) input.current.value = '';
      void revalidator.revalidate();
    },
  });
  const error = form.errors.file?.join(' ');

  const errorId = `${id}-error`;
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] md:items-start">
      <div>
        <h3 className="font-bold">{template.name}</h3>
        <p className="text-muted">
          {template.importedAt
            ? t('mailAdmin.importedOn', { date: formatDateTime(template.importedAt) })
            : t('mailAdmin.notImported')}
        </p>
        <DocumentTemplateTags code={template.code} name={template.name} />
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit}
        aria-busy={form.busy}
        className="flex flex-col gap-1"
      >
        <label htmlFor={controlId(id, 'file')} className="font-medium">
          {t('mailAdmin.importFile', { name: template.name })}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={controlId(id, 'file')}
            name="file"
            type="file"
            accept={`${DOCX_EXTENSION},${DOCX_MIME_TYPE}`}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, error && errorId].filter(Boolean).join(' ')}
            onChange={form.reset}
            className={cn(
              'min-w-0 flex-1 rounded-sm border border-border-strong bg-surface p-1',
              'aria-invalid:border-2 aria-invalid:border-danger',
              focusRing,
            )}
          />
          <Button type="submit" variant="secondary" disabled={form.busy}>
            <Upload aria-hidden="true" />
            {form.busy ? t('mailAdmin.importing') : t('mailAdmin.import')}
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t('mailAdmin.importHint', { max: MAX_MB })}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="flex items-start gap-1 text-danger">
            <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
