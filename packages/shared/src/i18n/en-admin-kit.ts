import type { frAdminKit } from './fr-admin-kit';
import type { TranslationOf } from './format';

/** English words of the admin-kit screens: the same keys as `fr-admin-kit.ts`. */
export const enAdminKit = {
  'adminKit.searchLabel': 'Search',
  'adminKit.filters': 'Filters',
  'adminKit.filterAll': 'All',
  'adminKit.yes': 'Yes',
  'adminKit.no': 'No',
  'adminKit.actions': 'Actions',
  'adminKit.edit': 'Edit',
  'adminKit.editItem': 'Edit “{label}”',
  'adminKit.delete': 'Delete',
  'adminKit.deleteItem': 'Delete “{label}”',
  'adminKit.deleteTitle': 'Delete “{label}”?',
  'adminKit.deleteDescription': 'This cannot be undone.',
  'adminKit.cancel': 'Cancel',
  'adminKit.save': 'Save',
  'adminKit.saving': 'Saving…',
  'adminKit.requiredNotice': 'Fields marked with an asterisk (*) are required.',
  'adminKit.total': { one: '{count} item', other: '{count} items' },
  'adminKit.pageSize': 'Items per page',
  'adminKit.loadError': 'The list could not be loaded.',
  'adminKit.itemError': 'The item could not be loaded.',
  'adminKit.choose': 'Choose…',
  'adminKit.colorPicker': '{label}: colour picker',
  'adminKit.colorHint': 'Format: #rrggbb',
  'adminKit.tagsHint': 'One item per line',
  'adminKit.showOptions': 'Show the options of “{label}”',
} as const satisfies TranslationOf<typeof frAdminKit>;
