/** English messages of the alerts on favourites; same keys as `fr-favorite-alerts.ts`. */
export const enFavoriteAlerts = {
  'favoriteAlerts.digest.NEW_SESSION': 'New sessions:',
  'favoriteAlerts.digest.SEATS_RELEASED': 'Seats became free:',
  'favoriteAlerts.digest.oneDay': 'on {date}',
  'favoriteAlerts.digest.days': 'from {start} to {end}',
  'favoriteAlerts.digest.line': '- “{action}”, {dates}, {place}: {url}',

  'favoriteAlerts.setting.legend': 'E-mail alerts',
  'favoriteAlerts.setting.label':
    'Tell me by e-mail about new sessions of my favourite trainings and seats becoming free',
  'favoriteAlerts.setting.hint':
    'One e-mail a day at most, grouping what is new. Each e-mail holds a link to stop them.',
  'favoriteAlerts.setting.on': 'E-mail alerts are on.',
  'favoriteAlerts.setting.off': 'E-mail alerts are off.',
  'favoriteAlerts.setting.error': 'The alerts setting could not be saved.',

  'favoriteAlerts.link.unknown':
    'This link is not valid or has expired: you can set the alerts from your favourites once signed in.',
  'favoriteAlerts.link.greeting': 'Hello {name},',
  'favoriteAlerts.link.enabled':
    'You receive an e-mail when a new session of one of your favourite trainings is published or a seat becomes free in a favourite session that was full.',
  'favoriteAlerts.link.disabled': 'You no longer receive the alerts on your favourite trainings.',
  'favoriteAlerts.link.stop': 'Stop these alerts',
  'favoriteAlerts.link.restart': 'Receive these alerts again',
  'favoriteAlerts.link.stopped':
    'Done: you will no longer receive these alerts. Your favourites are kept.',
  'favoriteAlerts.link.restarted': 'Done: you will receive these alerts again.',
  'favoriteAlerts.link.error': 'The setting could not be saved. Try again in a moment.',
  'favoriteAlerts.link.favorites': 'See my favourites',
} as const;
