import '~/lib/messages/login';
import type { MetaFunction } from 'react-router';

import type { Route } from './+types/reset-password';
import { resetLinkUsable } from '~/features/auth/password-reset-api';
import { InvalidResetLink, ResetPasswordForm } from '~/features/auth/password-reset-forms';
import { serverApi } from '~/lib/api-client-loader';
import { pageMeta } from '~/lib/page-title';

/* The page of a password reset link, `/reset-password?token=…` (decision 029). */

export const meta: MetaFunction = ({ location }) =>
  pageMeta('Nouveau mot de passe', location.pathname);

export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  return { token, usable: await resetLinkUsable(serverApi(args), token) };
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const { token, usable } = loaderData;
  return (
    <div className="space-y-4 rounded-sm border border-border bg-surface p-6 shadow-sm md:p-10">
      <h1 className="text-3xl font-bold">Nouveau mot de passe</h1>
      {usable ? (
        <>
          <p className="text-muted">
            Choisissez le nouveau mot de passe de votre compte et saisissez-le deux fois.
          </p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <InvalidResetLink />
      )}
    </div>
  );
}
