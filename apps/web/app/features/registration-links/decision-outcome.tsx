import { t } from '@passerelle/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Alert, type AlertTone } from '~/components/ui/alert';
import { focusRing } from '~/components/ui/focus';

/*
 * What a decision link's page says instead of its form (decision 077): the decision taken, or
 * why the link no longer acts; with the way to the portal.
 */

/** The link to the portal, where the person may sign in and decide otherwise. */
export function PortalLink() {
  return (
    <Link to="/login" className={`inline-block text-primary underline ${focusRing}`}>
      {t('registrationLinks.portalLink')}
    </Link>
  );
}

/**
 * An outcome in place of the form: announced (a success as a status, an error as an alert) and,
 * when it follows the person's click (`takeFocus`), given the focus.
 */
export function DecisionOutcome({
  tone,
  takeFocus = false,
  children,
}: {
  tone: Extract<AlertTone, 'success' | 'warning' | 'error'>;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      tabIndex={takeFocus ? -1 : undefined}
      className={`space-y-4 rounded-sm ${focusRing}`}
    >
      <Alert tone={tone} role={tone === 'success' ? 'status' : undefined}>
        {children}
      </Alert>
      <PortalLink />
    </div>
  );
}
