/*
 * Where the focus goes back when a dialog closes (decision 080). Radix's dialog gives it to its
 * trigger; a dialog opened otherwise — by a link to its URL (`?new=1`), by a row's menu — has
 * none, and the focus was lost on the page's body, where a keyboard user starts again from the
 * top. The element focused as the dialog opened is remembered, with its address when it is a
 * link: the navigation that closes a URL dialog may render that link again.
 */

export interface FocusOpener {
  element: Element | null;
  /** The opener's `href`, when it is a link. */
  href: string | null;
}

/** What has the focus now, as a dialog opens (during its first render). */
export function currentOpener(): FocusOpener {
  if (typeof document === 'undefined') return { element: null, href: null };
  const element = document.activeElement;
  return {
    element,
    href: element instanceof HTMLAnchorElement ? element.getAttribute('href') : null,
  };
}

/**
 * The element to focus as the dialog closes: the opener when still on the page, else the link
 * to the same address, else the page's content; null when nothing had the focus as the dialog
 * opened (Radix then focuses the dialog's trigger, if it has one).
 */
export function focusReturnTarget(opener: FocusOpener): HTMLElement | null {
  const { element, href } = opener;
  if (!element || element === document.body) return null;
  if (element.isConnected && element instanceof HTMLElement) return element;
  const link =
    href === null
      ? undefined
      : [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
          (candidate) => candidate.getAttribute('href') === href,
        );
  return link ?? document.getElementById('contenu');
}
