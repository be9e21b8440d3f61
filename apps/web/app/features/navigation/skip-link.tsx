import { t } from '@passerelle/shared';

/** First focusable element of every page: jumps to `<main id="contenu">` (RGAA 12.7). */
export function SkipLink() {
  return (
    <a
      href="#contenu"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:px-4 focus:py-2 focus:text-primary focus:underline focus:outline-2 focus:outline-focus"
    >
      {t('ui.skipLink')}
    </a>
  );
}
