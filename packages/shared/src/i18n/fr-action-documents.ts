/**
 * French words of the "Documents et liens" section of the action sheet and of the action_files
 * and action_links endpoints. Spread into `fr.ts`; `en-action-documents.ts` holds the same keys.
 */
export const frActionDocuments = {
  'actionDocuments.title': 'Documents et liens',
  'actionDocuments.loadError': "Les documents et liens de l'action n'ont pas pu être chargés.",
  'actionDocuments.removeDescription': "Le fichier ne sera plus rattaché à l'action.",
  'actionDocuments.removeConfirm': 'Retirer',
  'actionDocuments.tooMany': 'Une action compte au plus {max} documents.',
  'actionDocuments.kindForbidden': 'Vous ne pouvez pas modifier les documents de cette nature.',
  'actionLinks.title': 'Liens publics',
  'actionLinks.list': "Liens publics de l'action",
  'actionLinks.empty': 'Aucun lien.',
  'actionLinks.name': 'Intitulé du lien',
  'actionLinks.url': 'Adresse (URL)',
  'actionLinks.urlHint': 'Commence par http:// ou https://.',
  'actionLinks.add': 'Ajouter le lien',
  'actionLinks.added': 'Lien ajouté.',
  'actionLinks.remove': 'Retirer le lien « {name} »',
  'actionLinks.removeTitle': 'Retirer le lien « {name} » ?',
  'actionLinks.removeDescription': "Le lien ne sera plus affiché sur l'action.",
  'actionLinks.tooMany': 'Une action compte au plus {max} liens.',
} as const;
