/** English twin of `fr-resources.ts`. */
export const enResources = {
  'validation.color': 'Invalid colour (expected format: #rrggbb)',
  'validation.decimalScale': {
    one: 'Must be an amount with at most {count} decimal place',
    other: 'Must be an amount with at most {count} decimal places',
  },
  'validation.decimalDigits': {
    one: 'Must have at most {count} digit before the decimal point',
    other: 'Must have at most {count} digits before the decimal point',
  },
  'validation.maxItems': { one: 'At most {count} item', other: 'At most {count} items' },
  'validation.sort': 'Sorting not allowed: {field}',
  'validation.fileNotFound': 'File not found: send the file again',
  'validation.documentSourceMissing': 'Give a file or a web address',
  'validation.documentSourceBoth': 'Give a file or a web address, not both',
  'validation.alreadyUsed': 'This value is already in use',
  'error.api.resourceInUse': 'Cannot delete: this item is used by {usedBy}.',
  'usage.unknown': 'other data',
  'usage.actions': { one: '{count} training action', other: '{count} training actions' },
  'usage.sessions': { one: '{count} session', other: '{count} sessions' },
  'usage.registrations': { one: '{count} registration', other: '{count} registrations' },
  'usage.action_speakers': {
    one: '{count} action (as a speaker)',
    other: '{count} actions (as a speaker)',
  },
  'usage.user_profiles': { one: '{count} user profile', other: '{count} user profiles' },
  'usage.structures': { one: '{count} structure', other: '{count} structures' },
} as const;
