// Business constants and limits of spec §9 (and a few of §2, §4 and §7), each defined once.

// Toasts (spec §9).
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOAST_GAP_PX = 16;
export const TOAST_POSITION = 'bottom-right';

// Tooltips (spec §9).
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Progress indicator (spec §4, §9).
export const PROGRESS_MAX = 100;

// Locale (spec §1, §9).
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'fr' satisfies Locale;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
/** date-fns `weekStartsOn`: the week starts on Monday. */
export const WEEK_STARTS_ON = 1;

// Session and login (spec §2, §9).
export const SESSION_STORAGE_KEY = 'nuxt-session';
/** localStorage key of the temporary sign-in popup marker. */
export const LOGIN_POPUP_MARKER_KEY = 'passerelle-login-popup';
/** `window.name` of the sign-in popup: a page started in it handles the popup flow. */
export const LOGIN_POPUP_WINDOW_NAME = 'passerelle-login-popup';
export const LOGIN_POPUP_WIDTH = 960;
export const LOGIN_POPUP_HEIGHT = 600;
/** Name of the httpOnly cookie holding the access token. */
export const AUTH_COOKIE = 'passerelle_token';
/** Query parameter carrying the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

// Build updates and chunk reloads (spec §2, §7, §9).
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;

// Lists and business rules (spec §7, §9).
export const USER_LIST_CAP = 500;
/** The notice shows when a session has MORE than this many requests. */
export const OVERBOOKING_NOTICE_THRESHOLD = 2;
export const STAR_RATING_MIN = 1;
export const STAR_RATING_MAX = 5;
/** Availability is LAST_PLACES when this many seats or fewer remain (decisions.md). */
export const LAST_PLACES_THRESHOLD = 3;

// Generic API client (spec §7).
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

// Icons (spec §9).
export const ICON_FETCH_TIMEOUT_MS = 1500;
export const ICON_PROVIDER_ROTATION_MS = 750;
export const ICON_MAX_URL_LENGTH = 500;

// Routes (spec §9).
export const ROUTE_PRELOAD_LIMIT = 4;

// Images (spec §9).
export const IMAGE_QUALITY = 80;
export const IMAGE_FORMAT = 'webp';
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;
/** Viewport width assumed while rendering on the server. */
export const IMAGE_SSR_WIDTH = 1920;

/**
 * Longest life of an impersonation session (decision 031), never beyond the admin's own session:
 * then the next request answers 401 and the admin signs in again.
 */
export const IMPERSONATION_MAX_MINUTES = 60;
