import { describe, expect, it } from 'vitest';
import { PROFILES, profileCode, type Profile } from '../enums';
import { guard } from '../guards';
import { isMessageKey } from '../i18n';
import { PERMISSIONS, can, isPermission } from './matrix';
import { ADMIN_MENU, FOOTER_LINKS, PROFILE_MENUS, programmingTabs } from './menus';
import { LANDING_PAGES, ROUTE_PREFIXES, canOpenRoute, routeNameHasPrefix } from './prefixes';
import { APP_ROUTES, LAYOUTS, appRoute, matchRoute, pathnameOf, routeNameOf } from './routes';

const as = (profile: Profile) => ({ userProfileCode: profileCode(profile) });

describe('ROUTE_PREFIXES and LANDING_PAGES (spec §6)', () => {
  it('hold the table of spec §6 exactly, with the structure page for staff (decision 061)', () => {
    expect(ROUTE_PREFIXES).toEqual({
      admin: [
        'back-admin',
        'back-programming',
        'back-registrations',
        'back-structures-id',
        'back-surveys',
        'back-speakers',
        'reports',
        'surveys',
      ],
      manager: [
        'back-programming',
        'back-registrations',
        'back-structures-id',
        'back-surveys',
        'back-speakers',
        'reports',
        'surveys',
      ],
      provider: [
        'back-programming',
        'back-speakers',
        'back-registrations',
        'back-information',
        'reports',
        'surveys',
      ],
      beneficiary: ['beneficiary', 'surveys'],
      hr: ['back-structures'],
    });
    expect(LANDING_PAGES).toEqual({
      admin: '/back/programming',
      manager: '/back/programming',
      provider: '/back/programming',
      beneficiary: '/beneficiary',
      hr: '/back',
    });
  });

  it('match prefixes on whole segments of the name', () => {
    expect(routeNameHasPrefix('back-programming', 'back-programming')).toBe(true);
    expect(routeNameHasPrefix('back-programming-id-action', 'back-programming')).toBe(true);
    expect(routeNameHasPrefix('back-programmingx', 'back-programming')).toBe(false);
    expect(routeNameHasPrefix('back', 'back-programming')).toBe(false);
  });
});

describe('routeNameOf', () => {
  it.each([
    ['/', 'index'],
    ['/login', 'login'],
    ['/training', 'training'],
    ['/training/5', 'training-id'],
    ['/calendar', 'calendar'],
    ['/legal_mentions', 'legal_mentions'],
    ['/back', 'back'],
    ['/back/programming', 'back-programming'],
    ['/back/programming/12', 'back-programming-id'],
    ['/back/programming/12/action', 'back-programming-id-action'],
    ['/back/programming/12/sessions', 'back-programming-id-sessions'],
    ['/back/programming/12/speakers', 'back-programming-id-speakers'],
    ['/back/programming/12/registrations', 'back-programming-id-registrations'],
    ['/back/registrations', 'back-registrations'],
    ['/back/speakers', 'back-speakers'],
    ['/back/surveys', 'back-surveys'],
    ['/back/information', 'back-information'],
    ['/back/structures', 'back-structures'],
    ['/back/structures/4', 'back-structures-id'],
    ['/back/admin/axis', 'back-admin-axis'],
    ['/back/admin/links', 'back-admin-links'],
    ['/back/admin/rooms', 'back-admin-rooms'],
    ['/back/admin/users', 'back-admin-users'],
    ['/back/admin/cities', 'back-admin-cities'],
    ['/back/admin/actions', 'back-admin-actions'],
    ['/back/admin/content', 'back-admin-content'],
    ['/back/admin/content/cgu', 'back-admin-content-code'],
    ['/back/admin/documents', 'back-admin-documents'],
    ['/back/admin/templates', 'back-admin-templates'],
    ['/back/admin/parameters', 'back-admin-parameters'],
    ['/reports', 'reports'],
    ['/reports/3', 'reports-id'],
    ['/surveys', 'surveys'],
    ['/surveys/3', 'surveys-id'],
    ['/beneficiary', 'beneficiary'],
    ['/beneficiary/future', 'beneficiary-future'],
    ['/beneficiary/passed', 'beneficiary-passed'],
    ['/beneficiary/favorites', 'beneficiary-favorites'],
    ['/beneficiary/information', 'beneficiary-information'],
  ])('%s → %s', (path, name) => {
    expect(routeNameOf(path)).toBe(name);
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(routeNameOf('/reports/3?x=1#top')).toBe('reports-id');
    expect(routeNameOf('/back/programming/')).toBe('back-programming');
    expect(pathnameOf('/?message=noaccess')).toBe('/');
  });

  it.each(['/nulle-part', '/back/admin', '/training/5/extra', '/back/programming/1/other'])(
    'answers null for the unknown %s',
    (path) => {
      expect(routeNameOf(path)).toBeNull();
    },
  );
});

