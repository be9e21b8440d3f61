/**
 * French messages of the LHÉO feed (decision 075): what keeps an action out of the feed and the
 * administrator's page `/back/admin/lheo`. `en-lheo.ts` holds the same keys.
 */
export const frLheo = {
  'lheo.gap.goal': 'Objectifs',
  'lheo.gap.expectedResults': 'Résultats attendus',
  'lheo.gap.description': 'Description (contenu de la formation)',
  'lheo.gap.entryLevel': 'Niveau d’entrée',
  'lheo.gap.rhythm': 'Rythme de la formation',
  'lheo.gap.prerequisites': 'Conditions d’accès et prérequis',
  'lheo.gap.publicCodes': 'Codes Formacode du public visé',
  'lheo.gap.provider': 'Prestataire',
  'lheo.gap.providerSiret': 'SIRET du prestataire',
  'lheo.gap.activityNumber': 'Numéro de déclaration d’activité du prestataire',
  'lheo.gap.providerAddress': 'Adresse du prestataire (adresse, code postal et ville)',

  'lheo.intro':
    'Le catalogue est publié au format national LHÉO 2.3, que lisent le Carif-Oref de la ' +
    'région et les services d’orientation. Donnez-leur l’adresse ci-dessous : le flux contient ' +
    'chaque session publiée à venir du catalogue public, et se met à jour avec lui.',
  'lheo.url': 'Adresse du flux',
  'lheo.copy': 'Copier l’adresse',
  'lheo.copied': 'Adresse copiée.',
  'lheo.copyFailed': 'L’adresse n’a pas pu être copiée : sélectionnez-la et copiez-la vous-même.',
  'lheo.lastRead': 'Dernière lecture',
  'lheo.neverRead': 'Le flux n’a encore jamais été lu.',
  'lheo.readCount': { one: '{count} lecture en tout', other: '{count} lectures en tout' },
  'lheo.content': 'Contenu du flux',
  'lheo.actionCount': { one: '{count} action', other: '{count} actions' },
  'lheo.sessionCount': { one: '{count} session', other: '{count} sessions' },
  'lheo.excluded.title': 'Actions absentes du flux',
  'lheo.excluded.intro':
    'Ces actions ont des sessions publiées à venir, mais il leur manque une information que ' +
    'le format LHÉO exige. Complétez-la sur la fiche de l’action ou de son prestataire : elles ' +
    'entreront dans le flux dès la lecture suivante.',
  'lheo.excluded.none': 'Toutes les actions publiées figurent dans le flux.',
  'lheo.column.action': 'Action',
  'lheo.column.provider': 'Prestataire',
  'lheo.column.sessions': 'Sessions à venir',
  'lheo.column.missing': 'Informations manquantes',
  'lheo.noProvider': 'Aucun',
  'lheo.loadError': 'Impossible de lire l’état du flux LHÉO.',
  'lheo.section.title': 'Référencement national (LHÉO)',
  'lheo.section.hint':
    'Ce que le flux LHÉO du catalogue exige en plus de la description : sans ces informations, ' +
    'les sessions de l’action n’y figurent pas.',
  'lheo.publicCodes.hint': 'Codes à cinq chiffres, séparés par des virgules (10 au plus).',
  'lheo.formacodes.hint':
    'Facultatif : codes à cinq chiffres, séparés par des virgules (5 au plus).',
  'lheo.rhythm.hint': 'Par exemple : « Temps partiel, en journée, deux jours consécutifs ».',
  'lheo.entryLevel.none': 'Non renseigné',
  'lheo.activityNumber.hint':
    'Numéro de déclaration d’activité de l’organisme de formation, exigé par le flux LHÉO.',
} as const;
