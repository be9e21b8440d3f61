import { CIVILITIES, isProfileCode } from '../enums';
import type { PersonRef, SessionUser, UserProfile } from './auth';

/*
 * `sessionUserSchema` (auth.ts) without Zod, for the browser's start-up path: every page checks
 * the session it stored, and Zod would add about 25 KiB to each public page (decision 018).
 * Same rules and same result as the schema's `safeParse`: a copy holding only the known fields,
 * or null; session-user.test.ts holds both to the same cases.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `z.number().int()`: a safe integer. */
function isInteger(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

function parseProfile(value: unknown): UserProfile | null {
  if (!isRecord(value)) return null;
  const { code, structureId, structureName } = value;
  if (!isProfileCode(code)) return null;
  if (structureId !== null && !isInteger(structureId)) return null;
  if (structureName !== null && typeof structureName !== 'string') return null;
  return { code, structureId, structureName };
}

function parsePersonRef(value: unknown): PersonRef | null {
  if (!isRecord(value)) return null;
  const { id, name } = value;
  if (!isInteger(id) || typeof name !== 'string') return null;
  return { id, name };
}

/** The signed-in user of an untrusted value (stored session, popup message, API answer). */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, username, civility, givenName, familyName, email, userProfileCode, profiles } = value;
  const { impersonator } = value;
  if (!isInteger(id)) return null;
  if (typeof username !== 'string') return null;
  if (civility !== null && !CIVILITIES.some((known) => known === civility)) return null;
  if (typeof givenName !== 'string' || typeof familyName !== 'string') return null;
  if (typeof email !== 'string') return null;
  if (!isProfileCode(userProfileCode)) return null;
  if (!Array.isArray(profiles)) return null;
  const parsedProfiles: UserProfile[] = [];
  for (const profile of profiles) {
    const parsed = parseProfile(profile);
    if (!parsed) return null;
    parsedProfiles.push(parsed);
  }
  const parsedImpersonator = impersonator === undefined ? undefined : parsePersonRef(impersonator);
  if (parsedImpersonator === null) return null;
  return {
    id,
    username,
    civility: civility as SessionUser['civility'],
    givenName,
    familyName,
    email,
    userProfileCode,
    profiles: parsedProfiles,
    ...(parsedImpersonator ? { impersonator: parsedImpersonator } : {}),
  };
}
