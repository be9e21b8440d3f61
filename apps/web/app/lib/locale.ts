import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALES,
  type Locale,
} from '@passerelle/shared';

/** Locale cookie (spec §1, §9): fr is the interface language; en exists; kept 365 days. */

export const LOCALE_COOKIE_MAX_AGE_S = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Value of the locale cookie in a `Cookie` header, or undefined. */
function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Locale of a request: the cookie's when it names a known locale, otherwise fr. */
export function resolveLocale(cookieHeader: string | null | undefined): Locale {
  const value = cookieHeader ? readCookie(cookieHeader, LOCALE_COOKIE) : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** `Set-Cookie` value (also valid for `document.cookie`) keeping the locale 365 days. */
export function serializeLocaleCookie(locale: Locale): string {
  if (!isLocale(locale)) throw new Error(`Langue inconnue : ${String(locale)}`);
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** Browser helper: remembers the locale for the next requests. */
export function setLocaleCookie(locale: Locale, doc: Document = document): void {
  doc.cookie = serializeLocaleCookie(locale);
}
