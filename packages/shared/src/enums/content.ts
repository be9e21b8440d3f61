/** Codes of the editable content pages (spec §2); `message` is the public message. */
export const CONTENT_CODES = [
  'format',
  'lab',
  'condition',
  'about',
  'accessibility',
  'legal',
  'cookies',
  'cgu',
  'message',
] as const;
export type ContentCode = (typeof CONTENT_CODES)[number];

export const CONTENT_CODE_LABELS = {
  format: 'Formats des formations',
  lab: 'Le Lab',
  condition: 'Conditions de participation',
  about: 'À propos',
  accessibility: 'Accessibilité',
  legal: 'Mentions légales',
  cookies: 'Gestion des cookies',
  cgu: "Conditions générales d'utilisation",
  message: 'Message public',
} as const satisfies Record<ContentCode, string>;

/** Public page showing each content; the message is shown on the home page. */
export const CONTENT_PAGE_PATHS = {
  format: '/format',
  lab: '/lab',
  condition: '/condition',
  about: '/about',
  accessibility: '/accessibility',
  legal: '/legal_mentions',
  cookies: '/cookies',
  cgu: '/cgu',
  message: '/',
} as const satisfies Record<ContentCode, string>;

/** The content code edited when a code is missing or unknown (spec §2 and §5). */
export const DEFAULT_CONTENT_CODE = 'message' satisfies ContentCode;

export function isContentCode(value: unknown): value is ContentCode {
  return typeof value === 'string' && (CONTENT_CODES as readonly string[]).includes(value);
}
