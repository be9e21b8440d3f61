import { LAYOUTS, type LayoutName } from '@passerelle/shared';
import { isRouteErrorResponse } from 'react-router';

/** The error screen's types (spec §2 "Error screen"). */
export type ErrorType = 'unauthorized' | 'notFound' | 'serverError' | 'unknown';

/** 403 → unauthorized, 404 → notFound, 500 → serverError, any other or missing → unknown. */
export function errorTypeOf(status: number | null | undefined): ErrorType {
  switch (status) {
    case 403:
      return 'unauthorized';
    case 404:
      return 'notFound';
    case 500:
      return 'serverError';
    default:
      return 'unknown';
  }
}

/** Illustration file: `/errors/{status}.svg` for the three known statuses, else unknown.svg. */
export function illustrationOf(status: number | null | undefined): string {
  const type = errorTypeOf(status);
  return `/errors/${type === 'unknown' ? 'unknown' : String(status)}.svg`;
}

/**
 * Data a loader or action may attach to a thrown error, e.g.
 * `throw data({ layout: 'back', message: '…' }, { status: 403 })`.
 */
export interface ErrorData {
  layout?: LayoutName;
  message?: string;
}

export interface ErrorInfo {
  status: number | null;
  type: ErrorType;
  layout: LayoutName;
  /** A short technical line (e.g. "Page not found: /x"), when the error carries one. */
  message: string | null;
}

export function isLayout(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
}

/** What the error screen needs from whatever reached the root error boundary. */
export function errorInfoOf(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const data = (error.data && typeof error.data === 'object' ? error.data : {}) as ErrorData;
    return {
      status: error.status,
      type: errorTypeOf(error.status),
      layout: isLayout(data.layout) ? data.layout : 'default',
      message: typeof data.message === 'string' && data.message ? data.message : null,
    };
  }
  // Anything else thrown while loading or rendering is an unexpected server error (500).
  return { status: 500, type: 'serverError', layout: 'default', message: null };
}
