/** Profile codes as the API and the session carry them (spec §3). */
export const PROFILE_CODES = [
  'profile_admin',
  'profile_manager',
  'profile_provider',
  'profile_beneficiary',
  'profile_hr',
] as const;
export type ProfileCode = (typeof PROFILE_CODES)[number];

/** Short profile names, used by the permission tables (spec §6). */
export const PROFILES = ['admin', 'manager', 'provider', 'beneficiary', 'hr'] as const;
export type Profile = (typeof PROFILES)[number];

export const PROFILE_LABELS = {
  profile_admin: 'Administrateur',
  profile_manager: 'Gestionnaire',
  profile_provider: 'Prestataire',
  profile_beneficiary: 'Bénéficiaire',
  profile_hr: 'Valideur RH',
} as const satisfies Record<ProfileCode, string>;

export function isProfileCode(value: unknown): value is ProfileCode {
  return typeof value === 'string' && (PROFILE_CODES as readonly string[]).includes(value);
}

export function isProfile(value: unknown): value is Profile {
  return typeof value === 'string' && (PROFILES as readonly string[]).includes(value);
}

/** `profile_admin` → `admin`. */
export function profileOf(code: ProfileCode): Profile {
  return code.slice('profile_'.length) as Profile;
}

/** `admin` → `profile_admin`. */
export function profileCode(profile: Profile): ProfileCode {
  return `profile_${profile}`;
}
