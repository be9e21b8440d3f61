import type { frReferenceAdmin } from './fr-reference-admin';
import type { TranslationOf } from './format';

export const enReferenceAdmin = {
  'adminFile.none': 'No file',
  'adminFile.current': 'Current file: {name} ({size})',
  'adminFile.formats': 'Accepted formats: {formats}',
  'adminFile.uploading': 'Uploading the file…',
  'adminFile.uploaded': 'File uploaded: {name}. Save to keep it.',
  'adminFile.newTab': '(opens in a new tab)',
  'adminFile.remove': 'Remove',
  'adminFile.removeLabel': 'Remove the file of “{label}”',
  'adminFile.uploadError': 'The file could not be uploaded.',
} as const satisfies TranslationOf<typeof frReferenceAdmin>;
