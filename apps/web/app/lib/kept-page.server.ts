/*
 * Pages the server keeps for anonymous visitors (apps/server/src/plugins/anonymous-pages.ts) are
 * kept without the stylesheet's text: the same 39,000 characters in every page, half of a session
 * sheet's, would let the cache hold less than half as many pages (decision 093). The text goes
 * back in when a kept page is compressed or sent.
 */

const ELEMENT = '<style data-stylesheet=""';

/** Where the element's text starts in `html`, or -1 when the page has none. */
function textStart(html: string): number {
  const element = html.indexOf(ELEMENT);
  if (element < 0) return -1;
  const end = html.indexOf('>', element);
  return end < 0 ? -1 : end + 1;
}

/** How pages written with `stylesheet` (entry.server's) are kept without it and made whole. */
export function keptPages(stylesheet: string) {
  return {
    /** `html` with its stylesheet element emptied (unchanged when it holds another text). */
    withoutStylesheet(html: string): string {
      const start = textStart(html);
      if (start < 0 || !html.startsWith(`${stylesheet}</style>`, start)) return html;
      return html.slice(0, start) + html.slice(start + stylesheet.length);
    },
    /** A kept page whole again: its emptied stylesheet element given back its text. */
    withStylesheet(kept: string): string {
      const start = textStart(kept);
      if (start < 0 || !kept.startsWith('</style>', start)) return kept;
      return kept.slice(0, start) + stylesheet + kept.slice(start);
    },
  };
}
