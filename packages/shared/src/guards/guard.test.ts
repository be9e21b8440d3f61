import { describe, expect, it } from 'vitest';
import { PROFILES, profileCode, type Profile } from '../enums';
import { APP_ROUTES, LANDING_PAGES } from '../permissions';
import { guard, isLocalPath, isPublicPath, landingPageOf, safeRedirectTarget } from './guard';

const as = (profile: Profile) => ({ userProfileCode: profileCode(profile) });
const allow = { type: 'allow' };
const to = (target: string) => ({ type: 'redirect', to: target });
const noAccess = to('/?message=noaccess');
const STAFF = ['admin', 'manager', 'provider'] as const;

const PUBLIC_PATHS = [
  '/',
  '/training',
  '/training/5',
  '/calendar',
  '/format',
  '/condition',
  '/about',
  '/lab',
  '/cookies',
  '/cgu',
  '/accessibility',
  '/legal_mentions',
];

describe('anonymous visitor', () => {
  it.each([...PUBLIC_PATHS, '/login', '/login?redirect=%2Fback', '/?message=noaccess'])(
    'may open %s',
    (path) => {
      expect(guard(path, null)).toEqual(allow);
      expect(guard(path, undefined)).toEqual(allow);
    },
  );

  it('is sent from the exact /back to /', () => {
    expect(guard('/back', null)).toEqual(to('/'));
    expect(guard('/back/', null)).toEqual(to('/'));
    expect(guard('/back?x=1', null)).toEqual(to('/'));
  });

  it.each([
    '/back/programming',
    '/back/programming/12/sessions',
    '/back/admin/users',
    '/back/admin/content',
    '/back/structures',
    '/beneficiary',
    '/beneficiary/future',
    '/reports',
    '/reports/3',
    '/surveys/4',
  ])('is sent to /login with the path of %s', (path) => {
    expect(guard(path, null)).toEqual(to(`/login?redirect=${encodeURIComponent(path)}`));
  });

  it('keeps the query string in the redirect parameter', () => {
    expect(guard('/back/programming?year=2025&q=a b', null)).toEqual(
      to('/login?redirect=%2Fback%2Fprogramming%3Fyear%3D2025%26q%3Da%20b'),
    );
  });

  it('is left to the router (404) on an unknown route', () => {
    expect(guard('/nulle-part', null)).toEqual(allow);
  });
});

describe('logged-in user on /login', () => {
  it.each(PROFILES)('%s is sent to /', (profile) => {
    expect(guard('/login', as(profile))).toEqual(to('/'));
    expect(guard('/login?redirect=%2Fback', as(profile))).toEqual(to('/'));
  });
});

describe('public pages', () => {
  it.each(PROFILES)('are open to %s', (profile) => {
    for (const path of PUBLIC_PATHS) expect(guard(path, as(profile)), path).toEqual(allow);
    expect(guard('/?message=noaccess', as(profile))).toEqual(allow);
  });
});

describe('/back/admin', () => {
  it('is open to admin', () => {
    for (const path of ['/back/admin/users', '/back/admin/axis', '/back/admin/content/cgu']) {
      expect(guard(path, as('admin')), path).toEqual(allow);
    }
  });

  it.each(['manager', 'provider', 'beneficiary', 'hr'] as const)(
    'sends %s to /?message=noaccess',
    (profile) => {
      for (const path of ['/back/admin/users', '/back/admin/content', '/back/admin/whatever']) {
        expect(guard(path, as(profile)), path).toEqual(noAccess);
      }
    },
  );
});

describe('beneficiary in the back office', () => {
  it.each(['/back', '/back/programming', '/back/programming/3/action', '/back/structures'])(
    'is sent from %s to /beneficiary',
    (path) => {
      expect(guard(path, as('beneficiary'))).toEqual(to('/beneficiary'));
    },
  );
});

