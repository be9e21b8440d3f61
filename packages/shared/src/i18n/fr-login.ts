/**
 * French messages of the login layout's pages: sign-in (spec §8 catalogue, single sign-on) and
 * password reset. Registered by those pages (apps/web/app/lib/messages/login.ts), not among the
 * messages the browser starts with (decision 018).
 */
export const frLogin = {
  'login.userDisabled': 'Utilisateur désactivé',
  'login.invalidCredentials': 'Impossible de se connecter',
  'login.noActiveStructure': 'Aucune structure de rattachement active sur la plateforme',
  'login.failed': 'Une erreur est survenue lors de la connexion',
  // Single sign-on (decision 030); {label} is the provider's name (OIDC_BUTTON_LABEL).
  'login.sso.button': 'Se connecter avec {label}',
  'login.sso.or': 'ou',
  'login.sso.failed':
    'La connexion avec {label} a échoué ou a expiré. Veuillez recommencer depuis la page de connexion.',
  'login.sso.unavailable':
    'La connexion avec {label} est momentanément indisponible. Veuillez réessayer plus tard.',
  'login.sso.off': "La connexion par un fournisseur d'identité n'est pas activée sur ce portail.",
  'login.sso.emailUnverified':
    "Un compte existe déjà avec cette adresse e-mail, mais {label} ne la certifie pas vérifiée : il ne peut pas y être rattaché. Contactez l'administrateur du portail.",
  'login.sso.onlyAccount':
    'Ce compte se connecte uniquement avec {label} : utilisez le bouton « Se connecter avec {label} ».',
  'login.title': 'Connexion',
  'login.username': 'Identifiant',
  'login.password': 'Mot de passe',
  'login.forgotPassword': 'Mot de passe oublié ?',
  'login.submit': 'Se connecter',
  'login.submitting': 'Connexion en cours…',
  'login.popupTitle': 'Connexion à Passerelle',
  'passwordReset.requested':
    'Si un compte actif correspond à cet identifiant ou à cette adresse e-mail, un lien pour choisir un nouveau mot de passe vient de lui être envoyé par e-mail.',
  'passwordReset.done':
    'Votre mot de passe a été modifié. Par sécurité, toutes vos sessions ont été fermées : connectez-vous avec votre nouveau mot de passe.',
  'passwordReset.invalidToken':
    'Ce lien de réinitialisation n’est plus valable : il a expiré, a déjà servi ou est incomplet. Demandez un nouveau lien.',
  'passwordReset.ssoNote':
    'Si vous vous connectez avec {label}, votre mot de passe est géré par {label} : utilisez le bouton « Se connecter avec {label} » de la page de connexion.',
  'passwordReset.mismatch': 'Les deux mots de passe ne sont pas identiques',
  'passwordReset.sendLink': 'Recevoir un lien par e-mail',
  'passwordReset.backToLogin': 'Revenir à la connexion',
  'passwordReset.signIn': 'Se connecter',
  'passwordReset.newLink': 'Demander un nouveau lien',
  'passwordReset.save': 'Enregistrer le nouveau mot de passe',
  'passwordReset.login': 'Identifiant ou adresse e-mail',
  'passwordReset.newPassword': 'Nouveau mot de passe',
  'passwordReset.confirmation': 'Confirmation du nouveau mot de passe',
  'passwordReset.passwordHint': {
    one: 'Au moins {count} caractère.',
    other: 'Au moins {count} caractères.',
  },
  'passwordReset.expiresInMinutes': { one: '{count} minute', other: '{count} minutes' },
  'passwordReset.expiresInHours': { one: '{count} heure', other: '{count} heures' },
  'passwordReset.expiresInDays': { one: '{count} jour', other: '{count} jours' },
} as const;
