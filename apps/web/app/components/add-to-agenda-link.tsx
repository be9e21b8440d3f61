import { sessionCalendarPath, t } from '@passerelle/shared';
import { CalendarPlus } from 'lucide-react';

import { buttonClasses } from '~/components/ui/button';

/**
 * "Ajouter à mon agenda": the session's .ics file (decision 041), a plain download link (no
 * script needed), named after the session for screen readers.
 */
export function AddToAgendaLink({ sessionId, code }: { sessionId: number; code: string }) {
  return (
    <a
      href={sessionCalendarPath(sessionId)}
      download
      aria-label={t('calendar.addToAgendaOf', { code })}
      className={buttonClasses('secondary', 'sm')}
    >
      <CalendarPlus aria-hidden="true" />
      {t('calendar.addToAgenda')}
    </a>
  );
}
