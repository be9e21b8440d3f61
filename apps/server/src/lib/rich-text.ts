import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from './lazy-require.js';

// About 50 ms of loading (htmlparser2, postcss) that only rich-text pages and their edits need.
const loadSanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/**
 * The one HTML sanitiser of the server, for every rich text an admin writes (content pages,
 * public messages). Whatever the editor or a hand-made request sends, only this subset survives:
 *
 * - blocks: p, h2, h3, h4, blockquote, ul, ol, li, hr, br;
 * - inline: strong, em, u, s, a;
 * - a keeps `href` (http, https, mailto, or a path on this site) and `target="_blank"`, which
 *   always comes with `rel="noopener noreferrer"`; any other attribute is dropped.
 *
 * Everything else goes: script and style elements with their content, event handlers, `style`
 * and `class` attributes, `javascript:` / `data:` / `vbscript:` URLs (in any case or encoding),
 * frames, forms, images, SVG and MathML. Look-alike tags are mapped rather than lost: b → strong,
 * i → em, strike/del → s, h1 → h2 (the page's own title is its only h1), h5/h6 → h4.
 */

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'br',
  'hr',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // `//evil.example` would leave the site while looking relative.
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Dropped together with their content, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object'],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const link: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined) link.href = attribs.href.trim();
      // A new tab must not hand the opener window to the target page.
      if (attribs.target === '_blank') {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: link };
    },
  },
  // A link left without an address (its URL was unsafe) is only noise around its text.
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** The safe subset of `html` (see above). Pure: the same input always gives the same output. */
export function sanitizeRichText(html: string): string {
  return loadSanitizer()(html, OPTIONS).trim();
}
