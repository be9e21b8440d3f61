/**
 * French words of the content pages, the public message and the parameters (admin screens
 * `/back/admin/content/{code}` and `/back/admin/parameters`, the public pages and the home banner).
 * Spread into `fr`; `en-content.ts` holds the same keys.
 */
export const frContent = {
  // Validation of these screens (spec §5 style).
  'validation.yearRange': "L'année doit être comprise entre {min} et {max}",
  'validation.quotaTypeAboveTotal':
    "Ne peut pas dépasser le nombre maximal d'actions ({max}) : il s'agit d'un quota parmi elles",
  'error.api.unknownContentCode':
    "La page de contenu « {code} » n'existe pas. Pages disponibles : {codes}.",

  // Content pages editor.
  'contentAdmin.heading': 'Contenus : {label}',
  'contentAdmin.pagesNav': 'Pages de contenu',
  'contentAdmin.titleLabel': 'Titre de la page',
  'contentAdmin.bodyLabel': 'Texte de la page',
  'contentAdmin.save': 'Enregistrer',
  'contentAdmin.saving': 'Enregistrement…',
  'contentAdmin.discard': 'Annuler les modifications',
  'contentAdmin.viewPublic': 'Voir la page publique',
  'contentAdmin.viewPublicNamed': 'Voir la page publique « {label} »',
  'contentAdmin.updatedAt': 'Dernière modification le {date}.',
  'contentAdmin.neverUpdated': 'Texte par défaut, jamais modifié.',
  'contentAdmin.unsaved': 'Modifications non enregistrées.',
  // /accessibility: the admin writes the editor's part, the statement follows (decision 080).
  'contentAdmin.accessibilityPart':
    'Ce texte précède la déclaration d’accessibilité que le portail établit lui-même (état de conformité, résultats des tests, contenus non accessibles, voies de recours) : indiquez-y l’éditeur, ses coordonnées et son plan de mise en accessibilité.',
  'contentAdmin.allowedFormatting':
    'Mise en forme possible : titres, gras, italique, souligné, barré, listes, citations, liens et lignes de séparation. Le reste est retiré à l’enregistrement.',

  // Rich-text editor.
  'richText.loading': "Chargement de l'éditeur…",
  'richText.toolbar': 'Mise en forme du texte',
  'richText.bold': 'Gras',
  'richText.italic': 'Italique',
  'richText.underline': 'Souligné',
  'richText.strike': 'Barré',
  'richText.paragraph': 'Paragraphe',
  'richText.heading': 'Titre de niveau {level}',
  'richText.bulletList': 'Liste à puces',
  'richText.orderedList': 'Liste numérotée',
  'richText.blockquote': 'Citation',
  'richText.horizontalRule': 'Ligne de séparation',
  'richText.link': 'Lien',
  'richText.unlink': 'Retirer le lien',
  'richText.undo': 'Annuler la dernière modification',
  'richText.redo': 'Rétablir la modification',
  'richText.linkUrl': 'Adresse du lien',
  'richText.linkHint': 'Commence par https://, http:// ou mailto:, ou par / pour une page du site.',
  'richText.linkInvalid':
    'Adresse invalide : seuls les liens http, https, mailto et les pages du site sont acceptés.',
  'richText.linkNewTab': 'Ouvrir dans un nouvel onglet',
  'richText.linkApply': 'Appliquer le lien',
  'richText.linkCancel': 'Annuler',

  // Public message (the `messages` entity), edited on /back/admin/content/message.
  'publicMessage.heading': 'Messages d’information',
  'publicMessage.intro':
    'Le message publié dont la période de diffusion est en cours s’affiche en haut de la page d’accueil. Sans dates, il s’affiche tant qu’il est publié ; si plusieurs conviennent, le plus récent l’emporte.',
  'publicMessage.create': 'Nouveau message',
  'publicMessage.createTitle': 'Nouveau message',
  'publicMessage.editTitle': 'Modifier le message « {label} »',
  'publicMessage.titleLabel': 'Titre (facultatif)',
  'publicMessage.bodyLabel': 'Texte du message',
  'publicMessage.published': 'Publié',
  'publicMessage.publishedHint': 'Un message non publié n’est jamais affiché.',
  'publicMessage.startsAt': 'Début de diffusion (facultatif)',
  'publicMessage.endsAt': 'Fin de diffusion (facultatif)',
  'publicMessage.save': 'Enregistrer le message',
  'publicMessage.cancel': 'Annuler',
  'publicMessage.untitled': 'Sans titre',
  'publicMessage.list': 'Liste des messages d’information',
  'publicMessage.columnTitle': 'Titre',
  'publicMessage.columnState': 'État',
  'publicMessage.columnPeriod': 'Période de diffusion',
  'publicMessage.columnActions': 'Actions',
  'publicMessage.stateDraft': 'Non publié',
  'publicMessage.stateScheduled': 'Programmé',
  'publicMessage.stateOnline': 'En ligne',
  'publicMessage.stateExpired': 'Terminé',
  'publicMessage.periodAlways': 'Sans limite',
  'publicMessage.periodFrom': 'À partir du {start}',
  'publicMessage.periodUntil': 'Jusqu’au {end}',
  'publicMessage.periodBetween': 'Du {start} au {end}',
  'publicMessage.editShort': 'Modifier',
  'publicMessage.edit': 'Modifier « {label} »',
  'publicMessage.deleteShort': 'Supprimer',
  'publicMessage.delete': 'Supprimer « {label} »',
  'publicMessage.deleteTitle': 'Supprimer le message « {label} » ?',
  'publicMessage.deleteDescription': 'Cette suppression est définitive.',
  'publicMessage.deleteConfirm': 'Supprimer',

  // Parameters (/back/admin/parameters).
  'parameters.yearHeading': 'Année publique en cours',
  'parameters.yearIntro':
    'L’année de programmation présentée par défaut au public et dans l’espace de gestion.',
  'parameters.currentPublicYear': 'Année publique en cours',
  'parameters.currentValue': 'Valeur en vigueur : {value} (depuis le {date}).',
  'parameters.notSet': 'Aucune année définie pour le moment.',
  'parameters.quotasHeading': 'Quotas annuels par bénéficiaire',
  'parameters.quotasIntro':
    'Comptés par bénéficiaire et par année civile de début de session, sur les inscriptions qui ne sont ni annulées ni refusées. Une année sans quotas propres reprend ceux de l’année précédente la plus proche.',
  'parameters.year': 'Année',
  'parameters.maxActionAmount':
    'Nombre maximal d’actions (types réservés aux structures adhérentes)',
  'parameters.maxActionTypeAmount': 'Dont actions soumises à validation RH',
  'parameters.saveYear': 'Enregistrer l’année',
  'parameters.saveQuotas': 'Enregistrer les quotas',
  'parameters.saving': 'Enregistrement…',
  'parameters.quotasInForce': 'Quotas en vigueur par année',
  'parameters.yearHistory': 'Historique de l’année publique',
  'parameters.quotasHistory': 'Historique des quotas',
  'parameters.columnDate': 'Date',
  'parameters.columnAuthor': 'Auteur',
  'parameters.columnYear': 'Année',
  'parameters.columnPublicYear': 'Année publique',
  'parameters.columnMaxActions': 'Actions maximum',
  'parameters.columnMaxHrActions': 'Dont validation RH',
  'parameters.inForce': 'en vigueur',
  'parameters.unknownAuthor': 'Non renseigné',
  'parameters.columnActions': 'Actions',
  'parameters.edit': 'Modifier',
  'parameters.editYear': 'Modifier les quotas de {year}',
} as const;
