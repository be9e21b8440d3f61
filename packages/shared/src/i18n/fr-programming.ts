/**
 * French messages of programming (actions and sessions): validation texts, refusals and the
 * export file names. Spread into `fr.ts`; `en-programming.ts` holds the same keys.
 */
export const frProgramming = {
  'programming.validation.decimal': 'Doit être un nombre positif avec au plus 2 décimales',
  'programming.validation.deadlineAfterStart':
    "La date limite d'inscription doit précéder le début de la session",
  'programming.validation.duplicateItem': 'Cet élément est présent plusieurs fois',
  'programming.validation.formacode':
    'Chaque code Formacode compte cinq chiffres ; séparez les codes par des virgules',
  'programming.validation.formacodeCount': '{max} codes au plus',
  'programming.validation.unknownReference': 'Élément introuvable',
  'programming.validation.disabledType': "Ce type d'action est désactivé",
  'programming.validation.notProvider': "Cette structure n'est pas un prestataire",
  'programming.validation.notReferent': "Cet utilisateur n'est pas gestionnaire",
  'programming.validation.unknownUsers': 'Utilisateur introuvable : {ids}',
  'programming.validation.yearRange': "L'année doit être comprise entre {min} et {max}",
  'programming.error.actionHasSessions': {
    one: "Cette action a {count} session : supprimez-la avant de supprimer l'action.",
    other: "Cette action a {count} sessions : supprimez-les avant de supprimer l'action.",
  },
  'programming.error.sessionHasRegistrations': {
    one: 'Cette session a {count} inscription : elle ne peut pas être supprimée.',
    other: 'Cette session a {count} inscriptions : elle ne peut pas être supprimée.',
  },
  'programming.error.providerReadOnlyFields':
    'Un prestataire ne peut pas modifier ces champs : {fields}.',
  'programming.copySuffix': ' (copie)',
  'programming.export.actionsFileName': 'actions',
  'programming.export.sessionsFileName': 'sessions',
} as const;
