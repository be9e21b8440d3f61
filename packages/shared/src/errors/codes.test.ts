import { describe, expect, it } from 'vitest';
import { en, isMessageKey, registerMessages } from '../i18n';
import {
  ERROR_CODES,
  errorCodeOfStatus,
  errorMessage,
  errorStatus,
  isErrorCode,
  type ErrorCode,
} from './codes';

describe('ERROR_CODES', () => {
  it('maps the required codes to their HTTP statuses', () => {
    const expected: Partial<Record<ErrorCode, number>> = {
      VALIDATION_FAILED: 400,
      MALFORMED_REQUEST: 400,
      BODY_TOO_DEEP: 400,
      USER_DISABLED: 400,
      INVALID_CREDENTIALS: 401,
      UNAUTHENTICATED: 401,
      NO_ACTIVE_STRUCTURE: 403,
      FORBIDDEN: 403,
      CSRF_REJECTED: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      RESOURCE_IN_USE: 409,
      PAYLOAD_TOO_LARGE: 413,
      URL_TOO_LONG: 414,
      RATE_LIMITED: 429,
      HEADERS_TOO_LARGE: 431,
      LOGIN_FAILED: 500,
      INTERNAL: 500,
      SERVICE_UNAVAILABLE: 503,
    };
    for (const [code, status] of Object.entries(expected)) {
      expect(errorStatus(code as ErrorCode), code).toBe(status);
    }
  });

  it('points every code at an existing message', () => {
    for (const [code, { messageKey }] of Object.entries(ERROR_CODES)) {
      expect(isMessageKey(messageKey), code).toBe(true);
    }
  });
});

describe('errorMessage', () => {
  it('gives the login catalogue of spec §8', () => {
    expect(errorMessage('USER_DISABLED')).toBe('Utilisateur désactivé');
    expect(errorMessage('INVALID_CREDENTIALS')).toBe('Impossible de se connecter');
    expect(errorMessage('NO_ACTIVE_STRUCTURE')).toBe(
      'Aucune structure de rattachement active sur la plateforme',
    );
    expect(errorMessage('LOGIN_FAILED')).toBe('Une erreur est survenue lors de la connexion');
  });

  it('names what uses a row whose deletion is refused', () => {
    expect(errorMessage('RESOURCE_IN_USE', { usedBy: '2 actions de formation' })).toBe(
      'Suppression impossible : cet élément est utilisé par 2 actions de formation.',
    );
  });

  it('answers in English on request, once the English dictionary is registered', () => {
    registerMessages('en', en);
    expect(errorMessage('USER_DISABLED', undefined, 'en')).toBe('User disabled');
  });
});

describe('isErrorCode and errorCodeOfStatus', () => {
  it('recognises codes only', () => {
    expect(isErrorCode('FORBIDDEN')).toBe(true);
    expect(isErrorCode('forbidden')).toBe(false);
    expect(isErrorCode('constructor')).toBe(false);
  });

  it('picks a generic code for a bare status', () => {
    expect(errorCodeOfStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeOfStatus(401)).toBe('UNAUTHENTICATED');
    expect(errorCodeOfStatus(422)).toBe('VALIDATION_FAILED');
    expect(errorCodeOfStatus(414)).toBe('URL_TOO_LONG');
    expect(errorCodeOfStatus(431)).toBe('HEADERS_TOO_LARGE');
    expect(errorCodeOfStatus(502)).toBe('INTERNAL');
  });
});
