import { Link, type MetaFunction } from 'react-router';

import { focusRing } from '~/components/ui/focus';
import { pageTitle } from '~/lib/page-title';

/*
 * "Mot de passe oublié ?" (spec §2 login screen). Accounts are created by the programme's
 * administrators and no self-service reset exists yet: the page says whom to contact.
 */

export const meta: MetaFunction = () => [{ title: pageTitle('Mot de passe oublié') }];

export default function ForgotPasswordPage() {
  return (
    <div className="space-y-4 rounded-sm border border-border p-8 shadow-sm">
      <h1 className="text-2xl font-bold">Mot de passe oublié</h1>
      <p>
        Les comptes Passerelle sont gérés par l’équipe d’administration du programme. Pour obtenir
        un nouveau mot de passe, contactez votre gestionnaire de formation ou l’administrateur de la
        plateforme en précisant votre identifiant.
      </p>
      <p>
        <Link to="/login" className={`text-primary underline ${focusRing}`}>
          Revenir à la connexion
        </Link>
      </p>
    </div>
  );
}
