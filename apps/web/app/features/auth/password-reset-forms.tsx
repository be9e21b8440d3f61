import {
  PASSWORD_MIN_LENGTH,
  passwordResetBodySchema,
  passwordResetRequestSchema,
  t,
} from '@passerelle/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { SubmitForm } from '~/components/submit-form';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { focusRing } from '~/components/ui/focus';
import { controlId, TextField } from '~/components/ui/form-controls';
import { clearSession } from '~/lib/session';
import { useSubmitForm, validateWith, type FormFieldErrors } from '~/lib/use-submit-form';

import { FORGOT_PASSWORD_PATH } from './login-form';
import { requestPasswordReset, resetPassword } from './password-reset-api';

/*
 * "Mot de passe oublié" (decision 029): ask for a link by username or e-mail, then choose the new
 * password from the link. The answers come from the API (the same whether the account exists).
 */

const linkClasses = `text-primary underline ${focusRing}`;

/** What ties a text field to its value and to the form's messages (a change drops its message). */
function bindField(
  form: { errors: FormFieldErrors; clear: (name: string) => void },
  formId: string,
  name: string,
  value: string,
  set: (value: string) => void,
) {
  return {
    id: controlId(formId, name),
    value,
    onChange: (next: string) => {
      set(next);
      form.clear(name);
    },
    errors: form.errors[name],
  };
}

/** An outcome that replaces the form: announced, and given the focus. */
function Outcome({
  tone,
  message,
  children,
}: {
  tone: 'success' | 'error';
  message: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={`space-y-4 rounded-sm ${focusRing}`}>
      <Alert tone={tone} role={tone === 'success' ? 'status' : undefined}>
        {message}
      </Alert>
      <p>{children}</p>
    </div>
  );
}

/** The link back to the login page. */
function BackToLogin({ label = t('passwordReset.backToLogin') }: { label?: string }) {
  return (
    <Link to="/login" className={linkClasses}>
      {label}
    </Link>
  );
}

export function ForgotPasswordForm() {
  const formId = 'forgot-password';
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const form = useSubmitForm({
    formId,
    fields: ['login'],
    validate: () => validateWith(passwordResetRequestSchema, { login }),
    submit: requestPasswordReset,
    onSuccess: (answer) => setSent(answer.message),
  });

  if (sent) {
    return (
      <Outcome tone="success" message={sent}>
        <BackToLogin />
      </Outcome>
    );
  }
  return (
    <SubmitForm form={form} aria-busy={form.busy || undefined} className="space-y-5">
      <TextField
        {...bindField(form, formId, 'login', login, setLogin)}
        label={t('passwordReset.login')}
        autoComplete="username"
        required
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={form.busy}>
          {t('passwordReset.sendLink')}
        </Button>
        <BackToLogin />
      </div>
    </SubmitForm>
  );
}

/** An unknown, expired or used link: say so, and offer a new one. */
export function InvalidResetLink() {
  return (
    <Outcome tone="error" message={t('passwordReset.invalidToken')}>
      <Link to={FORGOT_PASSWORD_PATH} className={linkClasses}>
        {t('passwordReset.newLink')}
      </Link>
    </Outcome>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const formId = 'reset-password';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [linkSpent, setLinkSpent] = useState(false);
  const form = useSubmitForm({
    formId,
    fields: ['password', 'confirmation'],
    validate: () => validateWith(passwordResetBodySchema, { token, password, confirmation }),
    submit: resetPassword,
    onSuccess: (answer) => {
      // Every session of the user was revoked: this browser's one too.
      clearSession();
      setDone(answer.message);
    },
    onFailure: (failure) => setLinkSpent(failure.code === 'RESET_TOKEN_INVALID'),
  });

  if (done) {
    return (
      <Outcome tone="success" message={done}>
        <BackToLogin label={t('passwordReset.signIn')} />
      </Outcome>
    );
  }
  if (linkSpent) return <InvalidResetLink />;
  return (
    <SubmitForm form={form} aria-busy={form.busy || undefined} className="space-y-5">
      <TextField
        {...bindField(form, formId, 'password', password, setPassword)}
        type="password"
        label={t('passwordReset.newPassword')}
        hint={t('passwordReset.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
      />
      <TextField
        {...bindField(form, formId, 'confirmation', confirmation, setConfirmation)}
        type="password"
        label={t('passwordReset.confirmation')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" disabled={form.busy}>
        {t('passwordReset.save')}
      </Button>
    </SubmitForm>
  );
}
