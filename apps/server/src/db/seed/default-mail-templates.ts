import type { MailEventCode, MailTemplateSource } from '@passerelle/shared';

/*
 * The French templates a new database starts with (admins edit them afterwards). Plain text:
 * blank lines separate paragraphs; tags are those of MAIL_EVENT_TAGS (checked by a test).
 */

const SIGNATURE = "L'équipe Passerelle";
// session.place is never empty (the room or town, "À distance", "lieu à préciser").
const SESSION_LINE =
  'Session {{ session.code }} du {{ session.startDate }} au {{ session.endDate }}\n' +
  'Lieu : {{ session.place }}';
const GREETING = 'Bonjour {{ beneficiary.civility }} {{ beneficiary.familyName }},';

const body = (...paragraphs: string[]) => [...paragraphs, SIGNATURE].join('\n\n');

export const DEFAULT_MAIL_TEMPLATES = {
  REGISTRATION_REQUESTED: {
    subject: "Votre demande d'inscription : {{ action.name }}",
    body: body(
      GREETING,
      "Votre demande d'inscription à l'action de formation « {{ action.name }} » est bien enregistrée.",
      `${SESSION_LINE}\nVotre motivation : {{ registration.motivation }}`,
      'Vous recevrez un courriel à chaque étape de sa validation. Détail de la session : {{ session.url }}',
    ),
  },
  REGISTRATION_TO_VALIDATE_HR: {
    subject: "Demande d'inscription à valider : {{ action.name }}",
    body: body(
      'Bonjour,',
      "{{ beneficiary.givenName }} {{ beneficiary.familyName }} ({{ beneficiary.structure }}) demande à s'inscrire à l'action de formation « {{ action.name }} ».",
      `${SESSION_LINE}\nMotivation : {{ registration.motivation }}`,
      'La demande attend votre validation. En un clic, sans vous connecter :',
      'Valider : {{ decision.validateUrl }}\nRefuser : {{ decision.refuseUrl }}',
      'Ou depuis le portail : {{ url }}',
    ),
  },
  REGISTRATION_TO_VALIDATE_PROVIDER: {
    subject: 'Inscription à valider : {{ action.name }}',
    body: body(
      'Bonjour,',
      "L'inscription de {{ beneficiary.givenName }} {{ beneficiary.familyName }} ({{ beneficiary.structure }}) à l'action de formation « {{ action.name }} » attend votre validation.",
      `${SESSION_LINE}\nMotivation : {{ registration.motivation }}`,
      'En un clic, sans vous connecter :',
      'Valider : {{ decision.validateUrl }}\nRefuser : {{ decision.refuseUrl }}',
      'Ou depuis le portail : {{ url }}',
    ),
  },
  REGISTRATION_PRE_REGISTERED: {
    subject: 'Pré-inscription : {{ action.name }}',
    body: body(
      GREETING,
      "Votre demande d'inscription à « {{ action.name }} » a été validée par votre structure. Votre pré-inscription est enregistrée : l'organisme de formation doit encore confirmer votre inscription.",
      SESSION_LINE,
      'Détail de la session : {{ session.url }}',
    ),
  },
  REGISTRATION_REGISTERED: {
    subject: 'Inscription confirmée : {{ action.name }}',
    body: body(
      GREETING,
      'Votre inscription à « {{ action.name }} » est confirmée.',
      SESSION_LINE,
      'Vous recevrez votre convocation avant le début de la session. Détail de la session : {{ session.url }}',
    ),
  },
  REGISTRATION_REFUSED_HR: {
    subject: "Demande d'inscription refusée : {{ action.name }}",
    body: body(
      GREETING,
      "Votre demande d'inscription à « {{ action.name }} » (session {{ session.code }}) n'a pas été validée par votre structure.",
      'Motif : {{ reason }}',
    ),
  },
  REGISTRATION_REFUSED_SUPPLIER: {
    subject: 'Inscription refusée : {{ action.name }}',
    body: body(
      GREETING,
      "Votre inscription à « {{ action.name }} » (session {{ session.code }}) n'a pas pu être acceptée par l'organisme de formation.",
      'Motif : {{ reason }}',
    ),
  },
  REGISTRATION_CANCELED: {
    subject: 'Inscription annulée : {{ action.name }}',
    body: body(
      GREETING,
      'Votre inscription à « {{ action.name }} » (session {{ session.code }} du {{ session.startDate }}) est annulée.',
      'Motif : {{ reason }}',
    ),
  },
  REGISTRATION_WAITING_LIST: {
    subject: "Liste d'attente : {{ action.name }}",
    body: body(
      GREETING,
      "La session {{ session.code }} de « {{ action.name }} » est complète : votre demande est placée en liste d'attente.",
      'Un courriel vous préviendra si une place se libère. Détail de la session : {{ session.url }}',
    ),
  },
  REGISTRATION_PROMOTED: {
    subject: 'Une place s’est libérée : {{ action.name }}',
    body: body(
      GREETING,
      "Une place s'est libérée : votre demande pour la session {{ session.code }} de « {{ action.name }} » quitte la liste d'attente et poursuit son parcours de validation.",
      SESSION_LINE,
      'Détail de la session : {{ session.url }}',
    ),
  },
  SESSION_OVERBOOKED: {
    subject: 'Surréservation : session {{ session.code }}',
    body: body(
      'Bonjour,',
      "La session {{ session.code }} de « {{ action.name }} » est complète (places : {{ session.seatAmount }}) et une nouvelle demande vient d'arriver : {{ beneficiary.givenName }} {{ beneficiary.familyName }} ({{ beneficiary.structure }}).",
      "Demandes en liste d'attente : {{ session.waitingCount }}.",
      "Voir la liste d'attente de la session : {{ url }}",
    ),
  },
  SESSION_CANCELED: {
    subject: 'Session annulée : {{ action.name }}',
    body: body(
      'Bonjour,',
      'La session {{ session.code }} de « {{ action.name }} », prévue du {{ session.startDate }} au {{ session.endDate }} ({{ session.place }}), est annulée.',
      'Motif : {{ reason }}',
      'Les inscriptions à cette session sont annulées.',
    ),
  },
  SESSION_POSTPONED: {
    subject: 'Session reportée : {{ action.name }}',
    body: body(
      'Bonjour,',
      'La session {{ session.code }} de « {{ action.name }} », prévue du {{ session.startDate }} au {{ session.endDate }}, est reportée.',
      'Motif : {{ reason }}',
      'Les nouvelles dates vous seront communiquées dès que possible.',
    ),
  },
  SESSION_REPROGRAMMED: {
    subject: 'Session reprogrammée : {{ action.name }}',
    body: body(
      'Bonjour,',
      'La session {{ session.code }} de « {{ action.name }} » est reprogrammée. Voici ses dates et son lieu :',
      SESSION_LINE,
      'Si une convocation vous avait été envoyée, la nouvelle est jointe à ce courriel. Détail de la session : {{ session.url }}',
    ),
  },
  SESSION_CONVOCATION: {
    subject: 'Convocation : {{ action.name }}',
    body: body(
      GREETING,
      "Voici votre convocation à l'action de formation « {{ action.name }} » organisée par {{ provider.name }}.",
      SESSION_LINE,
      'Détail de la session : {{ session.url }}',
    ),
  },
  SESSION_CONVENTION: {
    subject: 'Convention de formation : {{ action.name }} ({{ structure.name }})',
    body: body(
      'Bonjour,',
      "Vous trouverez ci-joint la convention de formation professionnelle de l'action « {{ action.name }} » organisée par {{ provider.name }}, pour les stagiaires de {{ structure.name }} : {{ structure.trainees }}.",
      SESSION_LINE,
      "Merci de la retourner signée à l'organisme de formation avant le début de la session.",
      'Détail de la session : {{ session.url }}',
    ),
  },
  SURVEY_OPEN: {
    subject: 'Votre avis sur « {{ action.name }} »',
    body: body(
      GREETING,
      'Vous avez participé à la session {{ session.code }} de « {{ action.name }} ». Merci de prendre quelques minutes pour répondre au questionnaire de satisfaction :',
      '{{ url }}',
    ),
  },
  REPORT_TO_WRITE: {
    subject: 'Bilan pédagogique à rédiger : session {{ session.code }}',
    body: body(
      'Bonjour,',
      'La session {{ session.code }} de « {{ action.name }} » ({{ provider.name }}) est terminée. Le bilan pédagogique est à rédiger :',
      '{{ url }}',
    ),
  },
  REPORT_SENT_BACK: {
    subject: 'Bilan pédagogique renvoyé : session {{ session.code }}',
    body: body(
      'Bonjour,',
      'Le bilan pédagogique de la session {{ session.code }} de « {{ action.name }} » ({{ provider.name }}) vous est renvoyé par l’équipe du programme pour être complété.',
      'Motif : {{ reason }}',
      'Reprenez le bilan puis terminez-le à nouveau :',
      '{{ url }}',
    ),
  },
  REPORT_COMPLETED: {
    subject: 'Bilan pédagogique terminé : session {{ session.code }}',
    body: body(
      'Bonjour,',
      '{{ provider.name }} a terminé le bilan pédagogique de la session {{ session.code }} de « {{ action.name }} ». Il attend votre relecture : validez-le ou renvoyez-le au prestataire.',
      '{{ url }}',
    ),
  },
  PASSWORD_RESET: {
    subject: 'Réinitialisation de votre mot de passe Passerelle',
    body: body(
      'Bonjour {{ user.givenName }} {{ user.familyName }},',
      'Une réinitialisation du mot de passe du compte {{ user.username }} a été demandée. Pour choisir un nouveau mot de passe, suivez ce lien (valable {{ expiresIn }}) :',
      '{{ url }}',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    ),
  },
  USER_INVITATION: {
    subject: 'Votre compte Passerelle est prêt',
    body: body(
      'Bonjour {{ user.givenName }} {{ user.familyName }},',
      'Un compte vient de vous être ouvert sur le portail Passerelle. Votre identifiant est {{ user.username }}.',
      'Pour choisir votre mot de passe, suivez ce lien (valable {{ expiresIn }}, utilisable une seule fois) :',
      '{{ url }}',
      'Passé ce délai, demandez un nouveau lien depuis « Mot de passe oublié » sur la page de connexion.',
    ),
  },
  CONTACT_MESSAGE: {
    subject: 'Contact ({{ contact.category }}) : {{ contact.subject }}',
    body: body(
      'Bonjour,',
      'Un message a été envoyé par le formulaire de contact du portail.',
      'Catégorie : {{ contact.category }}\nDe : {{ contact.name }} <{{ contact.email }}>\nTéléphone : {{ contact.phone }}\nObjet : {{ contact.subject }}',
      '{{ contact.message }}',
      "Pour répondre, écrivez directement à l'adresse de l'auteur : {{ contact.email }}",
    ),
  },
  SURVEY_COLD_OPEN: {
    subject: 'Que retenez-vous de « {{ action.name }} » ?',
    body: body(
      GREETING,
      'Vous avez participé à la session {{ session.code }} de « {{ action.name }} », terminée le {{ session.endDate }}. Avec le recul, mettez-vous en pratique ce que vous y avez appris ? Merci de répondre à ces quelques questions, deux minutes suffisent :',
      '{{ url }}',
    ),
  },
  FAVORITE_ALERTS: {
    subject: 'Du nouveau dans vos formations favorites',
    body: body(
      'Bonjour {{ user.givenName }} {{ user.familyName }},',
      'Voici les nouveautés des formations que vous avez mises en favori sur le portail :',
      '{{ alerts.sessions }}',
      'Pour vous inscrire, suivez le lien de la session. Vos favoris : {{ url }}',
      'Vous recevez ce courriel, au plus une fois par jour, parce que vous avez activé les alertes sur vos favoris. Pour ne plus les recevoir : {{ alerts.unsubscribeUrl }}',
    ),
  },
} as const satisfies Record<MailEventCode, MailTemplateSource>;
