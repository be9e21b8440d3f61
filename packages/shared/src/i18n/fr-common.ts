/**
 * French messages every page may show: interface strings, error screens, notices, editing lock,
 * build update, layouts and navigation, the public pages' toasts, progress.
 * Spread into `fr` (fr.ts); the browser starts with these alone (fr-at-start.browser.ts). The
 * first block of `en.ts` holds the same keys. What only the back office shows is in
 * fr-back-common.ts.
 */
export const frCommon = {
  // The header's sign-out (the sign-in and password pages' messages: fr-login.ts).
  'auth.logout': 'Se déconnecter',

  // Default interface strings (spec §8).
  'ui.noData': 'Aucune donnée',
  'ui.noMatchingData': 'Aucune donnée correspondante',
  'ui.close': 'Fermer',
  'ui.search': 'Rechercher...',
  'ui.previous': 'Précédent',
  'ui.next': 'Suivant',
  'ui.pagination': 'Pagination',
  'ui.pageOf': 'Page {page} sur {pages}',
  'ui.back': 'Retour',
  'ui.create': 'Créer "{label}"',
  'ui.loading': 'Chargement…',
  'ui.skipLink': 'Aller au contenu',
  'contentPage.empty': 'Cette page n’a pas encore de contenu.',

  // Session expiry (the login popup of decision 029).
  'session.expiredSignIn':
    'Votre session a expiré. Connectez-vous dans la fenêtre qui vient de s’ouvrir : ce que vous avez saisi est conservé et sera enregistré ensuite.',
  'session.notSignedInAgain':
    'Vous n’êtes pas reconnecté. Ce que vous avez saisi est conservé : enregistrez de nouveau pour vous connecter.',
  // Days of a session or an event (format/dates.ts: formatDayRange).
  'dates.day': 'Le {date}',
  'dates.range': 'Du {start} au {end}',
  'dates.dayInline': 'le {date}',
  'dates.rangeInline': 'du {start} au {end}',

  // Error screen (spec §2).
  'error.unauthorized.title': 'Accès refusé',
  'error.unauthorized.description':
    "Vous n'avez pas les droits nécessaires pour afficher cette page. Connectez-vous avec un compte autorisé ou revenez à la page précédente.",
  'error.notFound.title': 'Page introuvable',
  'error.notFound.description':
    "La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez à la page précédente.",
  'error.serverError.title': 'Erreur technique',
  'error.serverError.description':
    'Une erreur technique est survenue de notre côté. Veuillez réessayer dans quelques instants.',
  'error.unknown.title': 'Une erreur est survenue',
  'error.unknown.description':
    "Un problème inattendu a empêché l'affichage de cette page. Veuillez réessayer.",
  'error.back': 'Revenir à la page précédente',
  'error.pageNotFound': 'Page not found: {path}',

  // Notices.
  'notice.noAccess': "Cette page n'est pas accessible avec votre profil.",

  // Editing lock (spec §2).
  'editLock.title': 'Modifications non enregistrées',
  'editLock.message':
    'Vous avez des modifications non enregistrées. Elles seront perdues si vous continuez.',
  'editLock.confirm': 'Continuer sans enregistrer',
  'editLock.cancel': 'Rester sur la page',

  // Build update (spec §7).
  'build.updateAvailable': 'Une nouvelle version de Passerelle est disponible.',
  'build.reload': 'Recharger',

  // Layouts and navigation.
  'layout.appName': 'Passerelle',
  'layout.tagline': 'Programme régional de professionnalisation',
  'layout.homeLink': "Passerelle, retour à l'accueil",
  'layout.backOffice': 'Espace de gestion',
  'layout.beneficiarySpace': 'Mon espace',
  'layout.hrSpace': 'Espace valideur RH',
  'layout.surveySpace': 'Questionnaires et bilans',
  'layout.loggedInAs': 'Connecté : {name} ({profile})',
  // Impersonation banner and profile switch, in the header of every page (decision 031).
  'session.impersonating': 'Vous êtes connecté en tant que {name}, à la place de {impersonator}.',
  'session.endImpersonation': 'Quitter la substitution',
  'session.activeProfile': 'Profil actif',
  'session.switchProfile': 'Changer de profil',
  'session.profileOption': '{profile} – {structure}',
  'session.profileSwitched': 'Vous agissez désormais avec le profil {profile}.',
  'toast.impersonationOff': 'Vous avez quitté le mode substitution.',
  'layout.mainMenu': 'Menu principal',
  'layout.adminMenu': "Menu d'administration",
  'layout.footer': 'Pied de page',
  'layout.footerLinks': 'Informations pratiques',
  // The footer's link to the statement, with its status as the RGAA asks (decision 080).
  'accessibility.footer.full': 'Accessibilité : totalement conforme',
  'accessibility.footer.partial': 'Accessibilité : partiellement conforme',
  'accessibility.footer.none': 'Accessibilité : non conforme',
  'home.contactLink': 'Nous contacter',
  'nav.home': 'Accueil',
  'nav.training': 'Catalogue des formations',
  'nav.calendar': 'Calendrier',
  'nav.login': 'Se connecter',
  'nav.programming': 'Programmation',
  'nav.registrations': 'Inscriptions',
  'nav.speakers': 'Intervenants',
  'nav.surveys': 'Questionnaires de satisfaction',
  'nav.reports': 'Bilans pédagogiques',
  'nav.information': 'Informations prestataire',
  'nav.structures': 'Structures',
  'nav.admin': 'Administration',
  'nav.admin.axis': 'Axes',
  'nav.admin.actions': "Types d'action",
  'nav.admin.rooms': 'Salles',
  'nav.admin.cities': 'Villes',
  'nav.admin.users': 'Utilisateurs',
  'nav.admin.structures': 'Structures',
  'nav.admin.documents': 'Documents',
  'nav.admin.links': 'Liens',
  'nav.admin.templates': 'Modèles',
  'nav.admin.content': 'Contenus',
  'nav.admin.parameters': 'Paramètres',
  'nav.admin.references': 'Référentiels',
  'nav.admin.jobs': 'Tâches automatiques',
  'nav.admin.lheo': 'Flux LHÉO',
  'nav.beneficiary.favorites': 'Mes favoris',
  'nav.beneficiary.future': 'Mes formations à venir',
  'nav.beneficiary.passed': 'Mes formations passées',
  'nav.beneficiary.information': 'Mes informations',
  'nav.programming.action': 'Action',
  'nav.programming.sessions': 'Sessions',
  'nav.programming.speakers': 'Intervenants',
  'nav.programming.registrations': 'Inscriptions',

  // Toasts (spec §8).
  'toast.viewport': 'Notifications ({hotkey})',
  'toast.close': 'Fermer la notification',
  'toast.contactSent': 'Votre message a bien été envoyé.',
  'toast.contactError': "Votre message n'a pas pu être envoyé. Veuillez réessayer.",
  'toast.captchaError': 'La vérification anti-robot a échoué. Veuillez réessayer.',

  // Progress indicator.
  'progress.label': 'Progression',
  'progress.loading': 'Chargement en cours',
} as const;
