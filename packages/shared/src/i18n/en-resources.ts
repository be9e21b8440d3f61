/** English twin of `fr-resources.ts`. */
export const enResources = {
  'validation.alreadyUsed': 'This value is already in use',
  'error.api.resourceInUse': 'Cannot delete: this item is used by {usedBy}.',
  'usage.unknown': 'other data',
  'usage.actions.one': '{count} training action',
  'usage.actions.other': '{count} training actions',
  'usage.sessions.one': '{count} session',
  'usage.sessions.other': '{count} sessions',
  'usage.registrations.one': '{count} registration',
  'usage.registrations.other': '{count} registrations',
  'usage.action_speakers.one': '{count} action (as a speaker)',
  'usage.action_speakers.other': '{count} actions (as a speaker)',
  'usage.user_profiles.one': '{count} user profile',
  'usage.user_profiles.other': '{count} user profiles',
  'usage.structures.one': '{count} structure',
  'usage.structures.other': '{count} structures',
} as const;
