import type { frContact } from './fr-contact';
import type { TranslationOf } from './format';

export const enContact = {
  'contact.title': 'Contact us',
  'contact.intro':
    'A question about a training course, a registration or your account? Write to the programme team: we will answer by e-mail.',
  'contact.category': 'Category of the request',
  'contact.categoryEmpty': 'Choose a category',
  'contact.name': 'Full name',
  'contact.email': 'E-mail address',
  'contact.emailHint': 'Expected format: name@domain.org',
  'contact.phone': 'Phone (optional)',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.requiredNotice': 'Fields marked with an asterisk (*) are required.',
  'contact.submit': 'Send the message',
  'contact.submitting': 'Sending…',
  'contact.error.category': 'Choose a category',
  'contact.error.categoryInactive': 'This category is no longer offered. Choose another one.',
  'contact.error.phone': 'Invalid phone number',
  'contact.error.captchaMissing': 'Tick the “I am not a robot” box before sending.',
  'contact.error.captcha': 'The anti-robot check failed. Tick the “I am not a robot” box again.',
  'contact.error.captchaExpired':
    'The anti-robot check has expired. Tick the “I am not a robot” box again.',
  'contact.error.captchaReplayed':
    'This anti-robot check was already used. Tick the “I am not a robot” box again.',
  'captcha.label': 'I am not a robot',
  'captcha.hint':
    'Your browser performs a small verification computation, with no cookie and no third-party service.',
  'captcha.verifying': 'Verifying…',
  'captcha.verified': 'Verified',
  'captcha.failed': 'The check failed. Tick the box again to retry.',
  'home.nextSessions': 'Next sessions',
  'home.nextSessionsEmpty': 'No session is scheduled for now.',
  'home.allSessions': 'See all training courses',
  'home.axes': 'The programme’s axes',
  'home.axisNumber': 'Axis {number}',
  'home.axisLinkHint': '(see the training courses of this axis)',
  'home.searchTitle': 'Search for a training course',
  'home.searchLabel': 'Keywords',
  'home.searchHint': 'Title, topic or audience, for example “guidance”.',
  'home.searchSubmit': 'Search',
  'home.documents': 'Useful documents',
  'home.links': 'Useful links',
  'home.fileMeta': '{format}, {size}',
  'publicMessage.homeRegion': 'Information message',
} as const satisfies TranslationOf<typeof frContact>;
