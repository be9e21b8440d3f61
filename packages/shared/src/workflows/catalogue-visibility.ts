import { profileOf } from '../enums';
import { can } from '../permissions/matrix';
import type { SessionUser } from '../schemas/auth';

/**
 * Who sees the sessions of members-only action types in the public catalogue (decisions.md
 * "Members-only action types"):
 * - `all`: the back-office profiles, who read the whole programme anyway (`programming.read`);
 * - `ifMember`: a signed-in beneficiary, when the structure of their beneficiary profile is a
 *   member one (the server looks it up: `beneficiaryStructureIds`);
 * - `none`: visitors, hr validators (they validate requests, not browse as members).
 */
export type MembersOnlyAccess = 'all' | 'ifMember' | 'none';

export function membersOnlyAccessOf(user: SessionUser | null | undefined): MembersOnlyAccess {
  if (!user) return 'none';
  if (can(user, 'programming.read')) return 'all';
  return profileOf(user.userProfileCode) === 'beneficiary' ? 'ifMember' : 'none';
}
