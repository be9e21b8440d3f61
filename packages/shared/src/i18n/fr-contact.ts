/**
 * French words of the public contact form, its captcha and the home page's sessions, axes,
 * search, documents, links and public message (apps/web/app/features/contact, features/home;
 * server module contact). Spread into `fr`; `en-contact.ts` holds the same keys. In the browser,
 * the home page registers them (apps/web/app/lib/messages/home.ts).
 */
export const frContact = {
  'contact.title': 'Nous contacter',
  'contact.intro':
    "Une question sur une formation, une inscription ou votre compte ? Écrivez à l'équipe du programme : nous vous répondrons par courriel.",
  'contact.category': 'Catégorie de la demande',
  'contact.categoryEmpty': 'Choisissez une catégorie',
  'contact.name': 'Nom et prénom',
  'contact.email': 'Adresse e-mail',
  'contact.emailHint': 'Format attendu : nom@domaine.fr',
  'contact.phone': 'Téléphone (facultatif)',
  'contact.subject': 'Objet',
  'contact.message': 'Message',
  'contact.requiredNotice': 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  'contact.submit': 'Envoyer le message',
  'contact.submitting': 'Envoi en cours…',
  'contact.error.category': 'Choisissez une catégorie',
  'contact.error.categoryInactive': 'Cette catégorie n’est plus proposée. Choisissez-en une autre.',
  'contact.error.phone': 'Numéro de téléphone invalide',
  'contact.error.captchaMissing': "Cochez la case « Je ne suis pas un robot » avant d'envoyer.",
  'contact.error.captcha':
    'La vérification anti-robot a échoué. Cochez à nouveau la case « Je ne suis pas un robot ».',
  'contact.error.captchaExpired':
    'La vérification anti-robot a expiré. Cochez à nouveau la case « Je ne suis pas un robot ».',
  'contact.error.captchaReplayed':
    'Cette vérification anti-robot a déjà servi. Cochez à nouveau la case « Je ne suis pas un robot ».',
  'captcha.label': 'Je ne suis pas un robot',
  'captcha.hint':
    'Votre navigateur effectue un petit calcul de vérification, sans cookie ni service extérieur.',
  'captcha.verifying': 'Vérification en cours…',
  'captcha.verified': 'Vérification réussie',
  'captcha.failed': 'La vérification a échoué. Cochez à nouveau la case pour réessayer.',
  'home.nextSessions': 'Prochaines sessions',
  'home.nextSessionsEmpty': 'Aucune session programmée pour le moment.',
  'home.allSessions': 'Voir toutes les formations',
  'home.axes': 'Les axes du programme',
  'home.axisNumber': 'Axe {number}',
  'home.axisLinkHint': '(voir les formations de cet axe)',
  'home.searchTitle': 'Rechercher une formation',
  'home.searchLabel': 'Mots-clés',
  'home.searchHint': 'Intitulé, thème ou public visé, par exemple « orientation ».',
  'home.searchSubmit': 'Rechercher',
  'home.documents': 'Documents utiles',
  'home.links': 'Liens utiles',
  'home.fileMeta': '{format}, {size}',
  'publicMessage.homeRegion': 'Message d’information',
} as const;
