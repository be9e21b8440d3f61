import { Alert } from './alert';

/**
 * What a list says of the URL parameters it dropped (`ListState.notice`, lib/list-state.ts),
 * above its rows. The live region stays in the page, empty and out of sight when there is nothing
 * to say, so that a notice appearing later (a page read in the browser) is announced; it is not a
 * `status` role, which the list's own results region holds.
 */
export function ListNotice({ notice }: { notice: string | null | undefined }) {
  return (
    <div aria-live="polite" className="empty:sr-only">
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
    </div>
  );
}
