/**
 * French messages of the decision links of the "à valider" mails (decision 077): the page
 * `/registration-decision/{token}` and the API's refusals. `en-registration-links.ts` holds the
 * same keys.
 */
export const frRegistrationLinks = {
  'registrationLinks.unknown':
    'Ce lien n’est pas valide : vérifiez qu’il est complet, ou décidez depuis le portail.',
  'registrationLinks.used':
    'Ce lien a déjà servi le {date} : la décision prise alors est enregistrée et rien n’a changé.',
  'registrationLinks.expired':
    'Ce lien a expiré le {date}, avec la date limite d’inscription : rien n’a changé.',
  'registrationLinks.moved':
    'Cette inscription n’attend plus votre décision : elle est désormais « {status} ». Rien n’a changé.',
  'registrationLinks.revoked':
    'Vous ne pouvez plus décider de cette inscription avec ce lien : votre compte ou votre rattachement a changé. Rien n’a changé.',
  'registrationLinks.historyNote': 'par lien reçu par courriel',

  'registrationLinks.title.validate': 'Valider une demande d’inscription',
  'registrationLinks.title.refuse': 'Refuser une demande d’inscription',
  'registrationLinks.greeting': 'Bonjour {name},',
  'registrationLinks.intro.hr':
    '{beneficiary} ({structure}) demande à s’inscrire à la session ci-dessous. Votre validation en tant que valideur RH est attendue.',
  'registrationLinks.intro.provider':
    'L’inscription de {beneficiary} ({structure}) à la session ci-dessous attend la validation de l’organisme de formation.',
  'registrationLinks.noStructure': 'sans structure',
  'registrationLinks.motivation': 'Motivation exprimée',
  'registrationLinks.session': 'Session',
  'registrationLinks.expiresAt': 'Ce lien est valable jusqu’au {date}.',
  'registrationLinks.confirmValidate': 'Confirmer la validation',
  'registrationLinks.confirmRefuse': 'Confirmer le refus',
  'registrationLinks.choose': 'Que décidez-vous ?',
  'registrationLinks.choice.validate': 'Valider la demande',
  'registrationLinks.choice.refuse': 'Refuser la demande',
  'registrationLinks.reason': 'Motif du refus',
  'registrationLinks.reasonHint': 'Le motif est envoyé à la personne par courriel.',
  'registrationLinks.otherChoice.validate': 'Je préfère valider cette demande',
  'registrationLinks.otherChoice.refuse': 'Je préfère refuser cette demande',
  'registrationLinks.done.validate':
    'C’est fait : la demande est validée, et la personne en est informée par courriel.',
  'registrationLinks.done.refuse':
    'C’est fait : la demande est refusée, et la personne en est informée par courriel avec votre motif.',
  'registrationLinks.doneWaitingList':
    'La session étant complète, la demande rejoint la liste d’attente.',
  'registrationLinks.portalLink': 'Ouvrir le portail',
} as const;
