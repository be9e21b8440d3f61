import type { SessionStatus } from '@passerelle/shared';
import { sessions } from '../db/schema/index.js';

/**
 * The columns that open every session row a query returns (a list's row, a card, the session of
 * a document or of a survey's results): spread first into the select, then what that query needs.
 */
export const sessionHeadColumns = {
  id: sessions.id,
  code: sessions.code,
  status: sessions.status,
  startDate: sessions.startDate,
  endDate: sessions.endDate,
};

/** A row of `sessionHeadColumns`. */
export interface SessionHead {
  id: number;
  code: string;
  status: SessionStatus;
  startDate: Date;
  endDate: Date;
}

/** The session head a query selected (`sessionHeadColumns`), as the API gives it: ISO dates. */
export function sessionHeadOf(head: SessionHead) {
  return {
    id: head.id,
    code: head.code,
    status: head.status,
    startDate: head.startDate.toISOString(),
    endDate: head.endDate.toISOString(),
  };
}
