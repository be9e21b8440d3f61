import {
  IMAGE_UPLOAD_TYPES,
  imageUrl,
  t,
  uploadAccept,
  type StoredFileInfo,
  type UploadType,
} from '@passerelle/shared';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { Field, fileInputClasses, onFileChosen } from '~/components/ui/field';
import { failureText, type ApiResult } from '~/lib/api-client';

const PREVIEW_WIDTH = 320;
const previewClasses = 'h-auto max-w-full rounded-sm border border-border';

/** The image of a file id: the optimiser's version of a saved public image (spec §7 `/_ipx`). */
export function ImagePreview({ fileId, label }: { fileId: number; label: string }) {
  return (
    <img
      src={imageUrl(fileId, { width: PREVIEW_WIDTH })}
      srcSet={`${imageUrl(fileId, { width: PREVIEW_WIDTH })} 1x, ${imageUrl(fileId, { width: PREVIEW_WIDTH * 2 })} 2x`}
      alt={t('imageField.preview', { label })}
      width={PREVIEW_WIDTH}
      className={previewClasses}
    />
  );
}

/** A saved image shown from its file itself: for images that are not public (a stamp). */
function StoredImagePreview({ fileId, label }: { fileId: number; label: string }) {
  return (
    <img
      src={`/api/files/${fileId}`}
      alt={t('imageField.preview', { label })}
      className={cn(previewClasses, 'max-h-40 w-auto bg-surface object-contain')}
    />
  );
}

export interface ImageFieldProps {
  id: string;
  label: string;
  fileId: number | null;
  onChange: (fileId: number | null) => void;
  errors?: readonly string[];
  /** The formats and limits, under the label. */
  hint: string;
  /** Stores the chosen file (the server checks its format on the bytes). */
  upload: (file: File) => Promise<ApiResult<StoredFileInfo[]>>;
  /** The accepted types (default: every image type). */
  types?: readonly UploadType[];
  /** A check before the upload: the French refusal that spares a request bound to fail. */
  check?: (file: File) => Promise<string | null>;
  /**
   * How a saved image is shown: resized by the image optimiser, which serves public images
   * only (default), or as stored, for an image its viewer may read but the public may not.
   */
  preview?: 'optimised' | 'stored';
}

/**
 * An image field: upload (at once, on choosing the file), preview, removal; the form saves the
 * file's id. A new upload is shown from the chosen file itself: the server serves an image
 * through its owner only once saved. A refused upload says why and keeps the previous image.
 * The native file input keeps the field operable with the keyboard.
 */
export function ImageField({
  id,
  label,
  fileId,
  onChange,
  errors,
  hint,
  upload,
  types = IMAGE_UPLOAD_TYPES,
  check,
  preview = 'optimised',
}: ImageFieldProps) {
  const [local, setLocal] = useState<{ fileId: number; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);

  // The browser keeps a chosen file's bytes while its object URL lives: free them.
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadErrors([]);
    setUploading(true);
    const refusal = check ? await check(file) : null;
    if (refusal !== null) {
      setUploading(false);
      setUploadErrors([refusal]);
      return;
    }
    const result = await upload(file);
    setUploading(false);
    if (!result.ok) {
      if (result.unauthorized) return;
      setUploadErrors(result.fieldErrors.files ?? [failureText(result)]);
      return;
    }
    const stored = result.data[0];
    if (!stored) return;
    setLocal({ fileId: stored.id, url: URL.createObjectURL(file) });
    onChange(stored.id);
  };

  const shown = [...(errors ?? []), ...uploadErrors];
  const Saved = preview === 'stored' ? StoredImagePreview : ImagePreview;
  return (
    <Field id={id} label={label} hint={hint} errors={shown.length > 0 ? shown : undefined}>
      {(control) => (
        <div className="space-y-3">
          {fileId === null ? (
            <p className="text-muted">{t('imageField.none')}</p>
          ) : local?.fileId === fileId ? (
            <img
              src={local.url}
              alt={t('imageField.preview', { label })}
              width={preview === 'stored' ? undefined : PREVIEW_WIDTH}
              className={cn(previewClasses, preview === 'stored' && 'max-h-40 w-auto')}
            />
          ) : (
            <Saved fileId={fileId} label={label} />
          )}
          <div className="flex flex-wrap items-center gap-3">
            <input
              {...control}
              type="file"
              accept={uploadAccept(types)}
              disabled={uploading}
              onChange={onFileChosen(choose)}
              className={fileInputClasses}
            />
            {uploading ? (
              <span role="status" className="inline-flex items-center gap-2">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                {t('imageField.uploading')}
              </span>
            ) : null}
            {fileId !== null ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setUploadErrors([]);
                  onChange(null);
                }}
                aria-label={t('imageField.removeLabel', { label })}
              >
                <Trash2 aria-hidden="true" />
                {t('imageField.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
