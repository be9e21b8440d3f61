import {
  ADMIN_MENU,
  PROFILE_LABELS,
  PROFILE_MENUS,
  profileOf,
  t,
  type LayoutName,
  type MessageKey,
  type ProfileCode,
  type SessionUser,
} from '@passerelle/shared';

export interface NavItem {
  label: string;
  to: string;
  /** Only the exact path marks the item current (the home page). */
  end?: boolean;
  /** Path prefix marking the item current, when wider than `to`. */
  section?: string;
}

const PUBLIC_MENU: NavItem[] = [
  { label: t('nav.home'), to: '/', end: true },
  { label: t('nav.training'), to: '/training' },
  { label: t('nav.calendar'), to: '/calendar' },
];

/** Name of each signed-in profile's own space, linked from the public pages. */
const SPACE_LABEL = {
  admin: 'layout.backOffice',
  manager: 'layout.backOffice',
  provider: 'layout.backOffice',
  beneficiary: 'layout.beneficiarySpace',
  hr: 'layout.hrSpace',
} as const satisfies Record<string, MessageKey>;

/**
 * The header navigation. Public pages (default layout) show the catalogue and, for a signed-in
 * user, a link to their own space; the profile spaces (back, hr, beneficiary) show exactly the
 * sections of the user's profile (shared PROFILE_MENUS, built from the spec §6 prefixes).
 * The login and survey layouts have no menu.
 */
export function navItemsFor(layout: LayoutName, profileCode: ProfileCode | null): NavItem[] {
  if (layout === 'login' || layout === 'survey') return [];
  const profile = profileCode ? profileOf(profileCode) : null;
  if (layout === 'default') {
    if (!profile) return PUBLIC_MENU;
    const space = PROFILE_MENUS[profile][0];
    return [...PUBLIC_MENU, { label: t(SPACE_LABEL[profile]), to: space.to }];
  }
  if (!profile) return [];
  return PROFILE_MENUS[profile].map((item) => ({
    label: t(item.labelKey),
    to: item.to,
    // The administration entry opens one section but stands for all of them.
    section: item.to.startsWith('/back/admin/') ? '/back/admin' : undefined,
  }));
}

export function adminNavItems(): NavItem[] {
  return ADMIN_MENU.map((item) => ({
    label: t(item.labelKey),
    to: item.to,
    // The content entry opens the message page and stands for every content code.
    section: item.to.startsWith('/back/admin/content/') ? '/back/admin/content' : undefined,
  }));
}

/** Subtitle shown next to the programme's name in each layout. */
export function spaceLabel(layout: LayoutName): string | null {
  switch (layout) {
    case 'back':
      return t('layout.backOffice');
    case 'beneficiary':
      return t('layout.beneficiarySpace');
    case 'hr':
      return t('layout.hrSpace');
    case 'survey':
      return t('layout.surveySpace');
    default:
      return null;
  }
}

export function profileLabel(user: SessionUser): string {
  return PROFILE_LABELS[user.userProfileCode];
}
