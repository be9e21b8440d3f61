import {
  UPLOAD_TYPE_LABELS,
  t,
  uploadAccept,
  type StoredFileInfo,
  type UploadType,
} from '@passerelle/shared';
import { FileText, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';

import { AttachedItem, RemoveAttachedConfirm } from '~/components/attached-item';
import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { failureText, type ApiFailure } from '~/lib/api-client';
import { formatFileSize } from '~/lib/file-size';
import { useMutation } from '~/lib/use-mutation';

/*
 * One kind of files attached to a record (a session's invoice, an action's public documents…):
 * the files with their download links and a remove button with confirmation, and an upload
 * button. The owner stores the bytes (`…_files/multiple`) and attaches them in `onAdd`.
 */

export type { ApiFailure } from '~/lib/api-client';

/** A file as attached to its record. */
export interface AttachedFile {
  id: number;
  name: string;
  file: StoredFileInfo;
}

export interface AttachedFilesKindProps<T extends AttachedFile> {
  /** The kind's name, its heading ("Facture", "Documents publics"…). */
  label: string;
  /**
   * The heading's level: 4 under a documents section's kinds (the default), 2 when the files are
   * a section of the page themselves.
   */
  headingLevel?: 2 | 4;
  files: readonly T[];
  /** The upload types the kind accepts (the server checks them again on the bytes). */
  types: readonly UploadType[];
  /** Whether the viewer may add and remove files of this kind. */
  editable: boolean;
  /** What removing means, in the confirmation ("Le fichier ne sera plus rattaché à …"). */
  removeDescription: string;
  /** Stores and attaches the chosen files; the failure to show, or null when done. */
  onAdd: (files: File[]) => Promise<ApiFailure | null>;
  /** Detaches one file; the failure to show, or null when done. */
  onRemove: (file: T) => Promise<ApiFailure | null>;
}

/** The French message of a refused upload or attachment: the file named, else the API's text. */
function refusal(result: Pick<ApiFailure, 'fieldErrors' | 'error' | 'detail'>): string {
  const { files = [], fileIds = [], fileId = [] } = result.fieldErrors;
  const named = [...files, ...fileIds, ...fileId];
  return named.length > 0 ? named.join(' ') : failureText(result);
}

/** What `onAdd` and `onRemove` answer when done, as the mutation hook reads it. */
const DONE = { ok: true, data: undefined } as const;

export function AttachedFilesKind<T extends AttachedFile>({
  label,
  files,
  types,
  editable,
  removeDescription,
  onAdd,
  onRemove,
  headingLevel = 4,
}: AttachedFilesKindProps<T>) {
  const inputId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const { pending, run } = useMutation();
  const [removing, setRemoving] = useState<T | null>(null);
  const formats = types.map((type) => UPLOAD_TYPE_LABELS[type]).join(', ');

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    void run(async () => (await onAdd(chosen)) ?? DONE, {
      successToast: t('toast.importSuccess'),
      errorTitle: t('toast.importError'),
      errorText: refusal,
    });
  };

  const remove = (file: T) => {
    setRemoving(null);
    void run(async () => (await onRemove(file)) ?? DONE, {
      successToast: t('toast.deleteSuccess'),
      errorText: refusal,
    });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-2">
      <Heading
        id={`${inputId}-title`}
        className={headingLevel === 2 ? 'text-xl font-bold' : 'font-bold'}
      >
        {label}
      </Heading>
      {files.length === 0 ? (
        <p className="text-muted">{t('programmingSessions.documents.empty')}</p>
      ) : (
        <ul
          aria-label={t('programmingSessions.documents.kindFiles', { kind: label })}
          className="space-y-1"
        >
          {files.map((document) => (
            <AttachedItem
              key={document.id}
              icon={FileText}
              name={document.name}
              href={document.file.url}
              rel="noreferrer"
              detail={
                <span className="text-sm text-muted">({formatFileSize(document.file.size)})</span>
              }
              removeLabel={t('programmingSessions.documents.remove', { name: document.name })}
              onRemove={editable ? () => setRemoving(document) : undefined}
              pending={pending}
            />
          ))}
        </ul>
      )}
      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          {/* A real file input inside a label that looks like a button: keyboard and screen
              readers reach the input, its label names it. */}
          <label
            className={cn(
              buttonClasses('secondary', 'sm'),
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              pending && 'cursor-not-allowed opacity-60',
            )}
          >
            <Upload aria-hidden="true" />
            {t('programmingSessions.documents.add', { kind: label })}
            <input
              id={inputId}
              type="file"
              multiple
              disabled={pending}
              accept={uploadAccept(types)}
              onChange={upload}
              aria-describedby={`${inputId}-formats`}
              className="sr-only"
            />
          </label>
          <span id={`${inputId}-formats`} className="text-sm text-muted">
            {pending
              ? t('programmingSessions.documents.uploading')
              : t('programmingSessions.documents.formats', { formats })}
          </span>
        </div>
      ) : null}
      <RemoveAttachedConfirm
        item={removing}
        title={t('programmingSessions.documents.removeTitle', { name: removing?.name ?? '' })}
        description={removeDescription}
        confirmLabel={t('programmingSpeakers.removeConfirm')}
        onRemove={remove}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
