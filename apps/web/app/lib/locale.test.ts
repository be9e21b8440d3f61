import { describe, expect, it } from 'vitest';
import { resolveLocale, serializeLocaleCookie, setLocaleCookie } from './locale';

describe('resolveLocale', () => {
  it('is fr without a cookie', () => {
    expect(resolveLocale(undefined)).toBe('fr');
    expect(resolveLocale(null)).toBe('fr');
    expect(resolveLocale('')).toBe('fr');
  });

  it('reads the locale cookie among others', () => {
    expect(resolveLocale('theme=dark; locale=fr; other=1')).toBe('fr');
    expect(resolveLocale('locale=en')).toBe('en');
  });

  it('falls back to fr for an unknown or malformed value', () => {
    expect(resolveLocale('locale=de')).toBe('fr');
    expect(resolveLocale('locale=%E0%A4%A')).toBe('fr');
    expect(resolveLocale('mylocale=en')).toBe('fr');
  });
});

describe('serializeLocaleCookie', () => {
  it('keeps the locale 365 days for the whole site', () => {
    expect(serializeLocaleCookie('fr')).toBe(
      `locale=fr; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`,
    );
  });

  it('refuses an unknown locale', () => {
    expect(() => serializeLocaleCookie('de' as 'fr')).toThrow('Langue inconnue : de');
  });

  it('round-trips through resolveLocale', () => {
    const [pair] = serializeLocaleCookie('en').split(';');
    expect(resolveLocale(pair)).toBe('en');
  });
});

describe('setLocaleCookie', () => {
  it('stores the cookie in the browser', () => {
    setLocaleCookie('fr');
    expect(document.cookie).toContain('locale=fr');
    expect(resolveLocale(document.cookie)).toBe('fr');
  });
});