describe('hr on /back and the structures list', () => {
  it.each(['/back', '/back/', '/back/structures', '/back/structures?tab=1'])(
    'asks for the structure previews on %s',
    (path) => {
      expect(guard(path, as('hr'))).toEqual({ type: 'needStructurePreviews' });
    },
  );

  it('goes to the first structure, or to / when there is none', () => {
    expect(guard('/back', as('hr'), { firstStructureId: 7 })).toEqual(to('/back/structures/7'));
    expect(guard('/back/structures', as('hr'), { firstStructureId: 7 })).toEqual(
      to('/back/structures/7'),
    );
    expect(guard('/back', as('hr'), { firstStructureId: null })).toEqual(to('/'));
  });

  it('opens a structure page directly', () => {
    expect(guard('/back/structures/7', as('hr'))).toEqual(allow);
  });
});

describe('/beneficiary', () => {
  it.each(STAFF)('sends %s to /back/programming', (profile) => {
    for (const path of ['/beneficiary', '/beneficiary/favorites', '/beneficiary/x']) {
      expect(guard(path, as(profile)), path).toEqual(to('/back/programming'));
    }
  });

  it('sends hr to /back', () => {
    expect(guard('/beneficiary/future', as('hr'))).toEqual(to('/back'));
    expect(guard('/beneficiary', as('hr'))).toEqual(to('/back'));
  });

  it('sends the beneficiary from the bare route to favorites', () => {
    expect(guard('/beneficiary', as('beneficiary'))).toEqual(to('/beneficiary/favorites'));
    expect(guard('/beneficiary/', as('beneficiary'))).toEqual(to('/beneficiary/favorites'));
  });

  it.each(['favorites', 'future', 'passed', 'information'])(
    'opens /beneficiary/%s to the beneficiary',
    (page) => {
      expect(guard(`/beneficiary/${page}`, as('beneficiary'))).toEqual(allow);
    },
  );
});

describe('exact /back for admin, manager and provider', () => {
  it.each(STAFF)('sends %s to its landing page', (profile) => {
    expect(guard('/back', as(profile))).toEqual(to('/back/programming'));
  });
});

describe('admin content pages', () => {
  it('sends the bare content route to the message page', () => {
    expect(guard('/back/admin/content', as('admin'))).toEqual(to('/back/admin/content/message'));
  });

  it('sends an unknown code to the message page', () => {
    expect(guard('/back/admin/content/unknown', as('admin'))).toEqual(
      to('/back/admin/content/message'),
    );
    expect(guard('/back/admin/content/CGU', as('admin'))).toEqual(
      to('/back/admin/content/message'),
    );
  });

  it.each([
    'format',
    'lab',
    'condition',
    'about',
    'accessibility',
    'legal',
    'cookies',
    'cgu',
    'message',
  ])('opens the %s code', (code) => {
    expect(guard(`/back/admin/content/${code}`, as('admin'))).toEqual(allow);
  });
});

describe('pages outside the profile route prefixes', () => {
  const cases: [Profile, string][] = [
    ['manager', '/back/information'],
    ['manager', '/back/structures'],
    ['admin', '/back/information'],
    ['admin', '/back/structures'],
    ['provider', '/back/surveys'],
    ['provider', '/back/surveys/3'],
    ['provider', '/back/structures/2'],
    ['beneficiary', '/reports/3'],
    ['hr', '/back/programming'],
    ['hr', '/back/registrations'],
    ['hr', '/reports'],
    ['hr', '/surveys/1'],
  ];
  it.each(cases)('sends %s on %s to /?message=noaccess', (profile, path) => {
    expect(guard(path, as(profile))).toEqual(noAccess);
  });
});

describe('pages inside the profile route prefixes', () => {
  const cases: [Profile, string][] = [
    ['manager', '/back/structures/2'],
    ['admin', '/back/structures/2'],
    ['admin', '/back/programming'],
    ['admin', '/back/programming/12'],
    ['admin', '/back/programming/12/registrations'],
    ['admin', '/back/registrations'],
    ['admin', '/back/surveys'],
    ['admin', '/back/speakers'],
    ['admin', '/reports/3'],
    ['admin', '/surveys'],
    ['manager', '/back/programming/12/speakers'],
    ['manager', '/back/surveys'],
    ['manager', '/reports'],
    ['provider', '/back/programming/12/action'],
    ['provider', '/back/information'],
    ['provider', '/back/registrations'],
    ['provider', '/back/speakers'],
    ['provider', '/surveys/4'],
    ['beneficiary', '/surveys/4'],
    ['beneficiary', '/surveys'],
    ['hr', '/back/structures/1'],
  ];
  it.each(cases)('lets %s open %s', (profile, path) => {
    expect(guard(path, as(profile))).toEqual(allow);
  });
});

