import { t } from '@passerelle/shared';
import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/** What an empty list says, with the way to the catalogue. */
export function EmptyList({ message }: { message: string }) {
  return (
    <div className="space-y-3 rounded-sm border border-border bg-surface-alt p-6">
      <p>{message}</p>
      <Link
        to="/training"
        className={cn('rounded-sm font-medium text-primary underline', focusRing)}
      >
        {t('beneficiary.catalogueLink')}
      </Link>
    </div>
  );
}
