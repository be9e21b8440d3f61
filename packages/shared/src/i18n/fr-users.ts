/** French words of user administration (/back/admin/users). `en-users.ts` holds the same keys. */
export const frUsers = {
  'users.duplicateProfile': 'Ce profil est déjà attribué pour cette structure',
  'users.usernameFormat':
    'Identifiant invalide : lettres, chiffres et les caractères . _ @ - uniquement',
  'users.usernameTaken': 'Cet identifiant est déjà utilisé',
  'users.emailTaken': 'Cette adresse e-mail est déjà utilisée par un autre compte',
  'users.unknownStructure': 'Structure inconnue',
  'users.wrongStructureType':
    'Un profil {profile} doit être rattaché à une structure de type {type}',
  'users.impersonate': 'Se connecter en tant que',
  'users.impersonateLabel': 'Se connecter en tant que {name}',
  'session.unknownProfile': 'Profil inconnu',
  'session.error.impersonateAdmin': 'Impossible de se substituer à un administrateur',
  'session.error.impersonateDisabled': 'Impossible de se substituer à un utilisateur désactivé',
  'session.error.impersonateNoProfile':
    'Impossible de se substituer à cet utilisateur : aucune structure de rattachement active',
  'session.error.impersonateNested':
    "Quittez d'abord la substitution en cours avant de vous substituer à un autre utilisateur",
  'session.error.notImpersonating': 'Aucune substitution en cours',
  'session.error.profileNotHeld': 'Vous ne disposez pas de ce profil',
  'history.impersonatedBy': '{name} (substitué par {impersonator})',
  'users.selfDisable': 'Vous ne pouvez pas désactiver votre propre compte',
  'users.lastAdmin': 'Impossible : ce compte est le dernier administrateur actif',
  'users.truncated':
    'Seuls les {cap} premiers utilisateurs sur {total} sont affichés : affinez la recherche.',
  'users.title': 'Utilisateurs',
  'users.create': 'Créer un utilisateur',
  'users.filterProfile': 'Profil',
  'users.filterStructure': 'Structure',
  'users.filterState': 'État',
  'users.allProfiles': 'Tous les profils',
  'users.allStates': 'Tous',
  'users.stateActive': 'Actif',
  'users.stateDisabled': 'Désactivé',
  'users.search': 'Rechercher',
  'users.reset': 'Réinitialiser',
  'users.count': { one: '{count} utilisateur', other: '{count} utilisateurs' },
  'users.name': 'Nom',
  'users.username': 'Identifiant',
  'users.email': 'Adresse e-mail',
  'users.civility': 'Civilité',
  'users.givenName': 'Prénom',
  'users.familyName': 'Nom de famille',
  'users.password': 'Mot de passe',
  'users.passwordHintCreate':
    'Facultatif : la personne reçoit par e-mail un lien pour choisir le sien. Au moins 12 caractères si vous en fixez un.',
  'users.managerStructureHint':
    'Un gestionnaire est rattaché à la structure du programme (type « Programme ») : créez-la d’abord dans Structures si elle n’existe pas encore.',
  'users.passwordHintEdit':
    'Laisser vide pour le conserver. Un nouveau mot de passe déconnecte la personne.',
  'users.profiles': 'Profils',
  'users.profile': 'Profil {index}',
  'users.structure': 'Structure du profil {index}',
  'users.addProfile': 'Ajouter un profil',
  'users.removeProfile': 'Retirer le profil {index}',
  'users.state': 'État',
  'users.actions': 'Actions',
  'users.edit': 'Modifier {name}',
  'users.disable': 'Désactiver {name}',
  'users.enable': 'Réactiver {name}',
  'users.disableTitle': 'Désactiver le compte de {name} ?',
  'users.disableDescription':
    'La personne est déconnectée aussitôt et ne peut plus se connecter tant que son compte reste désactivé.',
  'users.disabledToast': 'Compte désactivé',
  'users.enabledToast': 'Compte réactivé',
  'users.editTitle': 'Modifier {name}',
  'users.noCivility': 'Non renseignée',
  'users.chooseStructure': 'Rechercher une structure',
  'users.sync': 'Synchroniser {name}',
  'users.sync.notLinked':
    "Cet utilisateur ne s'est jamais connecté avec {label} : il n'y a rien à synchroniser.",
  'users.sync.noRefreshToken':
    "{label} n'a pas fourni de quoi actualiser ce compte lors de sa dernière connexion : l'utilisateur doit se reconnecter avec {label} avant une synchronisation.",
  'users.sync.refused':
    "{label} refuse d'actualiser ce compte (connexion expirée ou révoquée) : l'utilisateur doit se reconnecter avec {label} avant une synchronisation.",
  'users.sync.unavailable':
    "{label} n'a pas pu donner les informations de cet utilisateur. Veuillez réessayer plus tard.",
  'users.sync.noStructure':
    "{label} rattache cet utilisateur au SIRET {siret}, qui ne correspond à aucune structure active de la plateforme : rien n'a été modifié.",
  'users.sync.emailTaken':
    "{label} donne à cet utilisateur l'adresse {email}, déjà utilisée par un autre compte : rien n'a été modifié.",
} as const;
