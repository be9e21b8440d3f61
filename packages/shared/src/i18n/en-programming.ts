import type { frProgramming } from './fr-programming';

/** English messages of programming; same keys and placeholders as `fr-programming.ts`. */
export const enProgramming = {
  'programming.validation.decimal': 'Must be a positive number with at most 2 decimals',
  'programming.validation.deadlineAfterStart':
    'The registration deadline must come before the start of the session',
  'programming.validation.duplicateItem': 'This item is listed more than once',
  'programming.validation.unknownReference': 'Item not found',
  'programming.validation.disabledType': 'This action type is disabled',
  'programming.validation.notProvider': 'This structure is not a provider',
  'programming.validation.notReferent': 'This user is not a manager',
  'programming.validation.unknownUsers': 'User not found: {ids}',
  'programming.validation.yearRange': 'The year must be between {min} and {max}',
  'programming.error.actionHasSessions':
    'This action has {count} session(s): delete them before deleting the action.',
  'programming.error.sessionHasRegistrations':
    'This session has {count} registration(s): it cannot be deleted.',
  'programming.error.providerReadOnlyFields': 'A provider cannot change these fields: {fields}.',
  'programming.copySuffix': ' (copy)',
  'programming.export.actionsFileName': 'actions',
} as const satisfies Record<keyof typeof frProgramming, string>;
