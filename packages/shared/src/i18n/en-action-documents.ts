import type { frActionDocuments } from './fr-action-documents';
import type { TranslationOf } from './format';

/** English words of the "Documents et liens" section of the action sheet. */
export const enActionDocuments = {
  'actionDocuments.title': 'Documents and links',
  'actionDocuments.loadError': 'The documents and links of the action could not be loaded.',
  'actionDocuments.removeDescription': 'The file will no longer be attached to the action.',
  'actionDocuments.removeConfirm': 'Remove',
  'actionDocuments.tooMany': 'An action has at most {max} documents.',
  'actionDocuments.kindForbidden': 'You may not change the documents of this kind.',
  'actionLinks.title': 'Public links',
  'actionLinks.list': 'Public links of the action',
  'actionLinks.empty': 'No link.',
  'actionLinks.name': 'Link title',
  'actionLinks.url': 'Address (URL)',
  'actionLinks.urlHint': 'Starts with http:// or https://.',
  'actionLinks.add': 'Add the link',
  'actionLinks.added': 'Link added.',
  'actionLinks.remove': 'Remove the link “{name}”',
  'actionLinks.removeTitle': 'Remove the link “{name}”?',
  'actionLinks.removeDescription': 'The link will no longer be shown on the action.',
  'actionLinks.tooMany': 'An action has at most {max} links.',
} as const satisfies TranslationOf<typeof frActionDocuments>;
