import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { registrations, structures, userProfiles, users } from '../../db/schema/index.js';
import { beneficiaryColumns, type Beneficiary } from './registration-context.repository.js';

/* The people a registration's mails name and go to: beneficiaries, structures, their staff. */

export async function findStructure(db: Executor, id: number) {
  const [row] = await db
    .select({ id: structures.id, name: structures.name, member: structures.member })
    .from(structures)
    .where(eq(structures.id, id));
  return row;
}

export async function findBeneficiary(db: Executor, id: number): Promise<Beneficiary | undefined> {
  const [row] = await db.select(beneficiaryColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Whether the structure has an HR validator (an enabled user holding profile_hr on it). */
export async function hasHrValidator(db: Executor, structureId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(userProfiles.profileCode, 'profile_hr'),
        eq(userProfiles.structureId, structureId),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the beneficiary wrote with the request (for the mails of a later step). */
export async function findMotivation(db: Executor, registrationId: number): Promise<string> {
  const [row] = await db
    .select({ motivation: registrations.motivation })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row?.motivation ?? '';
}
