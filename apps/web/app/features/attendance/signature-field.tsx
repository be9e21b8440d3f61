import { t } from '@passerelle/shared';
import type SignaturePad from 'signature_pad';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { SubmitForm } from '~/components/submit-form';
import { Button } from '~/components/ui/button';
import { CheckboxField, TextField, controlId } from '~/components/ui/form-controls';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/*
 * A signature, drawn with `signature_pad` (finger, stylus or mouse) or, as its accessible
 * alternative, the trainee's own name typed with a box ticked to certify the attendance (the
 * server checks the name is the trainee's: decision 038). The drawing gives a PNG data URL, what
 * the API takes as `image`.
 */

/** What the field holds, as the API's body takes it. */
export interface SignatureValue {
  image?: string;
  typedName?: string;
  certified?: boolean;
}

export interface SignatureFieldProps {
  formId: string;
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  errors: {
    image?: readonly string[];
    typedName?: readonly string[];
    certified?: readonly string[];
  };
  /** Clears the message of a corrected field. */
  onClear: (name: 'image' | 'typedName' | 'certified') => void;
}

/** Device pixels per CSS pixel of the canvas: sharp on a phone, and never beyond the API's size. */
const MAX_RATIO = 2;

export function SignatureField({ formId, value, onChange, errors, onClear }: SignatureFieldProps) {
  const typing = value.typedName !== undefined;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [ready, setReady] = useState(false);
  // The latest callbacks, for the pad's listener created once.
  const latest = useRef({ onChange, onClear });
  useEffect(() => {
    latest.current = { onChange, onClear };
  });

  useEffect(() => {
    if (typing) return;
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    // Loaded in the browser only: the pad draws on a canvas.
    void import('signature_pad').then(({ default: Pad }) => {
      // No 2D context (a browser without canvas): the typed name remains.
      const context = cancelled ? null : canvas.getContext('2d');
      if (!context) return;
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO);
      canvas.width = Math.round(canvas.offsetWidth * ratio);
      canvas.height = Math.round(canvas.offsetHeight * ratio);
      context.scale(ratio, ratio);
      const pad = new Pad(canvas, { penColor: 'rgb(17, 24, 39)', minWidth: 1, maxWidth: 3 });
      pad.addEventListener('endStroke', () => {
        latest.current.onClear('image');
        latest.current.onChange(pad.isEmpty() ? {} : { image: pad.toDataURL('image/png') });
      });
      padRef.current = pad;
      setReady(true);
    });
    return () => {
      cancelled = true;
      padRef.current?.off();
      padRef.current = null;
      setReady(false);
    };
  }, [typing]);

  const padId = controlId(formId, 'image');
  const hintId = `${padId}-hint`;
  const errorId = `${padId}-error`;
  const imageErrors = errors.image ?? [];

  return (
    <div className="space-y-4">
      {/* Before what it shows: ticked with the keyboard, the name's fields come next in the tab
          order, not above the box (decision 080). */}
      <CheckboxField
        id={controlId(formId, 'typeInstead')}
        label={t('attendance.pad.typeInstead')}
        checked={typing}
        onChange={(checked) => {
          onClear('image');
          onChange(checked ? { typedName: '', certified: false } : {});
        }}
      />
      {typing ? (
        <div className="space-y-4">
          <TextField
            id={controlId(formId, 'typedName')}
            label={t('attendance.pad.typedName')}
            value={value.typedName ?? ''}
            required
            autoComplete="name"
            errors={errors.typedName}
            onChange={(typedName) => {
              onClear('typedName');
              onChange({ ...value, typedName });
            }}
          />
          <CheckboxField
            id={controlId(formId, 'certified')}
            label={t('attendance.pad.certify')}
            checked={value.certified === true}
            errors={errors.certified}
            onChange={(certified) => {
              onClear('certified');
              onChange({ ...value, certified });
            }}
          />
        </div>
      ) : (
        <div className="space-y-2">
          <p id={`${padId}-label`} className="font-medium">
            {t('attendance.pad.label')}
          </p>
          <p id={hintId} className="text-sm text-muted">
            {t('attendance.pad.hint')}
          </p>
          <canvas
            ref={canvasRef}
            id={padId}
            // Focusable by the form's error focus, not a Tab stop: drawing is the pointer's, the
            // keyboard's way is the typed name below.
            tabIndex={-1}
            role="img"
            aria-label={t('attendance.pad.canvas')}
            aria-describedby={[hintId, imageErrors.length > 0 ? errorId : null]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={imageErrors.length > 0 ? true : undefined}
            data-ready={ready ? 'true' : undefined}
            className={cn(
              'h-44 w-full max-w-xl touch-none rounded-sm border-2 border-border-strong bg-white',
              imageErrors.length > 0 && 'border-danger',
              focusRing,
            )}
          />
          {imageErrors.length > 0 ? (
            <p id={errorId} className="text-danger">
              {imageErrors.join(' ')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              padRef.current?.clear();
              onChange({});
            }}
          >
            {t('attendance.pad.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}

export interface SignatureFormProps extends Pick<
  SignatureFieldProps,
  'formId' | 'value' | 'onChange'
> {
  /** The state of `useSubmitForm` sending the signature. */
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    busy: boolean;
    formError: string | null | undefined;
    errors: SignatureFieldProps['errors'];
    clear: SignatureFieldProps['onClear'];
  };
  /** What follows the field: a hint, the buttons. */
  children: ReactNode;
}

/** The signing form: its error, the signature field, then `children`. */
export function SignatureForm({ formId, value, onChange, form, children }: SignatureFormProps) {
  return (
    <SubmitForm id={formId} form={form} className="space-y-4">
      <SignatureField
        formId={formId}
        value={value}
        onChange={onChange}
        errors={form.errors}
        onClear={form.clear}
      />
      {children}
    </SubmitForm>
  );
}
