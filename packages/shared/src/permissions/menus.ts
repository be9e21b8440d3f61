import type { Profile } from '../enums';
import type { MessageKey } from '../i18n';
import { matchRoute } from './routes';

export interface MenuItem {
  readonly labelKey: MessageKey;
  readonly to: string;
}

/** Main navigation of each profile, built only from pages its route prefixes open. */
export const PROFILE_MENUS = {
  admin: [
    { labelKey: 'nav.programming', to: '/back/programming' },
    { labelKey: 'nav.registrations', to: '/back/registrations' },
    { labelKey: 'nav.speakers', to: '/back/speakers' },
    { labelKey: 'nav.surveys', to: '/back/surveys' },
    { labelKey: 'nav.reports', to: '/reports' },
    { labelKey: 'nav.admin', to: '/back/admin/users' },
  ],
  manager: [
    { labelKey: 'nav.programming', to: '/back/programming' },
    { labelKey: 'nav.registrations', to: '/back/registrations' },
    { labelKey: 'nav.speakers', to: '/back/speakers' },
    { labelKey: 'nav.surveys', to: '/back/surveys' },
    { labelKey: 'nav.reports', to: '/reports' },
  ],
  provider: [
    { labelKey: 'nav.programming', to: '/back/programming' },
    { labelKey: 'nav.registrations', to: '/back/registrations' },
    { labelKey: 'nav.speakers', to: '/back/speakers' },
    { labelKey: 'nav.reports', to: '/reports' },
    { labelKey: 'nav.information', to: '/back/information' },
  ],
  beneficiary: [
    { labelKey: 'nav.beneficiary.favorites', to: '/beneficiary/favorites' },
    { labelKey: 'nav.beneficiary.future', to: '/beneficiary/future' },
    { labelKey: 'nav.beneficiary.passed', to: '/beneficiary/passed' },
    { labelKey: 'nav.beneficiary.information', to: '/beneficiary/information' },
  ],
  hr: [{ labelKey: 'nav.structures', to: '/back/structures' }],
} as const satisfies Record<Profile, readonly MenuItem[]>;

/** Sections of the administration menu (spec §2). */
export const ADMIN_MENU = [
  { labelKey: 'nav.admin.axis', to: '/back/admin/axis' },
  { labelKey: 'nav.admin.actions', to: '/back/admin/actions' },
  { labelKey: 'nav.admin.rooms', to: '/back/admin/rooms' },
  { labelKey: 'nav.admin.cities', to: '/back/admin/cities' },
  { labelKey: 'nav.admin.users', to: '/back/admin/users' },
  { labelKey: 'nav.admin.structures', to: '/back/admin/structures' },
  { labelKey: 'nav.admin.documents', to: '/back/admin/documents' },
  { labelKey: 'nav.admin.links', to: '/back/admin/links' },
  { labelKey: 'nav.admin.templates', to: '/back/admin/templates' },
  { labelKey: 'nav.admin.content', to: '/back/admin/content/message' },
  { labelKey: 'nav.admin.parameters', to: '/back/admin/parameters' },
  { labelKey: 'nav.admin.references', to: '/back/admin/references' },
  { labelKey: 'nav.admin.jobs', to: '/back/admin/jobs' },
  { labelKey: 'nav.admin.lheo', to: '/back/admin/lheo' },
] as const satisfies readonly MenuItem[];

/** Tabs of an action's page (spec §2: programming/{id}). */
export function programmingTabs(actionId: number | string): MenuItem[] {
  return (['action', 'sessions', 'speakers', 'registrations'] as const).map((tab) => ({
    labelKey: `nav.programming.${tab}`,
    to: `/back/programming/${actionId}/${tab}`,
  }));
}

/** Public information pages linked from every footer, titled as in APP_ROUTES. */
export const FOOTER_LINKS: readonly { label: string; to: string }[] = [
  '/about',
  '/format',
  '/condition',
  '/lab',
  '/accessibility',
  '/legal_mentions',
  '/cgu',
  '/cookies',
].map((to) => ({ label: matchRoute(to)?.title ?? to, to }));
