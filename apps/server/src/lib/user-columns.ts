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
