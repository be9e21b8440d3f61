/*
 * Reads back the HTML part the server writes for a mail (shared renderTemplate: paragraphs,
 * line breaks and links, everything else escaped) into plain data that React renders as
 * elements. No HTML is ever injected into the page: text stays text, only http(s) links become
 * links, and anything unexpected is shown as the text it is. Pure, so the server render and the
 * browser agree.
 */

export type MailInline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'break' }
  | { readonly kind: 'link'; readonly href: string; readonly text: string };

export type MailParagraph = readonly MailInline[];

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

const INLINE = /<br>\n?|<a href="([^"]*)">([\s\S]*?)<\/a>/g;

function inlines(html: string): MailInline[] {
  const parts: MailInline[] = [];
  const pushText = (raw: string) => {
    const text = decodeEntities(raw);
    if (text) parts.push({ kind: 'text', text });
  };
  let at = 0;
  for (const match of html.matchAll(INLINE)) {
    pushText(html.slice(at, match.index));
    if (match[0].startsWith('<br>')) {
      parts.push({ kind: 'break' });
    } else {
      const href = decodeEntities(match[1] ?? '');
      const text = decodeEntities(match[2] ?? '');
      if (/^https?:\/\//i.test(href)) parts.push({ kind: 'link', href, text });
      else pushText(match[0]);
    }
    at = match.index + match[0].length;
  }
  pushText(html.slice(at));
  return parts;
}

/** The paragraphs of a mail's HTML part. */
export function mailParagraphs(html: string): MailParagraph[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const paragraphs = [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) =>
    inlines(match[1] ?? ''),
  );
  // Not the shape we write: show it as text rather than guess.
  return paragraphs.length > 0 ? paragraphs : [[{ kind: 'text', text: body.trim() }]];
}