describe('APP_ROUTES', () => {
  it('has unique paths, names and titles, and known layouts', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(APP_ROUTES.map((route) => route.path))).toBe(true);
    expect(unique(APP_ROUTES.map((route) => route.name))).toBe(true);
    expect(unique(APP_ROUTES.map((route) => route.title))).toBe(true);
    for (const route of APP_ROUTES) {
      expect(LAYOUTS, route.path).toContain(route.layout);
      // A meta description for search engines: the public pages only (the others are not indexed).
      if ('public' in route) expect(route.description.length, route.path).toBeGreaterThan(0);
      else expect(route, route.path).not.toHaveProperty('description');
    }
  });

  it('names each route after its path, Nuxt style', () => {
    for (const route of APP_ROUTES) {
      const expected =
        route.path === '/' ? 'index' : route.path.slice(1).replaceAll(':', '').split('/').join('-');
      expect(route.name).toBe(expected);
      expect(routeNameOf(route.path.replace(/:\w+/g, '9'))).toBe(route.name);
    }
  });

  it('puts pages in the layouts of spec §2', () => {
    expect(appRoute('login').layout).toBe('login');
    expect(appRoute('index').layout).toBe('default');
    expect(appRoute('back-programming').layout).toBe('back');
    expect(appRoute('back-structures-id').layout).toBe('hr');
    expect(appRoute('beneficiary-future').layout).toBe('beneficiary');
    for (const name of ['reports', 'reports-id', 'surveys', 'surveys-id'] as const) {
      expect(appRoute(name)).toMatchObject({ layout: 'survey', clientOnly: true });
    }
  });

  it('nests the action tabs under programming/{id}', () => {
    const children = APP_ROUTES.filter(
      (route) => 'parent' in route && route.parent === 'back-programming-id',
    );
    expect(children.map((route) => route.name)).toEqual([
      'back-programming-id-action',
      'back-programming-id-sessions',
      'back-programming-id-speakers',
      'back-programming-id-registrations',
    ]);
  });

  it('finds routes by name and rejects unknown names', () => {
    expect(matchRoute('/back/admin/content/cgu')?.path).toBe('/back/admin/content/:code');
    expect(() => appRoute('nope' as never)).toThrow();
  });
});

describe('canOpenRoute', () => {
  it('opens public pages to everyone and unknown pages to no one', () => {
    for (const profile of PROFILES) {
      expect(canOpenRoute(profile, '/training/3')).toBe(true);
      expect(canOpenRoute(profile, '/nulle-part')).toBe(false);
    }
  });

  it('follows the route prefixes', () => {
    expect(canOpenRoute('admin', '/back/admin/users')).toBe(true);
    expect(canOpenRoute('manager', '/back/admin/users')).toBe(false);
    expect(canOpenRoute('provider', '/back/information')).toBe(true);
    expect(canOpenRoute('manager', '/back/information')).toBe(false);
    expect(canOpenRoute('beneficiary', '/surveys/2')).toBe(true);
    expect(canOpenRoute('beneficiary', '/reports/2')).toBe(false);
    expect(canOpenRoute('hr', '/back/structures/2')).toBe(true);
    expect(canOpenRoute('hr', '/back/programming')).toBe(false);
  });
});

describe('can', () => {
  it('refuses everything to anonymous visitors', () => {
    for (const permission of Object.keys(PERMISSIONS)) {
      expect(can(null, permission as keyof typeof PERMISSIONS)).toBe(false);
      expect(can(undefined, permission as keyof typeof PERMISSIONS)).toBe(false);
    }
  });

  it('reads the matrix', () => {
    for (const profile of PROFILES) expect(can(as(profile), 'auth.session')).toBe(true);
    expect(can(as('admin'), 'users.impersonate')).toBe(true);
    for (const profile of ['manager', 'provider', 'beneficiary', 'hr'] as const) {
      expect(can(as(profile), 'users.impersonate')).toBe(false);
      expect(can(as(profile), 'admin.access')).toBe(false);
    }
    expect(can(as('hr'), 'structures.previews')).toBe(true);
    expect(can(as('manager'), 'structures.previews')).toBe(true);
    expect(can(as('beneficiary'), 'structures.previews')).toBe(false);
    expect(can(as('provider'), 'structures.previews')).toBe(false);
  });

  it('refuses an unknown profile code', () => {
    expect(can({ userProfileCode: 'profile_root' as never }, 'auth.session')).toBe(false);
  });

  it('recognises permission names only', () => {
    expect(isPermission('auth.session')).toBe(true);
    expect(isPermission('auth.everything')).toBe(false);
  });
});

describe('menus', () => {
  it('link each profile only to pages the guard lets it open', () => {
    for (const profile of PROFILES) {
      for (const item of PROFILE_MENUS[profile]) {
        const result = guard(item.to, as(profile), { firstStructureId: 1 });
        expect(result.type === 'redirect' && result.to.includes('noaccess'), item.to).toBe(false);
        expect(isMessageKey(item.labelKey)).toBe(true);
      }
    }
    for (const item of [...ADMIN_MENU, ...programmingTabs(5)]) {
      expect(guard(item.to, as('admin')), item.to).toEqual({ type: 'allow' });
    }
  });

  it('link the footer to public pages with their titles', () => {
    expect(FOOTER_LINKS).toContainEqual({ label: 'Mentions légales', to: '/legal_mentions' });
    for (const link of FOOTER_LINKS) expect(guard(link.to, null)).toEqual({ type: 'allow' });
  });
});
