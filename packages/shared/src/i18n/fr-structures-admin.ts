/**
 * French messages of the structures administration (`/back/admin/structures`, the
 * `structures/detail` API). `en-structures-admin.ts` holds the same keys.
 */
export const frStructuresAdmin = {
  'validation.siretChecksum': 'Numéro SIRET invalide : la clé de contrôle ne correspond pas',
  'validation.phone': 'Numéro de téléphone invalide',

  'structuresAdmin.activityNumber': 'Numéro de déclaration d’activité',
  'structuresAdmin.validation.activityNumber':
    'Numéro de déclaration d’activité invalide : 11 chiffres (2A ou 2B pour la Corse)',
  'structuresAdmin.siretTaken': 'Ce numéro SIRET est déjà celui d’une autre structure',
  'structuresAdmin.unknownParent': 'Structure parente inconnue',
  'structuresAdmin.parentCycle':
    'Une structure ne peut dépendre ni d’elle-même ni d’une structure qui lui est rattachée',
  'structuresAdmin.typeLocked':
    'Type impossible à changer : cette structure est utilisée par {usedBy}',
  'structuresAdmin.inUse':
    'Suppression impossible : cette structure est utilisée par {usedBy}. Vous pouvez la désactiver.',
  'structuresAdmin.usedBy.validators': {
    one: '{count} valideur RH',
    other: '{count} valideurs RH',
  },
  'structuresAdmin.usedBy.members': { one: '{count} membre', other: '{count} membres' },
  'structuresAdmin.usedBy.providers': {
    one: '{count} profil prestataire',
    other: '{count} profils prestataire',
  },
  'structuresAdmin.usedBy.otherProfiles': {
    one: '{count} autre profil utilisateur',
    other: '{count} autres profils utilisateur',
  },
  'structuresAdmin.usedBy.actions': {
    one: '{count} action dont elle est le prestataire',
    other: '{count} actions dont elle est le prestataire',
  },
  'structuresAdmin.usedBy.registrations': {
    one: '{count} inscription',
    other: '{count} inscriptions',
  },
  'structuresAdmin.usedBy.children': {
    one: '{count} structure rattachée',
    other: '{count} structures rattachées',
  },
  'structuresAdmin.duplicateFile': 'Ce fichier est déjà rattaché à la structure',
  'structuresAdmin.tooManyFiles': {
    one: 'Au plus {count} fichier par structure',
    other: 'Au plus {count} fichiers par structure',
  },

  'structuresAdmin.title': 'Structures',
  'structuresAdmin.create': 'Créer une structure',
  'structuresAdmin.search': 'Rechercher',
  'structuresAdmin.searchHint': 'Nom, SIRET ou ville',
  'structuresAdmin.filterType': 'Type',
  'structuresAdmin.allTypes': 'Tous les types',
  'structuresAdmin.filterMember': 'Adhésion',
  'structuresAdmin.allMembers': 'Toutes',
  'structuresAdmin.memberYes': 'Adhérentes',
  'structuresAdmin.memberNo': 'Non adhérentes',
  'structuresAdmin.filterActive': 'État',
  'structuresAdmin.allStates': 'Toutes',
  'structuresAdmin.stateActive': 'Active',
  'structuresAdmin.stateDisabled': 'Désactivée',
  'structuresAdmin.statesActive': 'Actives',
  'structuresAdmin.statesDisabled': 'Désactivées',
  'structuresAdmin.filter': 'Filtrer',
  'structuresAdmin.reset': 'Réinitialiser',
  'structuresAdmin.count': { one: '{count} structure', other: '{count} structures' },
  'structuresAdmin.name': 'Nom',
  'structuresAdmin.type': 'Type',
  'structuresAdmin.siret': 'SIRET',
  'structuresAdmin.siretHint': '14 chiffres, espaces permis',
  'structuresAdmin.address': 'Adresse',
  'structuresAdmin.zipCode': 'Code postal',
  'structuresAdmin.city': 'Ville',
  'structuresAdmin.phone': 'Téléphone',
  'structuresAdmin.email': 'Adresse e-mail',
  'structuresAdmin.member': 'Adhérente au programme',
  'structuresAdmin.parent': 'Structure parente',
  'structuresAdmin.parentHint': 'Facultative : la structure dont celle-ci dépend.',
  'structuresAdmin.state': 'État',
  'structuresAdmin.people': 'Valideurs RH et membres',
  'structuresAdmin.validatorsCount': {
    one: '{count} valideur RH',
    other: '{count} valideurs RH',
  },
  'structuresAdmin.membersCount': { one: '{count} membre', other: '{count} membres' },
  'structuresAdmin.actions': 'Actions',
  'structuresAdmin.open': 'Ouvrir la fiche de {name}',
  'structuresAdmin.yes': 'Oui',
  'structuresAdmin.no': 'Non',
  'structuresAdmin.none': 'Aucune',
  'structuresAdmin.back': 'Retour aux structures',
  'structuresAdmin.information': 'Informations',
  'structuresAdmin.saved': 'Structure enregistrée',
  'structuresAdmin.created': 'Structure créée',
  'structuresAdmin.disable': 'Désactiver la structure',
  'structuresAdmin.enable': 'Réactiver la structure',
  'structuresAdmin.disableTitle': 'Désactiver {name} ?',
  'structuresAdmin.disableDescription':
    'Ses valideurs RH et ses membres ne peuvent plus se connecter par elle tant qu’elle reste désactivée.',
  'structuresAdmin.disabledToast': 'Structure désactivée',
  'structuresAdmin.enabledToast': 'Structure réactivée',
  'structuresAdmin.delete': 'Supprimer la structure',
  'structuresAdmin.deleteTitle': 'Supprimer {name} ?',
  'structuresAdmin.deleteDescription':
    'La structure et ses fichiers sont supprimés définitivement.',
  'structuresAdmin.deletedToast': 'Structure supprimée',
  'structuresAdmin.inUseNotice':
    'Cette structure ne peut pas être supprimée : elle est utilisée par {usedBy}. Vous pouvez la désactiver.',
  'structuresAdmin.disabledNotice':
    'Cette structure est désactivée : ses valideurs RH et ses membres ne peuvent plus se connecter par elle.',
  'structuresAdmin.validators': 'Valideurs RH',
  'structuresAdmin.noValidators':
    'Aucun valideur RH : les demandes d’inscription de ses membres ne peuvent pas être validées.',
  'structuresAdmin.members': 'Membres',
  'structuresAdmin.noMembers': 'Aucun membre.',
  'structuresAdmin.children': 'Structures rattachées',
  'structuresAdmin.personLink': 'Ouvrir le compte de {name}',
  'structuresAdmin.personDisabled': 'compte désactivé',
  'structuresAdmin.files': 'Fichiers',
  'structuresAdmin.removeFileDescription': 'Le fichier ne sera plus rattaché à la structure.',
} as const;
