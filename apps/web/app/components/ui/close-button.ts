import { t } from '@passerelle/shared';

import { cn } from './cn';
import { focusRing } from './focus';

/** What the 'Fermer' cross of a dialog or a toast carries: its name, its tooltip and its look. */
export function closeButtonProps(className?: string) {
  return {
    'aria-label': t('ui.close'),
    title: t('ui.close'),
    className: cn(
      className,
      'rounded-sm p-1 text-muted hover:bg-surface-alt hover:text-ink',
      focusRing,
    ),
  };
}
