/**
 * French messages of the alerts on favourites (decision 078): the grouped mail's list, the
 * setting on the favourites page and the page of the mail's "ne plus recevoir" link.
 * `en-favorite-alerts.ts` holds the same keys.
 */
export const frFavoriteAlerts = {
  'favoriteAlerts.digest.NEW_SESSION': 'Nouvelles sessions :',
  'favoriteAlerts.digest.SEATS_RELEASED': 'Des places se sont libérées :',
  'favoriteAlerts.digest.oneDay': 'le {date}',
  'favoriteAlerts.digest.days': 'du {start} au {end}',
  'favoriteAlerts.digest.line': '- « {action} », {dates}, {place} : {url}',

  'favoriteAlerts.setting.legend': 'Alertes par courriel',
  'favoriteAlerts.setting.label':
    'Me prévenir par courriel des nouvelles sessions de mes formations favorites et des places qui se libèrent',
  'favoriteAlerts.setting.hint':
    'Un seul courriel par jour au plus, qui regroupe les nouveautés. Chaque courriel contient un lien pour ne plus les recevoir.',
  'favoriteAlerts.setting.on': 'Les alertes par courriel sont activées.',
  'favoriteAlerts.setting.off': 'Les alertes par courriel sont désactivées.',
  'favoriteAlerts.setting.error': 'Le réglage des alertes n’a pas pu être enregistré.',

  'favoriteAlerts.link.unknown':
    'Ce lien n’est pas valide ou a expiré : vous pouvez régler les alertes depuis vos favoris, une fois connecté.',
  'favoriteAlerts.link.greeting': 'Bonjour {name},',
  'favoriteAlerts.link.enabled':
    'Vous recevez un courriel quand une nouvelle session d’une de vos formations favorites est publiée ou qu’une place se libère dans une session favorite qui était complète.',
  'favoriteAlerts.link.disabled': 'Vous ne recevez plus les alertes sur vos formations favorites.',
  'favoriteAlerts.link.stop': 'Ne plus recevoir ces alertes',
  'favoriteAlerts.link.restart': 'Recevoir de nouveau ces alertes',
  'favoriteAlerts.link.stopped':
    'C’est fait : vous ne recevrez plus ces alertes. Vos favoris restent enregistrés.',
  'favoriteAlerts.link.restarted': 'C’est fait : vous recevrez de nouveau ces alertes.',
  'favoriteAlerts.link.error': 'Le réglage n’a pas pu être enregistré. Réessayez dans un instant.',
  'favoriteAlerts.link.favorites': 'Voir mes favoris',
} as const;
