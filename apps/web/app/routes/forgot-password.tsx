import '~/lib/messages/login';
import { t } from '@passerelle/shared';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ForgotPasswordForm } from '~/features/auth/password-reset-forms';
import { loadSsoLabel } from '~/features/auth/sso-config';
import { pageMeta } from '~/lib/page-title';

/* "Mot de passe oublié ?" of the login screen (spec §2, decision 029). */

export const meta: MetaFunction = ({ location }) =>
  pageMeta('Mot de passe oublié', location.pathname);

/** Whether single sign-on is on: its accounts' passwords are the provider's. */
export function loader(args: LoaderFunctionArgs) {
  return loadSsoLabel(args);
}

export default function ForgotPasswordPage() {
  const { ssoLabel } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4 rounded-sm border border-border bg-surface p-6 shadow-sm md:p-10">
      <h1 className="text-3xl font-bold">Mot de passe oublié</h1>
      <p className="text-muted">
        Indiquez l’identifiant ou l’adresse e-mail de votre compte Passerelle : vous recevrez un
        lien pour choisir un nouveau mot de passe.
      </p>
      {ssoLabel ? <p>{t('passwordReset.ssoNote', { label: ssoLabel })}</p> : null}
      <ForgotPasswordForm />
    </div>
  );
}
