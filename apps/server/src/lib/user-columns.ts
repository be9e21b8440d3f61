import { fullName, type PersonRef } from '@passerelle/shared';
import { users } from '../db/schema/index.js';

/** How a person is named and written to: a document's trainee, a mail's addressee. */
export const userContactColumns = {
  civility: users.civility,
  givenName: users.givenName,
  familyName: users.familyName,
  email: users.email,
};

/** A person as the lists and cards show them (a beneficiary, a speaker, a member). */
export const personColumns = {
  id: users.id,
  ...userContactColumns,
};

/** A row of `personColumns`. */
export interface Person {
  id: number;
  civility: (typeof users.$inferSelect)['civility'];
  givenName: string;
  familyName: string;
  email: string;
}

/**
 * A person a row names through a left join (an author, a closer, a collector) as the API gives
 * them, `{ id, name }`; null when the row names nobody.
 */
export function personRefOf(
  id: number | null,
  givenName: string | null,
  familyName: string | null,
): PersonRef | null {
  return id === null
    ? null
    : { id, name: fullName({ givenName: givenName ?? '', familyName: familyName ?? '' }) };
}
