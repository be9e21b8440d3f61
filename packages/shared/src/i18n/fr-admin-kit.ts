/**
 * French words of the admin-kit screens (apps/web/app/admin-kit): the generic list and form of
 * the reference-data pages. Spread into `fr`; `en-admin-kit.ts` holds the same keys.
 */
export const frAdminKit = {
  'adminKit.searchLabel': 'Rechercher',
  'adminKit.filters': 'Filtres',
  'adminKit.filterAll': 'Tous',
  'adminKit.yes': 'Oui',
  'adminKit.no': 'Non',
  'adminKit.actions': 'Actions',
  'adminKit.edit': 'Modifier',
  'adminKit.editItem': 'Modifier « {label} »',
  'adminKit.delete': 'Supprimer',
  'adminKit.deleteItem': 'Supprimer « {label} »',
  'adminKit.deleteTitle': 'Supprimer « {label} » ?',
  'adminKit.deleteDescription': 'Cette suppression est définitive.',
  'adminKit.cancel': 'Annuler',
  'adminKit.save': 'Enregistrer',
  'adminKit.saving': 'Enregistrement…',
  'adminKit.requiredNotice': 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  'adminKit.total': { one: '{count} élément', other: '{count} éléments' },
  'adminKit.pageSize': 'Éléments par page',
  'adminKit.loadError': "La liste n'a pas pu être chargée.",
  'adminKit.itemError': "L'élément n'a pas pu être chargé.",
  'adminKit.choose': 'Choisir…',
  'adminKit.colorPicker': '{label} : sélecteur de couleur',
  'adminKit.colorHint': 'Format : #rrggbb',
  'adminKit.tagsHint': 'Un élément par ligne',
  'adminKit.showOptions': 'Afficher les options de « {label} »',
} as const;
