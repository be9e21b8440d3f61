import type { ErrorCode } from '../errors/codes';
import { formatDate } from '../format/date-times';

/**
 * Why "Marquer comme réalisée" cannot be done yet at `now`, or null: a session is realised once
 * it is over. The server refuses the event with it, and the buttons say it before the click
 * (`errorMessage(code, params)`). The server also refuses while a trainee's attendance is
 * missing, which only it can count.
 */
export function realizeRefusal(
  session: { endDate: Date | string },
  now: Date,
): { code: ErrorCode & 'SESSION_NOT_FINISHED'; params: { endDate: string } } | null {
  const end = new Date(session.endDate);
  if (end.getTime() <= now.getTime()) return null;
  return { code: 'SESSION_NOT_FINISHED', params: { endDate: formatDate(end) } };
}
