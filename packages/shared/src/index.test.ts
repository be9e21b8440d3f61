import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';

describe('package entry', () => {
  it('exports the names of docs/architecture.md', () => {
    const names = [
      'PROFILE_CODES',
      'PROFILES',
      'profileOf',
      'profileCode',
      'PROFILE_LABELS',
      'SESSION_STATUSES',
      'SESSION_STATUS_LABELS',
      'REPORT_STATUSES',
      'MODALITIES',
      'REGISTRATION_STATUSES',
      'AVAILABILITIES',
      'SURVEY_STATUSES',
      'SURVEY_FILL_STATUSES',
      'CONTACT_CATEGORIES',
      'UPLOAD_TYPES',
      'CONTENT_CODES',
      'CIVILITIES',
      'ROUTE_PREFIXES',
      'LANDING_PAGES',
      'routeNameOf',
      'canOpenRoute',
      'PERMISSIONS',
      'can',
      'APP_ROUTES',
      'guard',
      'isPublicPath',
      'safeRedirectTarget',
      'loginBodySchema',
      'sessionUserSchema',
      'loginResponseSchema',
      'apiErrorSchema',
      'structurePreviewSchema',
      'zodFieldErrors',
      'fr',
      'en',
      't',
      'formatMessage',
      'ERROR_CODES',
      'errorStatus',
      'errorMessage',
      'TOAST_LIMIT',
      'progressState',
    ];
    for (const name of names) expect(shared, name).toHaveProperty(name);
  });

  it('makes Zod speak French once imported', () => {
    const result = z.object({ a: z.string() }).safeParse({});
    expect(result.error?.issues[0]?.message).toBe('Champ obligatoire');
  });
});
