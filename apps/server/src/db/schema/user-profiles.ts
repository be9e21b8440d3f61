import { index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { structures } from './structures.js';
import { profileCode, users } from './users.js';

/**
 * A profile held by a user, tied to a structure (`structure_profiles` in the spec's API). The admin
 * profile may have no structure. An hr profile makes the user HR validator of that structure; a
 * beneficiary profile makes them one of its members.
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileCode: profileCode().notNull(),
    structureId: integer().references(() => structures.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_profiles_user_profile_structure_key')
      .on(table.userId, table.profileCode, table.structureId)
      .nullsNotDistinct(),
    index('user_profiles_structure_idx').on(table.structureId, table.profileCode),
  ],
);

export type UserProfile = typeof userProfiles.$inferSelect;
