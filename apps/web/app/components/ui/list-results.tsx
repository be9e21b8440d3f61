import { t } from '@passerelle/shared';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

import { Alert } from './alert';
import { totalLabel } from './pagination';

export interface ListResultsProps {
  loading: boolean;
  /** The list's count; null when the list could not be loaded. */
  total: number | null;
  /** The API's message when the list could not be loaded. */
  error: string | null;
  /** The table (and what it says when empty). */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list's outcome above its table: 'Chargement…' while a new page loads, else the count, in a
 * status region so that a search's result is announced; the API's error. The block can take the
 * focus (after a delete removed the focused row).
 */
export function ListResults({ loading, total, error, children, ref }: ListResultsProps) {
  return (
    <div ref={ref} tabIndex={-1} aria-busy={loading} className="space-y-3 outline-none">
      <div role="status" className="flex min-h-6 items-center gap-2">
        {loading ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('ui.loading')}
          </>
        ) : total !== null ? (
          <span className="font-medium">{totalLabel(total)}</span>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
    </div>
  );
}
