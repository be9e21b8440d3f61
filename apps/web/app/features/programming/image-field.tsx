import { IMAGE_UPLOAD_TYPES, UPLOAD_MIME_TYPES, imageUrl, t } from '@passerelle/shared';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { Field } from '~/components/ui/field';
import { focusRing } from '~/components/ui/focus';
import { failureText } from '~/lib/api-client';

import { uploadActionImage } from './action-api';

const ACCEPT = IMAGE_UPLOAD_TYPES.map((type) => UPLOAD_MIME_TYPES[type]).join(',');
const PREVIEW_WIDTH = 320;

/** The image of a file id: the optimiser's version of a saved image (spec §7 `/_ipx`). */
export function ImagePreview({ fileId, label }: { fileId: number; label: string }) {
  return (
    <img
      src={imageUrl(fileId, { width: PREVIEW_WIDTH })}
      srcSet={`${imageUrl(fileId, { width: PREVIEW_WIDTH })} 1x, ${imageUrl(fileId, { width: PREVIEW_WIDTH * 2 })} 2x`}
      alt={t('programmingScreens.image.preview', { label })}
      width={PREVIEW_WIDTH}
      className="h-auto max-w-full rounded-sm border border-border"
    />
  );
}

export interface ImageFieldProps {
  id: string;
  label: string;
  fileId: number | null;
  onChange: (fileId: number | null) => void;
  errors?: readonly string[];
}

/**
 * An image of the action: upload (the server checks the format on the bytes), preview, removal.
 * A new upload is shown from the chosen file itself: the image optimiser serves an image only
 * once it is attached to the action (public), that is after saving.
 */
export function ImageField({ id, label, fileId, onChange, errors }: ImageFieldProps) {
  const [local, setLocal] = useState<{ fileId: number; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);

  // The browser keeps a chosen file's bytes while its object URL lives: free them.
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadErrors([]);
    const result = await uploadActionImage(file);
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
  return (
    <Field
      id={id}
      label={label}
      hint={t('programmingScreens.image.formats')}
      errors={shown.length > 0 ? shown : undefined}
    >
      {(control) => (
        <div className="space-y-3">
          {fileId === null ? (
            <p className="text-muted">{t('programmingScreens.image.none')}</p>
          ) : local?.fileId === fileId ? (
            <img
              src={local.url}
              alt={t('programmingScreens.image.preview', { label })}
              width={PREVIEW_WIDTH}
              className="h-auto max-w-full rounded-sm border border-border"
            />
          ) : (
            <ImagePreview fileId={fileId} label={label} />
          )}
          <div className="flex flex-wrap items-center gap-3">
            <input
              {...control}
              type="file"
              accept={ACCEPT}
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The same file chosen again must fire a change too.
                event.target.value = '';
                void choose(file);
              }}
              className={cn(
                'rounded-sm text-sm file:mr-3 file:cursor-pointer file:rounded-sm file:border',
                'file:border-primary file:bg-surface file:px-3 file:py-1 file:text-primary',
                focusRing,
              )}
            />
            {uploading ? (
              <span role="status" className="inline-flex items-center gap-2">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                {t('programmingScreens.image.uploading')}
              </span>
            ) : null}
            {fileId !== null ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(null)}
                aria-label={t('programmingScreens.image.removeLabel', { label })}
              >
                <Trash2 aria-hidden="true" />
                {t('programmingScreens.image.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
