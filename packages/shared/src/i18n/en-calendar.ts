import type { frCalendar } from './fr-calendar';
import type { TranslationOf } from './format';

/** English messages of the calendars; same keys and placeholders as the French ones. */
export const enCalendar = {
  'calendar.addToAgenda': 'Add to my calendar',
  'calendar.addToAgendaOf': 'Add session {code} to my calendar (.ics file)',
  'calendar.feed.title': 'My online calendar',
  'calendar.feed.intro.beneficiary':
    'Subscribe your calendar (Outlook, Google Calendar, Thunderbird, your phone…) to the private link below: the sessions you are registered to will appear and stay up to date.',
  'calendar.feed.intro.provider':
    "Subscribe your calendar (Outlook, Google Calendar, Thunderbird, your phone…) to the private link below: the sessions of your organisation's actions will appear and stay up to date.",
  'calendar.feed.private':
    'This link is personal: anyone who knows it can see these sessions. Do not share it; if in doubt, renew it.',
  'calendar.feed.none': 'You have no subscription link yet.',
  'calendar.feed.activeSince':
    'Link active since {date}. It cannot be shown again: renew it if you lost it.',
  'calendar.feed.create': 'Create my subscription link',
  'calendar.feed.renew': 'Renew the link',
  'calendar.feed.revoke': 'Revoke the link',
  'calendar.feed.linkLabel': 'Subscription link to your calendar',
  'calendar.feed.linkShownOnce':
    'Copy this link now: it will not be shown again. Add it to your calendar as a "calendar from URL" or "subscription".',
  'calendar.feed.copy': 'Copy the link',
  'calendar.feed.copied': 'Link copied to the clipboard.',
  'calendar.feed.copyFailed': 'The link could not be copied: select it and copy it yourself.',
  'calendar.feed.created': 'Subscription link created.',
  'calendar.feed.renewed': 'New subscription link created: the old one no longer works.',
  'calendar.feed.revoked': 'Subscription link revoked: it no longer works.',
  'calendar.feed.renewConfirm.title': 'Renew the subscription link?',
  'calendar.feed.renewConfirm.description':
    'The old link will stop working: calendars subscribed with it must subscribe to the new one.',
  'calendar.feed.revokeConfirm.title': 'Revoke the subscription link?',
  'calendar.feed.revokeConfirm.description':
    'The link will stop working and subscribed calendars will no longer receive your sessions.',
  'calendar.feed.loadError': 'The state of your subscription link could not be loaded.',
  'calendar.feedName.beneficiary': 'My Passerelle training sessions',
  'calendar.feedName.provider': "My organisation's sessions – Passerelle",
  'calendar.remote': 'Remote: {url}',
  'calendar.description.session': 'Session {code}',
  'calendar.description.provider': 'Provider: {name}',
  'calendar.description.registration': 'Your registration: {status}',
  'calendar.description.cancelled': 'This session is cancelled.',
  'calendar.description.postponed': 'This session is postponed: new dates will be announced.',
} as const satisfies TranslationOf<typeof frCalendar>;
