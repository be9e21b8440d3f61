/**
 * French messages of the generic resources (packages/shared/src/resources, apps/server/src/lib/crud):
 * field checks, list sorting, uniqueness, deletion of a row still in use and the nouns naming what
 * uses it. Spread into `fr`; `en-resources.ts` holds the same keys. `usage.<table>` names (with
 * its number) the rows of a table that reference another one.
 */
export const frResources = {
  'validation.color': 'Couleur invalide (format attendu : #rrggbb)',
  'validation.decimalScale': {
    one: 'Doit être un montant avec au plus {count} décimale',
    other: 'Doit être un montant avec au plus {count} décimales',
  },
  'validation.decimalDigits': {
    one: 'Doit avoir au plus {count} chiffre avant la virgule',
    other: 'Doit avoir au plus {count} chiffres avant la virgule',
  },
  'validation.maxItems': { one: 'Au plus {count} élément', other: 'Au plus {count} éléments' },
  'validation.sort': 'Tri non autorisé : {field}',
  /** A file id that does not exist, or that the caller may not attach (not theirs). */
  'validation.fileNotFound': 'Fichier introuvable : envoyez le fichier à nouveau',
  'validation.documentSourceMissing': 'Indiquez un fichier ou une adresse web',
  'validation.documentSourceBoth': 'Indiquez un fichier ou une adresse web, pas les deux',
  'validation.alreadyUsed': 'Cette valeur est déjà utilisée',
  'error.api.resourceInUse': 'Suppression impossible : cet élément est utilisé par {usedBy}.',
  'usage.unknown': "d'autres données",
  'usage.actions': { one: '{count} action de formation', other: '{count} actions de formation' },
  'usage.sessions': { one: '{count} session', other: '{count} sessions' },
  'usage.registrations': { one: '{count} inscription', other: '{count} inscriptions' },
  'usage.action_speakers': {
    one: "{count} action (en tant qu'intervenant)",
    other: "{count} actions (en tant qu'intervenant)",
  },
  'usage.user_profiles': {
    one: '{count} profil utilisateur',
    other: '{count} profils utilisateurs',
  },
  'usage.structures': { one: '{count} structure', other: '{count} structures' },
} as const;
