import type { PersonRef, SessionUser } from '@passerelle/shared';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/index.js';
import { personRefOf } from './user-columns.js';

/*
 * Who made a history line (registration_history, session_history): the author and, when an admin
 * acted as the author (impersonation, decision 031), that admin. Both tables read them the same
 * way: `users` joined on the author, `historyImpersonator` on the admin.
 */

/** The admin a history line records for `user`'s change: the impersonator, else null. */
export function impersonatorIdOf(user: Pick<SessionUser, 'impersonator'>): number | null {
  return user.impersonator?.id ?? null;
}

/** `users` again, joined on a history line's `impersonator_id`. */
export const historyImpersonator = alias(users, 'history_impersonator');

/** The columns naming a history line's author and impersonator. */
export const historyAuthorColumns = {
  authorId: users.id,
  givenName: users.givenName,
  familyName: users.familyName,
  impersonatorId: historyImpersonator.id,
  impersonatorGivenName: historyImpersonator.givenName,
  impersonatorFamilyName: historyImpersonator.familyName,
};

interface HistoryAuthorRow {
  authorId: number | null;
  givenName: string | null;
  familyName: string | null;
  impersonatorId: number | null;
  impersonatorGivenName: string | null;
  impersonatorFamilyName: string | null;
}

/** A row of `historyAuthorColumns` as the API gives it, the rest of the row kept. */
export function withHistoryAuthors<Row extends HistoryAuthorRow>(
  row: Row,
): Omit<Row, keyof HistoryAuthorRow> & {
  author: PersonRef | null;
  impersonator: PersonRef | null;
} {
  const {
    authorId,
    givenName,
    familyName,
    impersonatorId,
    impersonatorGivenName,
    impersonatorFamilyName,
    ...rest
  } = row;
  return {
    ...rest,
    author: personRefOf(authorId, givenName, familyName),
    impersonator: personRefOf(impersonatorId, impersonatorGivenName, impersonatorFamilyName),
  };
}
