/**
 * French messages of the HR validator's pages (`/back/structures/{id}`) and of the shared
 * registration status badge. Spread into `fr.ts`.
 */
export const frStructures = {
  'registrationBadge.waitingList': "Liste d'attente",

  'structures.page.title': 'Structure {name}',
  'structures.page.intro':
    "Validez ou refusez les demandes d'inscription des personnes de votre structure.",
  'structures.switcher.label': 'Changer de structure',
  'structures.member.label': 'Adhérente au programme',
  'structures.requests.title': 'Demandes à valider',
  'structures.requests.empty': 'Aucune demande en attente de votre validation.',
  'structures.requests.otherTitle': 'Autres inscriptions en cours',
  'structures.requests.person': 'Personne',
  'structures.requests.session': 'Session',
  'structures.requests.status': 'Statut',
  'structures.requests.awaiting': 'En attente de',
  'structures.requests.motivation': 'Motivation',
  'structures.requests.actions': 'Actions',
  'structures.requests.requestedAt': 'Demandée le {date}',
  'structures.validate.aria': 'Valider la demande de {name} pour {session}',
  'structures.refuse.aria': 'Refuser la demande de {name} pour {session}',
  'structures.refuse.title': 'Refuser la demande de {name}',
  'structures.refuse.description':
    'Session {session}. Le motif est transmis à la personne par courriel.',
  'structures.refuse.submit': 'Refuser la demande',
  'structures.notice.title': 'Plusieurs demandes pour une même session',
  'structures.notice.item': '{session} : {count} demandes de votre structure.',
  'structures.members.title': 'Membres de la structure',
  'structures.members.empty': "Aucune personne n'est rattachée à cette structure.",
  'structures.members.name': 'Nom',
  'structures.members.email': 'Courriel',
  'structures.members.openRegistrations': 'Inscriptions en cours',
} as const;
