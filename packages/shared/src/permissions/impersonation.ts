import type { ProfileCode } from '../enums';

/**
 * Why an admin may not act as `target` (decision 031), or null when they may: an admin (any of
 * their profiles) is never impersonated, nor a disabled account. The API refuses with the code,
 * the users list offers "Se connecter en tant que" only when null.
 */
export function impersonationRefusal(target: {
  disabled: boolean;
  profiles: readonly { code: ProfileCode }[];
}): 'IMPERSONATION_TARGET_ADMIN' | 'IMPERSONATION_TARGET_DISABLED' | null {
  if (target.profiles.some((profile) => profile.code === 'profile_admin')) {
    return 'IMPERSONATION_TARGET_ADMIN';
  }
  if (target.disabled) return 'IMPERSONATION_TARGET_DISABLED';
  return null;
}
