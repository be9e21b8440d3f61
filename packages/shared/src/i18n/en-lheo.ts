/** English messages of the LHÉO feed; same keys as `fr-lheo.ts`. */
export const enLheo = {
  'lheo.gap.goal': 'Goals',
  'lheo.gap.expectedResults': 'Expected results',
  'lheo.gap.description': 'Description (training content)',
  'lheo.gap.entryLevel': 'Entry level',
  'lheo.gap.rhythm': 'Training rhythm',
  'lheo.gap.prerequisites': 'Access conditions and prerequisites',
  'lheo.gap.publicCodes': 'Formacode codes of the target audience',
  'lheo.gap.provider': 'Provider',
  'lheo.gap.providerSiret': 'Provider’s SIRET',
  'lheo.gap.activityNumber': 'Provider’s declared activity number',
  'lheo.gap.providerAddress': 'Provider’s address (street, postal code and city)',

  'lheo.intro':
    'The catalogue is published in the national LHÉO 2.3 format, read by the regional ' +
    'Carif-Oref and guidance services. Give them the address below: the feed holds every ' +
    'published upcoming session of the public catalogue, and follows it.',
  'lheo.url': 'Feed address',
  'lheo.copy': 'Copy the address',
  'lheo.copied': 'Address copied.',
  'lheo.copyFailed': 'The address could not be copied: select it and copy it yourself.',
  'lheo.lastRead': 'Last read',
  'lheo.neverRead': 'The feed has never been read yet.',
  'lheo.readCount': { one: '{count} read in all', other: '{count} reads in all' },
  'lheo.content': 'Feed content',
  'lheo.actionCount': { one: '{count} action', other: '{count} actions' },
  'lheo.sessionCount': { one: '{count} session', other: '{count} sessions' },
  'lheo.excluded.title': 'Actions left out of the feed',
  'lheo.excluded.intro':
    'These actions have published upcoming sessions, but lack information the LHÉO format ' +
    'requires. Fill it in on the action’s or its provider’s sheet: they enter the feed at the ' +
    'next read.',
  'lheo.excluded.none': 'Every published action is in the feed.',
  'lheo.column.action': 'Action',
  'lheo.column.provider': 'Provider',
  'lheo.column.sessions': 'Upcoming sessions',
  'lheo.column.missing': 'Missing information',
  'lheo.noProvider': 'None',
  'lheo.loadError': 'The LHÉO feed’s state could not be read.',
  'lheo.section.title': 'National listing (LHÉO)',
  'lheo.section.hint':
    'What the catalogue’s LHÉO feed requires beyond the description: without it, the action’s ' +
    'sessions are left out.',
  'lheo.publicCodes.hint': 'Five-digit codes, separated by commas (10 at most).',
  'lheo.formacodes.hint': 'Optional: five-digit codes, separated by commas (5 at most).',
  'lheo.rhythm.hint': 'For example: “Part time, daytime, two consecutive days”.',
  'lheo.entryLevel.none': 'Not given',
  'lheo.activityNumber.hint':
    'The training organisation’s declared activity number, required by the LHÉO feed.',
} as const;
