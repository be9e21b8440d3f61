import { t, type CaptchaPayload } from '@passerelle/shared';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { solveCaptcha } from './captcha-solver';

type CaptchaState = 'idle' | 'verifying' | 'verified' | 'failed';

export interface CaptchaFieldProps {
  id: string;
  /** Called with the solved challenge, or null when the check is undone or fails. */
  onChange: (payload: CaptchaPayload | null) => void;
  errors?: readonly string[];
}

/**
 * "Je ne suis pas un robot": a real checkbox (keyboard, screen readers) that, once ticked, fetches
 * a challenge and lets the browser solve it. The state is announced in a live region. The form
 * gives it a new `key` to untick it (after a send, or when the server refused the answer).
 */
export function CaptchaField({ id, onChange, errors }: CaptchaFieldProps) {
  const [state, setState] = useState<CaptchaState>('idle');
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function verify() {
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    setState('verifying');
    // The call and the schema come on demand (contact-api.ts, contact-validation.ts).
    const fetched = await import('./contact-api')
      .then(({ fetchCaptchaChallenge }) => fetchCaptchaChallenge(controller.signal))
      .catch(() => null);
    const challenge = fetched?.ok
      ? await import('./contact-validation')
          .then(({ parseCaptchaChallenge }) => parseCaptchaChallenge(fetched.data))
          .catch(() => null)
      : null;
    const payload = challenge
      ? await solveCaptcha(challenge, controller.signal).catch(() => null)
      : null;
    if (controller.signal.aborted) return;
    running.current = null;
    setState(payload ? 'verified' : 'failed');
    onChange(payload);
  }

  function toggle(checked: boolean) {
    if (checked) {
      void verify();
      return;
    }
    running.current?.abort();
    running.current = null;
    setState('idle');
    onChange(null);
  }

  const invalid = !!errors?.length && state !== 'verified';
  const describedBy = [`${id}-hint`, `${id}-status`, invalid ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-col gap-1 rounded-sm border border-border-strong bg-surface-alt p-4">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={state === 'verifying' || state === 'verified'}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-busy={state === 'verifying' || undefined}
          onChange={(event) => toggle(event.target.checked)}
          className="size-6 accent-primary"
        />
        <label htmlFor={id} className="font-medium">
          {t('captcha.label')}{' '}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('captcha.hint')}
      </p>
      <p id={`${id}-status`} role="status" className="flex items-center gap-1 text-sm">
        {state === 'verifying' ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('captcha.verifying')}
          </>
        ) : null}
        {state === 'verified' ? (
          <>
            <CircleCheck aria-hidden="true" className="size-4 text-success" />
            {t('captcha.verified')}
          </>
        ) : null}
        {state === 'failed' ? t('captcha.failed') : null}
      </p>
      {invalid ? (
        <p id={`${id}-error`} className="flex items-start gap-1 text-danger">
          <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
