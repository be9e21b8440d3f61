import type { frProgramming } from './fr-programming';
import type { TranslationOf } from './format';

/** English messages of programming; same keys and placeholders as `fr-programming.ts`. */
export const enProgramming = {
  'programming.validation.decimal': 'Must be a positive number with at most 2 decimals',
  'programming.validation.deadlineAfterStart':
    'The registration deadline must come before the start of the session',
  'programming.validation.duplicateItem': 'This item is listed more than once',
  'programming.validation.formacode':
    'Each Formacode code has five digits; separate codes with commas',
  'programming.validation.formacodeCount': '{max} codes at most',
  'programming.validation.unknownReference': 'Item not found',
  'programming.validation.disabledType': 'This action type is disabled',
  'programming.validation.notProvider': 'This structure is not a provider',
  'programming.validation.notReferent': 'This user is not a manager',
  'programming.validation.unknownUsers': 'User not found: {ids}',
  'programming.validation.yearRange': 'The year must be between {min} and {max}',
  'programming.error.actionHasSessions': {
    one: 'This action has {count} session: delete it before deleting the action.',
    other: 'This action has {count} sessions: delete them before deleting the action.',
  },
  'programming.error.sessionHasRegistrations': {
    one: 'This session has {count} registration: it cannot be deleted.',
    other: 'This session has {count} registrations: it cannot be deleted.',
  },
  'programming.error.providerReadOnlyFields': 'A provider cannot change these fields: {fields}.',
  'programming.copySuffix': ' (copy)',
  'programming.export.actionsFileName': 'actions',
  'programming.export.sessionsFileName': 'sessions',
} as const satisfies TranslationOf<typeof frProgramming>;
