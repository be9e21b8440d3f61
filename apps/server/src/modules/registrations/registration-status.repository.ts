import { type RegistrationHistoryEntry, type RegistrationStatus } from '@passerelle/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { rowsOf } from '../../db/rows.js';
import { prepareHint } from '../../db/statement-cache.js';
import { registrationHistory, registrations, users } from '../../db/schema/index.js';
import {
  historyAuthorColumns,
  historyImpersonator,
  withHistoryAuthors,
} from '../../lib/history-author.js';

/*
 * A registration's status written: the new request (with its history, in one statement), the
 * conditional moves that later steps make, and the history they leave.
 */

/** Inserts the registration; undefined when the beneficiary already has one to the session. */
export async function insertRegistration(
  db: Executor,
  values: {
    sessionId: number;
    beneficiaryId: number;
    structureId: number;
    motivation: string;
    status: RegistrationStatus;
    waitingList: boolean;
  },
): Promise<{ id: number; status: RegistrationStatus; waitingList: boolean } | undefined> {
  const [row] = await db
    .insert(registrations)
    .values(values)
    .onConflictDoNothing({ target: [registrations.sessionId, registrations.beneficiaryId] })
    .returning({
      id: registrations.id,
      status: registrations.status,
      waitingList: registrations.waitingList,
    });
  return row;
}

/**
 * Moves the registration from (`from`, `fromWaiting`) to `values` only if it is still there (a
 * conditional UPDATE): null when someone changed it meanwhile.
 */
export async function updateRegistrationIf(
  db: Executor,
  id: number,
  from: { status: RegistrationStatus; waitingList: boolean },
  values: Partial<
    Pick<
      typeof registrations.$inferInsert,
      | 'status'
      | 'waitingList'
      | 'hrValidatedAt'
      | 'providerValidatedAt'
      | 'refusalReason'
      | 'effectiveHours'
      | 'excusedAbsence'
    >
  >,
): Promise<{ id: number; status: RegistrationStatus; waitingList: boolean } | null> {
  const [row] = await db
    .update(registrations)
    .set(values)
    .where(
      and(
        eq(registrations.id, id),
        eq(registrations.status, from.status),
        eq(registrations.waitingList, from.waitingList),
      ),
    )
    .returning({
      id: registrations.id,
      status: registrations.status,
      waitingList: registrations.waitingList,
    });
  return row ?? null;
}

export interface HistoryRow {
  registrationId: number;
  authorId: number | null;
  /** The admin acting as the author (impersonation, decision 031). */
  impersonatorId?: number | null;
  fromStatus: RegistrationStatus | null;
  toStatus: RegistrationStatus;
  reason: string;
  /** Decided through a link of an "à valider" mail (decision 077). */
  viaMailLink?: boolean;
}

export async function insertHistory(db: Executor, rows: readonly HistoryRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(registrationHistory).values([...rows]);
}

/**
 * `insertRegistration` and the new registration's history in one statement, with `options`:
 * `session`, the UPDATE that gives the session row a new version (registration-seats.repository's
 * `bumpSessionVersion`, guarded by the version read or not), on which the insert depends;
 * `mails`, the outbox INSERT of its mails, given the SELECT that answers a row when the
 * registration was written. `registration` is undefined, and nothing is written, when the
 * beneficiary already has one (`sessionWritten`) or when the guard found the session changed
 * (not `sessionWritten`).
 */
export async function insertRegistrationWithHistory(
  db: Executor,
  values: Parameters<typeof insertRegistration>[1],
  history: readonly Omit<HistoryRow, 'registrationId'>[],
  options: { session: SQL; mails?: (whenCreated: SQL) => SQL },
): Promise<{
  registration: Awaited<ReturnType<typeof insertRegistration>>;
  sessionWritten: boolean;
}> {
  const rows = sql.join(
    history.map(
      (row) =>
        sql`(${row.authorId}::int, ${row.impersonatorId ?? null}::int, ${row.fromStatus}::registration_status, ${row.toStatus}::registration_status, ${row.reason}::text, ${history.indexOf(row)}::int)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`${prepareHint}
    with guard as (${options.session}), created as (
      insert into ${registrations} (session_id, beneficiary_id, structure_id, motivation, status, waiting_list)
      select ${values.sessionId}, ${values.beneficiaryId}, ${values.structureId}, ${values.motivation},
        ${values.status}::registration_status, ${values.waitingList}
      from guard
      on conflict (session_id, beneficiary_id) do nothing
      returning id, status, waiting_list
    ), history as (
      insert into ${registrationHistory} (registration_id, author_id, impersonator_id, from_status, to_status, reason)
      select created.id, step.author_id, step.impersonator_id, step.from_status, step.to_status, step.reason
      from created, (values ${rows}) as step(author_id, impersonator_id, from_status, to_status, reason, rank)
      order by step.rank
    )${options.mails ? sql`, mails as (${options.mails(sql`select 1 from created`)})` : sql``}
    select created.id, created.status, created.waiting_list as "waitingList",
      exists (select 1 from guard) as "sessionWritten"
    from (select 1) one left join created on true`);
  const [row] = rowsOf<{
    id: number | null;
    status: RegistrationStatus;
    waitingList: boolean;
    sessionWritten: boolean;
  }>(result);
  return {
    registration:
      row && row.id !== null
        ? { id: row.id, status: row.status, waitingList: row.waitingList }
        : undefined,
    sessionWritten: row?.sessionWritten ?? false,
  };
}

/** Oldest first, with the author's name (null for the portal's own steps or a deleted author). */
export async function listHistory(
  db: Executor,
  registrationId: number,
): Promise<RegistrationHistoryEntry[]> {
  const rows = await db
    .select({
      id: registrationHistory.id,
      createdAt: registrationHistory.createdAt,
      ...historyAuthorColumns,
      fromStatus: registrationHistory.fromStatus,
      toStatus: registrationHistory.toStatus,
      reason: registrationHistory.reason,
      viaMailLink: registrationHistory.viaMailLink,
    })
    .from(registrationHistory)
    .leftJoin(users, eq(users.id, registrationHistory.authorId))
    .leftJoin(historyImpersonator, eq(historyImpersonator.id, registrationHistory.impersonatorId))
    .where(eq(registrationHistory.registrationId, registrationId))
    .orderBy(asc(registrationHistory.createdAt), asc(registrationHistory.id));
  return rows.map(({ createdAt, ...entry }) => ({
    ...withHistoryAuthors(entry),
    createdAt: createdAt.toISOString(),
  }));
}

/** The from-status of the registration's last history step: what `revert` goes back to. */
export async function lastStepFromStatus(
  db: Executor,
  registrationId: number,
): Promise<RegistrationStatus | null> {
  const [row] = await db
    .select({ fromStatus: registrationHistory.fromStatus })
    .from(registrationHistory)
    .where(eq(registrationHistory.registrationId, registrationId))
    .orderBy(desc(registrationHistory.createdAt), desc(registrationHistory.id))
    .limit(1);
  return row?.fromStatus ?? null;
}
