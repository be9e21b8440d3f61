import { and, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { actionTypes, sessions, structures, userProfiles } from '../db/schema/index.js';

/*
 * Which sessions a beneficiary sees (decisions.md), written once for the beneficiary space and
 * the alerts on favourites: on queries joining the sessions to their action type.
 */

/** A member structure counts while it is active. */
export const activeMemberStructureSql = and(
  eq(structures.member, true),
  eq(structures.active, true),
)!;

/**
 * Published, of an enabled action type, and of a members-only type only for a member: `isMember`
 * is known (the caller's structures were read), or a condition on the row.
 */
export function visibleToBeneficiary(isMember: boolean | SQL): SQL {
  const membersOnlyOk =
    isMember === true
      ? undefined
      : isMember === false
        ? eq(actionTypes.membersOnly, false)
        : or(eq(actionTypes.membersOnly, false), isMember);
  return and(eq(sessions.published, true), isNull(actionTypes.disabledAt), membersOnlyOk)!;
}

/** Whether the user `userId` (a column) is a beneficiary of an active member structure. */
export function beneficiaryOfMemberSql(userId: AnyPgColumn): SQL {
  return exists(
    sql`(select 1 from ${userProfiles} join ${structures} on ${structures.id} = ${userProfiles.structureId}
      where ${userProfiles.userId} = ${userId} and ${userProfiles.profileCode} = 'profile_beneficiary'
        and ${activeMemberStructureSql})`,
  );
}
