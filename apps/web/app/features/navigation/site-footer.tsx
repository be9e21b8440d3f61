import { accessibilityFooterLabel, CONTENT_PAGE_PATHS, FOOTER_LINKS, t } from '@passerelle/shared';
import { Link } from 'react-router';

import { focusRing } from '~/components/ui/focus';

/**
 * Footer of every layout: the public information pages (spec §2), the accessibility statement's
 * with the status it declares, as the RGAA asks (decision 080).
 */
export function SiteFooter() {
  return (
    <footer className="mt-auto border-t-2 border-primary bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-6">
        <p className="font-bold text-ink">
          {t('layout.appName')}
          <span className="font-normal text-muted"> — {t('layout.tagline')}</span>
        </p>
        <nav aria-label={t('layout.footer')} className="mt-4">
          <h2 className="sr-only">{t('layout.footerLinks')}</h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`text-muted underline hover:text-ink ${focusRing}`}>
                  {link.to === CONTENT_PAGE_PATHS.accessibility
                    ? accessibilityFooterLabel()
                    : link.label}
                </Link>
              </li>
            ))}
            {/* The contact form is on the home page (decision 015). */}
            <li>
              <Link to="/#contact" className={`text-muted underline hover:text-ink ${focusRing}`}>
                {t('home.contactLink')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
