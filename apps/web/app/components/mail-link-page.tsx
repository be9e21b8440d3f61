import type { ReactNode } from 'react';

import { Alert } from '~/components/ui/alert';

/**
 * The page of a link sent by mail, reached signed out (login layout): its card and one `<h1>`,
 * then what the link is about or, for a link the API does not know, the error saying so.
 */
export function MailLinkPage<View>({
  title,
  view,
  unknown,
  children,
  footer,
}: {
  title: ReactNode;
  /** What the link is about; null for a link the API does not know. */
  view: View | null;
  /** The message of an unknown link. */
  unknown: string;
  children: (view: View) => ReactNode;
  /** What follows in both cases. */
  footer?: ReactNode;
}) {
  return (
    <div className="space-y-6 rounded-sm border border-border bg-surface p-6 shadow-sm md:p-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      {view ? children(view) : <Alert tone="error">{unknown}</Alert>}
      {footer}
    </div>
  );
}
