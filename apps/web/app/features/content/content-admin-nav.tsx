import {
  CONTENT_CODES,
  CONTENT_CODE_LABELS,
  DEFAULT_CONTENT_CODE,
  t,
  type ContentCode,
} from '@passerelle/shared';
import { NavLink } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/** The message page first (the section's entry), then the pages in the spec's order. */
const ORDER: readonly ContentCode[] = [
  DEFAULT_CONTENT_CODE,
  ...CONTENT_CODES.filter((code) => code !== DEFAULT_CONTENT_CODE),
];

export const contentAdminPath = (code: ContentCode) => `/back/admin/content/${code}`;

/** The nine pages of the content section, the current one marked (aria-current="page"). */
export function ContentAdminNav() {
  return (
    <nav aria-label={t('contentAdmin.pagesNav')}>
      <ul className="flex flex-wrap gap-1 border-b border-border">
        {ORDER.map((code) => (
          <li key={code}>
            <NavLink
              to={contentAdminPath(code)}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-block border-b-2 px-3 py-2 font-medium',
                  focusRing,
                  isActive
                    ? 'border-primary text-primary'
                    : 'border-transparent text-ink hover:border-border-strong',
                )
              }
            >
              {CONTENT_CODE_LABELS[code]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
