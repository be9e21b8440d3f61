import {
  PROFILE_LABELS,
  STRUCTURE_TYPE_LABELS,
  STRUCTURE_TYPE_OF_PROFILE,
  t,
  type ProfileCode,
  type SessionUser,
  type UserCreate,
  type UserItem,
  type UserListQuery,
  type UserUpdate,
} from '@passerelle/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { NO_PASSWORD_YET_HASH, hashPassword } from '../../lib/passwords.js';
import { sendInvitation } from '../auth/password-reset.service.js';
import {
  emailTaken,
  findEnabledEmail,
  findProfileRecipients,
  findStructureRecipients,
  findUser,
  insertUser,
  listManagers,
  listUsers,
  otherActiveAdmins,
  replaceProfiles,
  revokeUserTokens,
  structuresByIds,
  updateUserFields,
  usernameTaken,
} from './users.repository.js';

type ProfileInput = UserCreate['profiles'];

/** `GET /api/users`: the matching users by name, capped, with how many match in all. */
export async function getUsers(db: Database, query: UserListQuery) {
  return listUsers(db, query);
}

/**
 * Who receives a structure's mails: the enabled users holding `profile` on one of `structureIds`,
 * with an address (the HR validators of employers, the users of a provider), oldest first.
 */
export async function structureRecipients(
  db: Executor,
  profile: ProfileCode,
  structureIds: readonly number[],
): Promise<{ id: number; email: string }[]> {
  return findStructureRecipients(db, profile, structureIds);
}

/**
 * Who hears of an action's work waiting for the programme team (decision 059): its referent
 * manager when enabled with an address, else every enabled manager.
 */
export async function actionManagerRecipients(
  db: Executor,
  referentId: number | null,
): Promise<string[]> {
  const referent = referentId === null ? null : await findEnabledEmail(db, referentId);
  if (referent) return [referent];
  return (await findProfileRecipients(db, 'profile_manager')).map((manager) => manager.email);
}

/** The enabled managers (referent choices), by name. */
export async function getManagers(db: Database) {
  return listManagers(db);
}

/** The user `id`, else 404. */
export async function getUser(db: Database, id: number): Promise<UserItem> {
  const user = await findUser(db, id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

function fieldError(field: string, message: string, code: 'VALIDATION_FAILED' | 'CONFLICT') {
  return new AppError(code, { fieldErrors: { [field]: [message] } });
}

/** Every structure exists and has the type its profile needs; refusals name the profile line. */
async function checkProfiles(
  db: Database,
  profiles: ProfileInput,
  field: (index: number) => string,
): Promise<void> {
  const ids = [
    ...new Set(profiles.flatMap((p) => (p.structureId === null ? [] : [p.structureId]))),
  ];
  const found = new Map((await structuresByIds(db, ids)).map((s) => [s.id, s]));
  for (const [index, profile] of profiles.entries()) {
    if (profile.structureId === null) continue;
    const structure = found.get(profile.structureId);
    if (!structure)
      throw fieldError(field(index), t('users.unknownStructure'), 'VALIDATION_FAILED');
    const expected =
      profile.code in STRUCTURE_TYPE_OF_PROFILE
        ? STRUCTURE_TYPE_OF_PROFILE[profile.code as keyof typeof STRUCTURE_TYPE_OF_PROFILE]
        : null;
    if (expected && structure.type !== expected) {
      const message = t('users.wrongStructureType', {
        profile: PROFILE_LABELS[profile.code],
        type: STRUCTURE_TYPE_LABELS[expected].toLowerCase(),
      });
      throw fieldError(field(index), message, 'VALIDATION_FAILED');
    }
  }
}

/**
 * Refuses a username or an e-mail address another account holds (compared without case), both
 * at once. The unique indexes back this check up: a concurrent request that slips past it gets
 * the same field error (lib/crud/db-errors.ts).
 */
async function checkIdentity(
  db: Database,
  identity: { username?: string; email?: string },
  exceptId?: number,
) {
  const [username, email] = await Promise.all([
    identity.username !== undefined && usernameTaken(db, identity.username, exceptId),
    identity.email !== undefined && emailTaken(db, identity.email, exceptId),
  ]);
  if (!username && !email) return;
  throw new AppError('CONFLICT', {
    fieldErrors: {
      ...(username ? { username: [t('users.usernameTaken')] } : {}),
      ...(email ? { email: [t('users.emailTaken')] } : {}),
    },
  });
}

/** The beneficiary's own form checks its address by the same rule. */
export async function checkEmailFree(db: Database, email: string, exceptId: number) {
  await checkIdentity(db, { email }, exceptId);
}

/** The last active admin may neither be disabled nor lose the admin profile. */
async function checkAdminsRemain(
  db: Database,
  target: UserItem,
  change: { disabled?: boolean; profiles?: ProfileInput },
) {
  const isAdmin = target.profiles.some((p) => p.code === 'profile_admin') && !target.disabled;
  if (!isAdmin) return;
  const staysAdmin =
    change.disabled !== true &&
    (change.profiles === undefined || change.profiles.some((p) => p.code === 'profile_admin'));
  if (!staysAdmin && (await otherActiveAdmins(db, target.id)) === 0) {
    throw new AppError('CONFLICT', { detail: t('users.lastAdmin') });
  }
}

/**
 * A new account and its invitation mail, with a link to choose a password (decision 062). A
 * password the admin sets is the account's at once; the link may still replace it.
 */
export async function createUser(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL'>,
  input: UserCreate,
): Promise<UserItem> {
  await checkIdentity(db, input);
  await checkProfiles(db, input.profiles, (index) => `profiles[${index}].structureId`);
  const passwordHash =
    input.password === undefined ? NO_PASSWORD_YET_HASH : await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const userId = await insertUser(tx, { ...input, passwordHash });
    await replaceProfiles(tx, userId, input.profiles);
    await sendInvitation(tx, config, { id: userId, ...input });
    return userId;
  });
  return (await findUser(db, id))!;
}

export async function updateUser(
  db: Database,
  actor: SessionUser,
  id: number,
  input: UserUpdate,
): Promise<UserItem> {
  const target = await findUser(db, id);
  if (!target) throw new AppError('NOT_FOUND');
  // An empty change is no error: the account is answered unchanged (decision 026).
  if (Object.values(input).every((value) => value === undefined)) return target;
  if (input.disabled === true && id === actor.id) {
    throw new AppError('CONFLICT', { detail: t('users.selfDisable') });
  }
  await checkIdentity(db, input, id);
  await checkAdminsRemain(db, target, { disabled: input.disabled });
  const { password, ...fields } = input;
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateUserFields(tx, id, { ...fields, ...(passwordHash ? { passwordHash } : {}) });
    // A disabled account, or one whose password changed, is signed out everywhere at once.
    if (input.disabled === true || passwordHash) await revokeUserTokens(tx, id);
  });
  return (await findUser(db, id))!;
}

export async function setUserProfiles(
  db: Database,
  id: number,
  profiles: ProfileInput,
): Promise<UserItem> {
  const target = await findUser(db, id);
  if (!target) throw new AppError('NOT_FOUND');
  // The body is the list itself: field names start at the index, as Zod's do.
  await checkProfiles(db, profiles, (index) => `[${index}].structureId`);
  await checkAdminsRemain(db, target, { profiles });
  await db.transaction((tx) => replaceProfiles(tx, id, profiles));
  return (await findUser(db, id))!;
}
