import type { RegistrationStatus } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, toDate } from '../../db/rows.js';
import type { Executor } from '../../db/executor.js';

/** A registration the session's cancellation cancelled, with what it was before. */
export interface CancelledWithSession {
  id: number;
  beneficiaryId: number;
  givenName: string;
  familyName: string;
  structureId: number | null;
  structureName: string | null;
  /** The status before the cancellation: the from-status of its last history step. */
  previousStatus: RegistrationStatus;
  waitingList: boolean;
  cancelledAt: Date;
}

interface Row extends Omit<CancelledWithSession, 'cancelledAt'> {
  cancelledAt: Date | string;
}

/**
 * The session's registrations cancelled by its cancellation: still CANCELED, and their last
 * history step is that cancellation (to CANCELED with `reason`, from an open status). Oldest
 * request first (the order seats are given back in). `ids`: only those; `lock`: their rows are
 * locked until the transaction ends, so that what is restored is what was read.
 */
export async function findCancelledWithSession(
  db: Executor,
  sessionId: number,
  reason: string,
  openStatuses: readonly RegistrationStatus[],
  options: { ids?: readonly number[]; lock?: boolean } = {},
): Promise<CancelledWithSession[]> {
  const { ids, lock } = options;
  if (ids && ids.length === 0) return [];
  const open = sql.join(
    openStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.id, r.beneficiary_id as "beneficiaryId", u.given_name as "givenName",
      u.family_name as "familyName", r.structure_id as "structureId", st.name as "structureName",
      h.from_status as "previousStatus", r.waiting_list as "waitingList", h.created_at as "cancelledAt"
    from registrations r
    join users u on u.id = r.beneficiary_id
    left join structures st on st.id = r.structure_id
    join lateral (
      select rh.from_status, rh.to_status, rh.reason, rh.created_at from registration_history rh
      where rh.registration_id = r.id order by rh.created_at desc, rh.id desc limit 1
    ) h on true
    where r.session_id = ${sessionId} and r.status = 'CANCELED'
      and h.to_status = 'CANCELED' and h.reason = ${reason} and h.from_status in (${open})
      ${
        ids
          ? sql`and r.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
    order by r.asked_at, r.id
    ${lock ? sql`for update of r` : sql``}`);
  return rowsOf<Row>(result).map((row) => ({ ...row, cancelledAt: toDate(row.cancelledAt) }));
}
