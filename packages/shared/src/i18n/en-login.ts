import type { TranslationOf } from './format';
import type { frLogin } from './fr-login';

export const enLogin = {
  'login.userDisabled': 'User disabled',
  'login.invalidCredentials': 'Unable to sign in',
  'login.noActiveStructure': 'No active home structure on the platform',
  'login.failed': 'An error occurred while signing in',
  'login.sso.button': 'Sign in with {label}',
  'login.sso.or': 'or',
  'login.sso.failed':
    'Signing in with {label} failed or expired. Please start again from the sign-in page.',
  'login.sso.unavailable':
    'Signing in with {label} is unavailable for now. Please try again later.',
  'login.sso.off': 'Signing in through an identity provider is not enabled on this portal.',
  'login.sso.emailUnverified':
    'An account already has this e-mail address, but {label} does not certify it as verified: it cannot be linked. Contact the portal administrator.',
  'login.sso.onlyAccount':
    'This account signs in with {label} only: use the "Sign in with {label}" button.',
  'login.title': 'Sign in',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.forgotPassword': 'Forgot your password?',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.popupTitle': 'Sign in to Passerelle',
  'passwordReset.requested':
    'If an active account matches this username or email address, a link to choose a new password has just been sent to it by email.',
  'passwordReset.done':
    'Your password has been changed. For your security every session has been closed: sign in with your new password.',
  'passwordReset.invalidToken':
    'This reset link is no longer valid: it has expired, has already been used or is incomplete. Ask for a new link.',
  'passwordReset.ssoNote':
    'If you sign in with {label}, your password is managed by {label}: use the "Sign in with {label}" button of the login page.',
  'passwordReset.mismatch': 'The two passwords are not the same',
  'passwordReset.sendLink': 'Get a link by email',
  'passwordReset.backToLogin': 'Back to sign-in',
  'passwordReset.signIn': 'Sign in',
  'passwordReset.newLink': 'Ask for a new link',
  'passwordReset.save': 'Save the new password',
  'passwordReset.login': 'Username or email address',
  'passwordReset.newPassword': 'New password',
  'passwordReset.confirmation': 'Confirm the new password',
  'passwordReset.passwordHint': {
    one: 'At least {count} character.',
    other: 'At least {count} characters.',
  },
  'passwordReset.expiresInMinutes': { one: '{count} minute', other: '{count} minutes' },
  'passwordReset.expiresInHours': { one: '{count} hour', other: '{count} hours' },
  'passwordReset.expiresInDays': { one: '{count} day', other: '{count} days' },
} as const satisfies TranslationOf<typeof frLogin>;
