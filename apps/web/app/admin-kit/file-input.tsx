import {
  fileAccept,
  fileFormatMessage,
  fileFormats,
  t,
  uploadAccept,
  uploadTypeOfFileName,
  uploadTypeOfMime,
  type FieldDefinition,
} from '@passerelle/shared';
import { FileText, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { fileInputClasses, onFileChosen } from '~/components/ui/field';
import { focusRing } from '~/components/ui/focus';
import { formatFileSize } from '~/lib/file-size';

import { isFileValue, type InputValue } from './field-value';
import { uploadFile } from './resource-api';

/** The formats hint of a file field: 'Formats acceptés : Document PDF'. */
export function fileHint(field: FieldDefinition): string {
  return t('adminFile.formats', { formats: fileFormats(field) });
}

/**
 * The upload type the browser tells for a chosen file, when it tells one. The server reads the
 * type from the bytes; this only spares an upload that is bound to be refused.
 */
function claimedType(file: File) {
  return uploadTypeOfMime(file.type) ?? uploadTypeOfFileName(file.name);
}

export interface FileInputProps {
  /** Id of the `<input type="file">` (the field's label points at it). */
  id: string;
  field: FieldDefinition;
  /** The file's description, or '' when the field holds none. */
  value: InputValue;
  onChange: (value: InputValue) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A `file` field of the admin-kit: the current file as a download link with its name and size,
 * a file chooser that uploads at once through the field's endpoint (`uploadPath`, narrowed to the
 * accepted types), and a button to remove it. The form saves the file's id; a refused upload
 * shows the server's message and keeps the previous file.
 */
export function FileInput({ id, field, value, onChange, invalid, describedBy }: FileInputProps) {
  const file = isFileValue(value) ? value : null;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const accept = fileAccept(field);
  const errorId = `${id}-upload-error`;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setUploadError(null);
    setUploaded(null);
    const type = claimedType(chosen);
    if (type !== null && !accept.includes(type)) {
      setUploadError(`${chosen.name} : ${fileFormatMessage(field)}`);
      return;
    }
    setUploading(true);
    const result = await uploadFile(field.uploadPath ?? '', chosen, accept);
    setUploading(false);
    if (!result.ok) {
      if (result.unauthorized) return;
      setUploadError(result.fieldErrors.files?.join(' ') || result.error);
      return;
    }
    const stored = result.data[0];
    if (!stored) return;
    setUploaded(stored.name);
    onChange(stored);
  };

  const remove = () => {
    setUploaded(null);
    setUploadError(null);
    onChange('');
  };

  return (
    <div className="space-y-2">
      {file ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
          <a
            href={file.url}
            target="_blank"
            rel="noopener"
            className={cn('break-all text-primary underline', focusRing)}
          >
            {file.name} <span className="sr-only">{t('adminFile.newTab')}</span>
          </a>
          <span className="text-sm text-muted">{formatFileSize(file.size)}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={remove}
            aria-label={t('adminFile.removeLabel', { label: field.label })}
          >
            <Trash2 aria-hidden="true" />
            {t('adminFile.remove')}
          </Button>
        </p>
      ) : (
        <p className="text-muted">{t('adminFile.none')}</p>
      )}
      <input
        id={id}
        name={field.key}
        type="file"
        accept={uploadAccept(accept)}
        disabled={uploading}
        aria-invalid={invalid || !!uploadError || undefined}
        aria-describedby={
          [describedBy, uploadError && errorId].filter(Boolean).join(' ') || undefined
        }
        onChange={onFileChosen(choose)}
        className={cn('block max-w-full', fileInputClasses)}
      />
      <div aria-live="polite">
        {uploading ? (
          <p className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('adminFile.uploading')}
          </p>
        ) : uploadError ? (
          <p id={errorId} className="text-danger">
            {uploadError}
          </p>
        ) : uploaded ? (
          <p className="text-sm">{t('adminFile.uploaded', { name: uploaded })}</p>
        ) : null}
      </div>
    </div>
  );
}
