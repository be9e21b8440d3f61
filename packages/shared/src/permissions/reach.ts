import { isProfileCode, profileCode, profileOf, type Profile, type ProfileCode } from '../enums';

/*
 * Which objects a signed-in user reaches, once its permission (matrix.ts) lets it in: the
 * ownership half of every check. The server answers 404 for an object out of reach, so nobody
 * learns what exists outside it; its lists keep the same objects with the scopes below (the set
 * form of each rule, turned into SQL by the server). One rule per kind of object:
 * - actions and their sessions: admins and managers every one, a provider those whose action's
 *   provider (`actions.providerId`) is one of its provider structures;
 * - registrations: admins and managers every one, a beneficiary their own, an HR validator those
 *   asked from one of its structures, a provider those of its actions' sessions;
 * - structures: admins and managers every one, an HR validator its active structures;
 * - a structure's provider information: staff that of every provider structure, a provider
 *   (acting as provider) that of its own provider structures only;
 * - speakers (decision 040): admins and managers every one, a provider those speaking on one of
 *   its actions — and of a speaker, only what those actions hold (`actionScopeOf`).
 */

/** The part of the session user that reach needs. */
export interface ReachUser {
  readonly id: number;
  readonly userProfileCode: ProfileCode;
  readonly profiles: readonly { readonly code: ProfileCode; readonly structureId: number | null }[];
}

/** The active profile, or null for a code the portal does not know. */
function activeProfile(user: Pick<ReachUser, 'userProfileCode'>): Profile | null {
  return isProfileCode(user.userProfileCode) ? profileOf(user.userProfileCode) : null;
}

function isStaff(profile: Profile | null): boolean {
  return profile === 'admin' || profile === 'manager';
}

/** The structures of the user's `profile` profiles (whatever its active profile). */
export function structureIdsOf(user: Pick<ReachUser, 'profiles'>, profile: Profile): number[] {
  const code = profileCode(profile);
  return user.profiles.flatMap((held) =>
    held.code === code && held.structureId !== null ? [held.structureId] : [],
  );
}

/** The provider structures of a user (those of its provider profiles). */
export function providerStructureIds(user: Pick<ReachUser, 'profiles'>): number[] {
  return structureIdsOf(user, 'provider');
}

/** The structures where the user is HR validator (its hr profiles). */
export function hrStructureIds(user: Pick<ReachUser, 'profiles'>): number[] {
  return structureIdsOf(user, 'hr');
}

/** The structures a beneficiary belongs to (its beneficiary profiles). */
export function beneficiaryStructureIds(user: Pick<ReachUser, 'profiles'>): number[] {
  return structureIdsOf(user, 'beneficiary');
}

/** Whether the user reaches an action of provider `providerId` (null: an action without one). */
export function reachesAction(
  user: Pick<ReachUser, 'userProfileCode' | 'profiles'>,
  action: { providerId: number | null },
): boolean {
  const profile = activeProfile(user);
  if (isStaff(profile)) return true;
  if (profile !== 'provider' || action.providerId === null) return false;
  return providerStructureIds(user).includes(action.providerId);
}

/** A session is reached through its action: `providerId` is its action's provider. */
export function reachesSession(
  user: Pick<ReachUser, 'userProfileCode' | 'profiles'>,
  session: { providerId: number | null },
): boolean {
  return reachesAction(user, session);
}

/** Whether the user's active profile reaches the registration (see the rules above). */
export function reachesRegistration(
  user: ReachUser,
  registration: { beneficiaryId: number; structureId: number | null; providerId: number | null },
): boolean {
  const profile = activeProfile(user);
  if (isStaff(profile)) return true;
  switch (profile) {
    case 'beneficiary':
      return registration.beneficiaryId === user.id;
    case 'hr':
      return (
        registration.structureId !== null && hrStructureIds(user).includes(registration.structureId)
      );
    case 'provider':
      return reachesAction(user, registration);
    default:
      return false;
  }
}

/** Whether the user reaches the structure: an HR validator only while it is active. */
export function reachesStructure(
  user: Pick<ReachUser, 'userProfileCode' | 'profiles'>,
  structure: { id: number; active: boolean },
): boolean {
  const profile = activeProfile(user);
  if (isStaff(profile)) return true;
  return profile === 'hr' && structure.active && hrStructureIds(user).includes(structure.id);
}

/**
 * Whether the user reaches the provider information of a structure (decision 037): only a
 * provider structure has one; staff reach every one, a provider acting as provider its own.
 */
export function reachesProviderInformation(
  user: Pick<ReachUser, 'userProfileCode' | 'profiles'>,
  structure: { id: number; type: string },
): boolean {
  if (structure.type !== 'provider') return false;
  const profile = activeProfile(user);
  if (isStaff(profile)) return true;
  return profile === 'provider' && providerStructureIds(user).includes(structure.id);
}

/**
 * Whether the user reaches a speaker: `providerIds` are the providers of the actions the speaker
 * speaks on (null: an action without one).
 */
export function reachesSpeaker(
  user: Pick<ReachUser, 'userProfileCode' | 'profiles'>,
  speaker: { providerIds: readonly (number | null)[] },
): boolean {
  return speaker.providerIds.some((providerId) => reachesAction(user, { providerId }));
}

/** `reachesAction` as a set: every action, or those of some providers (none: an empty list). */
export type ActionScope = { all: true } | { all: false; providerIds: readonly number[] };

export function actionScopeOf(user: Pick<ReachUser, 'userProfileCode' | 'profiles'>): ActionScope {
  const profile = activeProfile(user);
  if (isStaff(profile)) return { all: true };
  return { all: false, providerIds: profile === 'provider' ? providerStructureIds(user) : [] };
}

/**
 * `reachesRegistration` as a set, for the back-office lists: every registration, those of some
 * providers' actions, or those asked from some structures. A beneficiary's own registrations are
 * listed by the beneficiary space, not through a scope: any other profile gets none.
 */
export type RegistrationScope =
  | { kind: 'all' }
  | { kind: 'providers'; ids: readonly number[] }
  | { kind: 'structures'; ids: readonly number[] };

export function registrationScopeOf(
  user: Pick<ReachUser, 'userProfileCode' | 'profiles'>,
): RegistrationScope {
  const profile = activeProfile(user);
  if (isStaff(profile)) return { kind: 'all' };
  if (profile === 'provider') return { kind: 'providers', ids: providerStructureIds(user) };
  if (profile === 'hr') return { kind: 'structures', ids: hrStructureIds(user) };
  return { kind: 'structures', ids: [] };
}
