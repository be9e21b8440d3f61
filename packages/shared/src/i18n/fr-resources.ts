/**
 * French messages of the generic resources (packages/shared/src/resources, apps/server/src/lib/crud):
 * field checks, list sorting, uniqueness, deletion of a row still in use and the nouns naming what
 * uses it. Spread into `fr`; `en-resources.ts` holds the same keys. `usage.<table>.one|other` name
 * the rows of a table that reference another one.
 */
export const frResources = {
  'validation.color': 'Couleur invalide (format attendu : #rrggbb)',
  'validation.decimalScale': 'Doit être un montant avec au plus {scale} décimales',
  'validation.decimalDigits': 'Doit avoir au plus {digits} chiffres avant la virgule',
  'validation.maxItems': 'Au plus {max} éléments',
  'validation.sort': 'Tri non autorisé : {field}',
  /** A file id that does not exist, or that the caller may not attach (not theirs). */
  'validation.fileNotFound': 'Fichier introuvable : envoyez le fichier à nouveau',
  'validation.documentSourceMissing': 'Indiquez un fichier ou une adresse web',
  'validation.documentSourceBoth': 'Indiquez un fichier ou une adresse web, pas les deux',
  'validation.alreadyUsed': 'Cette valeur est déjà utilisée',
  'error.api.resourceInUse': 'Suppression impossible : cet élément est utilisé par {usedBy}.',
  'usage.unknown': "d'autres données",
  'usage.actions.one': '{count} action de formation',
  'usage.actions.other': '{count} actions de formation',
  'usage.sessions.one': '{count} session',
  'usage.sessions.other': '{count} sessions',
  'usage.registrations.one': '{count} inscription',
  'usage.registrations.other': '{count} inscriptions',
  'usage.action_speakers.one': "{count} action (en tant qu'intervenant)",
  'usage.action_speakers.other': "{count} actions (en tant qu'intervenant)",
  'usage.user_profiles.one': '{count} profil utilisateur',
  'usage.user_profiles.other': '{count} profils utilisateurs',
  'usage.structures.one': '{count} structure',
  'usage.structures.other': '{count} structures',
} as const;
