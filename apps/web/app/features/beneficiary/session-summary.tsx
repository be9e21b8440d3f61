import { t, type BeneficiarySession } from '@passerelle/shared';
import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/** The city, "À distance" for a remote session, or a placeholder when not decided yet. */
export function sessionPlace(session: Pick<BeneficiarySession, 'city' | 'modality'>): string {
  if (session.modality === 'REMOTE') return t('beneficiary.remote');
  return session.city ?? t('beneficiary.noPlace');
}

/** The action's name, linking to the session's public page, with its code and provider. */
export function SessionTitle({ session }: { session: BeneficiarySession }) {
  return (
    <div className="flex flex-col gap-0.5">
      <Link
        to={`/training/${session.id}`}
        className={cn('rounded-sm font-bold text-primary underline', focusRing)}
      >
        {session.action.name}
      </Link>
      <span className="text-sm text-muted">
        {session.code}
        {session.provider ? ` — ${session.provider}` : ''}
      </span>
    </div>
  );
}
