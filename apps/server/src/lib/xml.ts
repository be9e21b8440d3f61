/*
 * A small XML writer for the feeds the portal publishes (the LHÉO catalogue, decision 075): a
 * tree of elements written out indented, texts and attributes escaped, and the characters XML 1.0
 * forbids (control characters, lone surrogates) dropped rather than failing the document.
 */

/** An element: its name, attributes, and either a text or children (absent ones skipped). */
export interface XmlElement {
  name: string;
  attributes?: Record<string, string | number | undefined>;
  text?: string | number;
  children?: readonly (XmlElement | null | undefined | false)[];
}

/** An element of text, or nothing when the text is absent or blank. */
export function textElement(
  name: string,
  text: string | number | null | undefined,
): XmlElement | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string' && text.trim() === '') return null;
  return { name, text };
}

/** Whether XML 1.0 allows a code point (tab, line feed and carriage return the only controls). */
function allowed(codePoint: number): boolean {
  if (codePoint < 0x20) return codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false; // a lone surrogate
  return codePoint !== 0xfffe && codePoint !== 0xffff;
}

/** The text without what XML 1.0 forbids (the common case, nothing to drop, is one scan). */
function withoutForbidden(text: string): string {
  let clean = true;
  for (const sign of text) {
    if (!allowed(sign.codePointAt(0)!)) {
      clean = false;
      break;
    }
  }
  if (clean) return text;
  return [...text].filter((sign) => allowed(sign.codePointAt(0)!)).join('');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** A text as XML character data (or an attribute value), safe whatever it holds. */
export function escapeXml(text: string): string {
  return withoutForbidden(text).replace(/[&<>"]/g, (sign) => ESCAPES[sign]!);
}

function attributesOf(element: XmlElement): string {
  if (!element.attributes) return '';
  return Object.entries(element.attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

function write(element: XmlElement, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const open = `${indent}<${element.name}${attributesOf(element)}`;
  if (element.text !== undefined) {
    out.push(`${open}>${escapeXml(String(element.text))}</${element.name}>`);
    return;
  }
  const children = (element.children ?? []).filter((child): child is XmlElement => !!child);
  if (children.length === 0) {
    out.push(`${open}/>`);
    return;
  }
  out.push(`${open}>`);
  for (const child of children) write(child, depth + 1, out);
  out.push(`${indent}</${element.name}>`);
}

/** The whole document: the XML declaration, then the root element, one element per line. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
