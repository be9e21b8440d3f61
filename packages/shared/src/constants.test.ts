import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('constants of spec §9', () => {
  it('hold the toast and tooltip behaviour', () => {
    expect(constants).toMatchObject({
      TOAST_LIMIT: 5,
      TOAST_DURATION_MS: 5000,
      TOAST_REMOVE_DELAY_MS: 200,
      TOAST_SWIPE_DIRECTION: 'right',
      TOAST_SWIPE_THRESHOLD: 50,
      TOAST_HOTKEY: ['F8'],
      TOAST_GAP_PX: 16,
      TOAST_POSITION: 'bottom-right',
      TOOLTIP_DELAY_MS: 700,
      TOOLTIP_SKIP_DELAY_MS: 300,
    });
  });

  it('hold the session, locale, build and list limits', () => {
    expect(constants).toMatchObject({
      PROGRESS_MAX: 100,
      LOCALES: ['fr', 'en'],
      DEFAULT_LOCALE: 'fr',
      LOCALE_COOKIE: 'locale',
      LOCALE_COOKIE_MAX_AGE_DAYS: 365,
      SESSION_STORAGE_KEY: 'nuxt-session',
      LOGIN_POPUP_WIDTH: 960,
      LOGIN_POPUP_HEIGHT: 600,
      BUILD_POLL_INTERVAL_MS: 3_600_000,
      CHUNK_RELOAD_GUARD_MS: 10_000,
      USER_LIST_CAP: 500,
      AUTH_COOKIE: 'passerelle_token',
      OVERBOOKING_NOTICE_THRESHOLD: 2,
      STAR_RATING_MIN: 1,
      STAR_RATING_MAX: 5,
      ROUTE_PRELOAD_LIMIT: 4,
    });
  });

  it('hold the image settings', () => {
    expect(constants).toMatchObject({
      IMAGE_QUALITY: 80,
      IMAGE_FORMAT: 'webp',
      IMAGE_DENSITIES: [1, 2],
      IMAGE_BREAKPOINTS: { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 },
      IMAGE_SSR_WIDTH: 1920,
    });
  });
});
