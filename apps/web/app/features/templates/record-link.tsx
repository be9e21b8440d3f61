import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';

export interface RecordLinkProps {
  /** The dialog's URL (its target is in the URL). */
  to: string;
  label: string;
  /** Names the record, as every row's link has the same visible label. */
  ariaLabel: string;
  icon: LucideIcon;
}

/** The link of a row (a mail template, an outbox mail) to the dialog that opens it. */
export function RecordLink({ to, label, ariaLabel, icon: Icon }: RecordLinkProps) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={buttonClasses('secondary', 'sm')}
      aria-label={ariaLabel}
    >
      <Icon aria-hidden="true" />
      {label}
    </Link>
  );
}
