/**
 * French words of the file input of the admin-kit (rooms' files, home-page documents). Spread
 * into `fr`; `en-reference-admin.ts` holds the same keys. (The home page's own words are in
 * fr-contact.ts, which the public pages load.)
 */
export const frReferenceAdmin = {
  'adminFile.none': 'Aucun fichier',
  'adminFile.current': 'Fichier actuel : {name} ({size})',
  'adminFile.formats': 'Formats acceptés : {formats}',
  'adminFile.uploading': 'Envoi du fichier…',
  'adminFile.uploaded': 'Fichier envoyé : {name}. Enregistrez pour le garder.',
  'adminFile.newTab': '(s’ouvre dans un nouvel onglet)',
  'adminFile.remove': 'Retirer',
  'adminFile.removeLabel': 'Retirer le fichier de « {label} »',
  'adminFile.uploadError': "Le fichier n'a pas pu être envoyé.",
} as const;
