import type { RegistrationStatus } from '@passerelle/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { registrationDecisionLinks, users } from '../../db/schema/index.js';
import { sessionUserColumns, type UserRow } from '../../lib/session-user.js';

/* The decision links of the "à valider" mails (decision 077): written with the mail, read by
 * their page, used once. */

export interface NewDecisionLink {
  tokenHash: string;
  registrationId: number;
  userId: number;
  step: string;
  expectedStatus: RegistrationStatus;
  expiresAt: Date;
}

export async function insertDecisionLinks(
  db: Executor,
  links: readonly NewDecisionLink[],
): Promise<void> {
  if (links.length > 0) await db.insert(registrationDecisionLinks).values([...links]);
}

/** A link by its secret's hash, with its person as a session reads them (and whether disabled). */
export async function findDecisionLink(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      link: registrationDecisionLinks,
      user: { ...sessionUserColumns, disabled: users.disabled },
    })
    .from(registrationDecisionLinks)
    .innerJoin(users, eq(users.id, registrationDecisionLinks.userId))
    .where(eq(registrationDecisionLinks.tokenHash, tokenHash));
  return row as
    | { link: typeof registrationDecisionLinks.$inferSelect; user: UserRow & { disabled: boolean } }
    | undefined;
}

/** Marks the link used, unless it already is: whether this call used it. */
export async function markDecisionLinkUsed(db: Executor, linkId: number): Promise<boolean> {
  const rows = await db
    .update(registrationDecisionLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(registrationDecisionLinks.id, linkId), isNull(registrationDecisionLinks.usedAt)))
    .returning({ id: registrationDecisionLinks.id });
  return rows.length === 1;
}
