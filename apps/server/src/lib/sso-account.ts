/*
 * Accounts created by single sign-on have no local password: their `password_hash` holds this
 * marker, which no argon2 verification ever accepts. The password login tells them to use the
 * provider's button (SSO_ONLY_ACCOUNT); a password reset may reuse the same predicate.
 */

/** The `password_hash` of an account that signs in through the provider only. */
export const SSO_ONLY_PASSWORD_HASH = '!sso-only';

/** True when the account has no usable local password (it was created by single sign-on). */
export function isSsoOnlyAccount(user: { passwordHash: string }): boolean {
  return user.passwordHash === SSO_ONLY_PASSWORD_HASH;
}
