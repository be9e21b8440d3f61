/**
 * French words of the beneficiary space (/beneficiary/*, apps/server/src/modules/beneficiary)
 * and of what a registration awaits (workflows/registration-awaiting.ts).
 * `en-beneficiary.ts` holds the same keys.
 */
export const frBeneficiary = {
  // What a registration awaits, as the beneficiary reads it.
  'registrationAwaiting.hrValidation': 'En attente de validation par votre structure',
  'registrationAwaiting.providerValidation': 'En attente de validation par le prestataire',
  'registrationAwaiting.waitingList': "Sur liste d'attente (position {position})",
  'registrationAwaiting.waitingListUnranked': "Sur liste d'attente",
  'registrationAwaiting.processing': 'Demande en cours de traitement',

  // Personal information.
  'beneficiary.info.intro':
    'Ces informations servent à vos inscriptions et aux messages que vous recevez.',
  'beneficiary.info.civility': 'Civilité',
  'beneficiary.info.noCivility': 'Non précisée',
  'beneficiary.info.givenName': 'Prénom',
  'beneficiary.info.familyName': 'Nom',
  'beneficiary.info.email': 'Adresse e-mail',
  'beneficiary.info.structure': 'Structure',
  'beneficiary.info.structureHint':
    "Votre structure n'est pas modifiable ici : contactez l'équipe du programme pour en changer.",
  'beneficiary.info.noStructure': 'Aucune structure',
  'beneficiary.info.requiredNotice': 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  'beneficiary.info.save': 'Enregistrer',
  'beneficiary.info.saving': 'Enregistrement…',

  // Lists.
  'beneficiary.list.caption.favorites': 'Sessions en favori',
  'beneficiary.list.caption.future': 'Formations en cours et à venir',
  'beneficiary.list.caption.passed': 'Formations passées',
  'beneficiary.column.training': 'Formation',
  'beneficiary.column.dates': 'Dates',
  'beneficiary.column.place': 'Lieu',
  'beneficiary.column.availability': 'Disponibilité',
  'beneficiary.column.status': 'Statut',
  'beneficiary.column.awaiting': 'Suivi',
  'beneficiary.column.hours': 'Heures effectives',
  'beneficiary.column.actions': 'Actions',
  'beneficiary.remote': 'À distance',
  'beneficiary.noPlace': 'Lieu à préciser',
  'beneficiary.sessionStatus': 'Session {status}',
  'beneficiary.hours': '{hours} h',
  'beneficiary.noHours': 'Non renseignées',
  'beneficiary.excused': 'Absence excusée',
  'beneficiary.catalogueLink': 'Parcourir le catalogue',
  'beneficiary.favorites.empty':
    "Vous n'avez aucune session en favori. Ajoutez-en depuis la page d'une formation du catalogue.",
  'beneficiary.future.empty': "Vous n'avez aucune formation en cours ou à venir.",
  'beneficiary.passed.empty': "Vous n'avez aucune formation passée.",
  'beneficiary.favorites.remove': 'Retirer des favoris',
  'beneficiary.favorites.removeLabel': 'Retirer « {name} » des favoris',
  'beneficiary.favorites.removed': 'Session retirée de vos favoris.',
  'beneficiary.favorites.removeError': "La session n'a pas pu être retirée de vos favoris.",

  // Cancelling one's registration.
  'beneficiary.cancel.button': 'Annuler mon inscription',
  'beneficiary.cancel.buttonLabel': 'Annuler mon inscription à « {name} »',
  'beneficiary.cancel.description':
    "Votre inscription à « {name} » sera annulée et votre place libérée. Indiquez le motif de l'annulation.",
  'beneficiary.cancel.reason': "Motif de l'annulation",
  'beneficiary.cancel.confirm': "Confirmer l'annulation",
  'beneficiary.cancel.done': 'Votre inscription a été annulée.',
  'beneficiary.cancel.error': "L'inscription n'a pas pu être annulée.",
} as const;
