import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { structures, userProfiles, users } from '../../db/schema/index.js';
import { SSO_ONLY_PASSWORD_HASH } from '../../lib/sso-account.js';

/** The account already tied to the provider's subject. */
export async function findUserBySubject(db: Executor, issuer: string, subject: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.ssoIssuer, issuer), eq(users.ssoSubject, subject)))
    .limit(1);
  return user;
}

/** The account with this e-mail address (without case), with its provider subject if any. */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, ssoSubject: users.ssoSubject, ssoIssuer: users.ssoIssuer })
    .from(users)
    .where(and(sql`${users.email} <> ''`, eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return user;
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** The active structure whose SIRET (digits only) is `siret`. */
export async function findActiveStructureBySiret(db: Executor, siret: string) {
  const [structure] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(
      and(
        eq(structures.active, true),
        eq(sql`regexp_replace(coalesce(${structures.siret}, ''), '[^0-9]', '', 'g')`, siret),
      ),
    )
    .orderBy(structures.id)
    .limit(1);
  return structure;
}

export interface NewSsoUser {
  username: string;
  givenName: string;
  familyName: string;
  email: string;
  issuer: string;
  subject: string;
  structureId: number;
}

/** A beneficiary of `structureId` that signs in through the provider only. */
export async function insertSsoBeneficiary(db: Database, user: NewSsoUser): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        username: user.username,
        givenName: user.givenName,
        familyName: user.familyName,
        email: user.email,
        passwordHash: SSO_ONLY_PASSWORD_HASH,
        currentProfileCode: 'profile_beneficiary',
        ssoIssuer: user.issuer,
        ssoSubject: user.subject,
      })
      .returning({ id: users.id });
    await tx.insert(userProfiles).values({
      userId: created!.id,
      profileCode: 'profile_beneficiary',
      structureId: user.structureId,
    });
    return created!.id;
  });
}

/** Ties the account to the provider's subject and keeps the (sealed) tokens of this sign-in. */
export async function saveSignIn(
  db: Executor,
  userId: number,
  values: { issuer: string; subject: string; refreshToken: string | null; idToken: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      ssoIssuer: values.issuer,
      ssoSubject: values.subject,
      ssoRefreshToken: values.refreshToken,
      ssoIdToken: values.idToken,
      ssoSignedInAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function findSsoState(db: Executor, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      ssoIssuer: users.ssoIssuer,
      ssoSubject: users.ssoSubject,
      ssoRefreshToken: users.ssoRefreshToken,
      ssoIdToken: users.ssoIdToken,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

export async function saveRefreshToken(
  db: Executor,
  userId: number,
  refreshToken: string | null,
): Promise<void> {
  await db.update(users).set({ ssoRefreshToken: refreshToken }).where(eq(users.id, userId));
}

export interface SyncedIdentity {
  givenName: string | null;
  familyName: string | null;
  email: string | null;
  structureId: number | null;
}

/**
 * Applies what the provider says: names and e-mail when given, and the structure of the user's
 * beneficiary profile (the one single sign-on creates) when the SIRET names another one.
 */
export async function applySync(db: Database, userId: number, identity: SyncedIdentity) {
  await db.transaction(async (tx) => {
    const changes: Partial<typeof users.$inferInsert> = {};
    if (identity.givenName !== null) changes.givenName = identity.givenName;
    if (identity.familyName !== null) changes.familyName = identity.familyName;
    if (identity.email !== null) changes.email = identity.email;
    if (Object.keys(changes).length > 0) {
      await tx.update(users).set(changes).where(eq(users.id, userId));
    }
    if (identity.structureId !== null) {
      const beneficiary = await tx
        .select({ id: userProfiles.id, structureId: userProfiles.structureId })
        .from(userProfiles)
        .where(
          and(eq(userProfiles.userId, userId), eq(userProfiles.profileCode, 'profile_beneficiary')),
        );
      const already = beneficiary.some((profile) => profile.structureId === identity.structureId);
      if (!already && beneficiary[0]) {
        await tx
          .update(userProfiles)
          .set({ structureId: identity.structureId })
          .where(eq(userProfiles.id, beneficiary[0].id));
      }
    }
  });
}
