import { frenchNumberFormat } from '../format/intl';
import { formatDate } from '../format/date-times';
import type { MailTagValue } from './events';
import { parseTemplate } from './template-syntax';

/**
 * Rendering of a mail template. The subject and body are plain text written by admins; the body
 * gives a text part as written and an HTML part where everything (template text and values) is
 * escaped, blank lines make paragraphs and web addresses become links. A tag with no value
 * (missing, null or undefined) renders empty: the mail still leaves.
 */

export interface MailTemplateSource {
  readonly subject: string;
  readonly body: string;
}

export interface RenderedMail {
  /** One line: line breaks of the template or the values become spaces. */
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export type MailTagValues = Readonly<Record<string, MailTagValue>>;

/** A tag value as text: dates dd/mm/yyyy in Paris time, numbers the French way. */
export function formatTagValue(value: MailTagValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? frenchNumberFormat().format(value) : '';
  return String(value);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function valueOf(values: MailTagValues, name: string): string {
  return formatTagValue(Object.hasOwn(values, name) ? values[name] : undefined);
}

const identity = (text: string) => text;

/** The template with each tag replaced; `escape` applies to text and values alike (\n breaks). */
function fill(source: string, values: MailTagValues, escape: (text: string) => string): string {
  return parseTemplate(source)
    .tokens.map((token) => {
      const raw = token.kind === 'text' ? token.value : valueOf(values, token.name);
      return escape(raw.replace(/\r\n?/g, '\n'));
    })
    .join('');
}

// An address in escaped HTML: `&amp;` may be part of it, other entities end it.
const URL_IN_HTML = /https?:\/\/(?:[^\s<&]|&amp;)+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

function linkify(html: string): string {
  return html.replace(URL_IN_HTML, (match) => {
    const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? '';
    const url = match.slice(0, match.length - trailing.length);
    return `<a href="${url}">${url}</a>${trailing}`;
  });
}

/** Plain text to HTML paragraphs: blank lines separate paragraphs, single breaks become <br>. */
function paragraphs(escaped: string): string {
  return escaped
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

function htmlDocument(subject: string, content: string): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><title>' + escapeHtml(subject) + '</title></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a">',
    content,
    '</body>',
    '</html>',
  ].join('\n');
}

/** Renders a template with its values: subject, HTML part and text part. */
export function renderTemplate(template: MailTemplateSource, values: MailTagValues): RenderedMail {
  const subject = fill(template.subject, values, identity).replace(/\s+/g, ' ').trim();
  const text = fill(template.body, values, identity).trim();
  const html = htmlDocument(subject, linkify(paragraphs(fill(template.body, values, escapeHtml))));
  return { subject, html, text };
}
