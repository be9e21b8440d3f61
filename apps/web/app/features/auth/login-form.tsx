import { REDIRECT_PARAM, SSO_START_PATH, t } from '@passerelle/shared';
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

import type { LoginFieldErrors } from './login-api';

export interface LoginFormResult {
  /** Message of the spec §8 catalogue, as the API returned it. */
  error?: string;
  fieldErrors?: LoginFieldErrors;
  /** Changes on every answer, so the same message is announced and focused again. */
  attempt?: number;
}

export interface LoginFormProps {
  result?: LoginFormResult;
  redirect: string | null;
  popup: boolean;
  /** The single sign-on provider's name when it is on: a "Se connecter avec …" button. */
  ssoLabel?: string | null;
}

/** Where the single sign-on button goes: the server's redirection to the provider. */
export function ssoStartHref(redirect: string | null): string {
  return redirect
    ? `${SSO_START_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: redirect }).toString()}`
    : SSO_START_PATH;
}

export const FORGOT_PASSWORD_PATH = '/forgot-password';

const inputClasses =
  'mt-1 block w-full rounded-t-sm border-0 border-b-2 border-ink bg-surface-alt px-3 py-2 text-ink ' +
  'aria-invalid:border-danger';

export function LoginForm({ result, redirect, popup, ssoLabel }: LoginFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login');
  const alertRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // The error is announced (role="alert") and receives focus so keyboard users land on it.
  useEffect(() => {
    if (result?.error) alertRef.current?.focus();
  }, [result?.error, result?.attempt]);

  const fieldError = (name: keyof LoginFieldErrors) => result?.fieldErrors?.[name];

  return (
    <Form method="post" noValidate className="space-y-5">
      {result?.error ? (
        <div ref={alertRef} tabIndex={-1} className={cn('rounded-sm', focusRing)}>
          <Alert tone="error">{result.error}</Alert>
        </div>
      ) : null}
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      {popup ? <input type="hidden" name="popup" value="1" /> : null}
      <Field
        id={`${id}-username`}
        name="username"
        label={t('login.username')}
        error={fieldError('username')}
        autoComplete="username"
      />
      <Field
        id={`${id}-password`}
        name="password"
        type="password"
        label={t('login.password')}
        error={fieldError('password')}
        autoComplete="current-password"
      />
      <p>
        <Link to={FORGOT_PASSWORD_PATH} className={cn('text-sm text-primary underline', focusRing)}>
          {t('login.forgotPassword')}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      {ssoLabel && !popup ? (
        <>
          <p className="text-center text-muted">{t('login.sso.or')}</p>
          {/* A document navigation: the server redirects the browser to the provider. */}
          <a href={ssoStartHref(redirect)} className={buttonClasses('secondary', 'md', 'w-full')}>
            {t('login.sso.button', { label: ssoLabel })}
          </a>
        </>
      ) : null}
    </Form>
  );
}

function Field(props: {
  id: string;
  name: string;
  label: string;
  type?: string;
  error?: string;
  autoComplete: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div>
      <label htmlFor={props.id} className="block font-medium text-ink">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        required
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={cn(inputClasses, focusRing)}
      />
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
