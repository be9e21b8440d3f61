import '~/lib/messages/login';
import type { MetaFunction } from 'react-router';

import type { Route } from './+types/reset-password';
import { resetLinkUsable } from '~/features/auth/password-reset-api';
import { InvalidResetLink, ResetPasswordForm } from '~/features/auth/password-reset-forms';
import { serverApi } from '~/lib/api-client-loader';
import { pageMeta } from '~/lib/page-title';

/*
 * The page of a password reset link, `/reset-password?token=…` (decision 029), and of the
 * invitation of a new account, `…&welcome=1` (decision 062): the same link, other words.
 */

const TITLE = 'Nouveau mot de passe';
const WELCOME_TITLE = 'Choisissez votre mot de passe';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(
    new URLSearchParams(location.search).has('welcome') ? WELCOME_TITLE : TITLE,
    location.pathname,
  );

export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const token = params.get('token') ?? '';
  const welcome = params.has('welcome');
  return { token, welcome, usable: await resetLinkUsable(serverApi(args), token) };
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const { token, usable, welcome } = loaderData;
  return (
    <div className="space-y-4 rounded-sm border border-border bg-surface p-6 shadow-sm md:p-10">
      <h1 className="text-3xl font-bold">{welcome ? WELCOME_TITLE : TITLE}</h1>
      {usable ? (
        <>
          <p className="text-muted">
            {welcome
              ? 'Bienvenue sur Passerelle. Choisissez le mot de passe de votre compte et saisissez-le deux fois.'
              : 'Choisissez le nouveau mot de passe de votre compte et saisissez-le deux fois.'}
          </p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <InvalidResetLink />
      )}
    </div>
  );
}