describe('unknown routes', () => {
  it.each(PROFILES)('are left to the router for %s', (profile) => {
    expect(guard('/nulle-part', as(profile))).toEqual(allow);
  });
});

describe('every route of APP_ROUTES', () => {
  it('is public, or redirects anonymous visitors', () => {
    for (const route of APP_ROUTES) {
      const path = route.path.replace(/:\w+/g, '1');
      const result = guard(path, null);
      if ('public' in route && route.public) expect(result, path).toEqual(allow);
      else expect(result.type, path).toBe('redirect');
    }
  });

  it('opens the landing page of each profile (after the hr structure lookup)', () => {
    for (const profile of PROFILES) {
      let path: string = LANDING_PAGES[profile];
      const context = { firstStructureId: 3 };
      for (let hops = 0; hops < 3; hops += 1) {
        const result = guard(path, as(profile), context);
        if (result.type !== 'redirect') break;
        path = result.to;
      }
      expect(guard(path, as(profile), context), profile).toEqual(allow);
      expect(path, profile).not.toContain('noaccess');
    }
  });
});

describe('paths written differently', () => {
  it('cannot slip past the guard by case, encoding or extra slashes', () => {
    for (const path of [
      '/BACK/ADMIN/users',
      '/back/%61dmin/users',
      '/back//admin/users',
      '/back/admin/users/',
    ]) {
      expect(guard(path, as('manager')), path).toEqual(noAccess);
      expect(guard(path, null).type, path).toBe('redirect');
    }
    expect(guard('/Back', null)).toEqual(to('/'));
    expect(guard('/Beneficiary', as('beneficiary'))).toEqual(to('/beneficiary/favorites'));
  });

  it('keeps an encoded slash inside its segment', () => {
    expect(guard('/back/admin%2Fusers', as('manager'))).toEqual(allow);
  });
});

describe('isPublicPath', () => {
  it('knows the public pages', () => {
    for (const path of [...PUBLIC_PATHS, '/login']) expect(isPublicPath(path), path).toBe(true);
    for (const path of ['/back', '/beneficiary', '/reports', '/nulle-part']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});

describe('isLocalPath', () => {
  it('accepts local paths', () => {
    expect(isLocalPath('/')).toBe(true);
    expect(isLocalPath('/back/programming?year=2025#top')).toBe(true);
  });

  it.each([
    '',
    'back',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/back\\x',
    'javascript:alert(1)',
    '/\tevil',
    '/back\n',
  ])('rejects %j', (value) => {
    expect(isLocalPath(value)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('follows a local path the user may open', () => {
    expect(safeRedirectTarget('/back/programming/4/sessions?tab=2', as('manager'))).toBe(
      '/back/programming/4/sessions?tab=2',
    );
    expect(safeRedirectTarget('/training/5', as('beneficiary'))).toBe('/training/5');
    expect(safeRedirectTarget('/back/structures/3', as('hr'))).toBe('/back/structures/3');
  });

  it('falls back to the landing page', () => {
    expect(safeRedirectTarget(null, as('admin'))).toBe('/back/programming');
    expect(safeRedirectTarget(undefined, as('beneficiary'))).toBe('/beneficiary');
    expect(safeRedirectTarget('', as('hr'))).toBe('/back');
    expect(safeRedirectTarget('//evil.example', as('admin'))).toBe('/back/programming');
    expect(safeRedirectTarget('https://evil.example', as('admin'))).toBe('/back/programming');
    expect(safeRedirectTarget('/back/admin/users', as('manager'))).toBe('/back/programming');
    expect(safeRedirectTarget('/back/programming', as('beneficiary'))).toBe('/beneficiary');
    expect(safeRedirectTarget('/login', as('provider'))).toBe('/back/programming');
    expect(safeRedirectTarget('/back', as('hr'))).toBe('/back');
  });

  it('sends anonymous visitors home', () => {
    expect(landingPageOf(null)).toBe('/');
    expect(safeRedirectTarget('/back/programming', null)).toBe('/');
    expect(safeRedirectTarget('/training', null)).toBe('/training');
  });
});
