import { t } from '../i18n';

/**
 * The tag syntax of mail templates (decisions.md): `{{ name }}`, spaces inside the braces
 * optional, `name` made of dotted identifiers (`session.startDate`), all on one line. Anything
 * else that opens or closes a tag (`{{ x`, `{{}}`, `{{ a b }}`, a lone `}}`) is a malformed tag.
 */

const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*$/;
const OPEN = '{{';
const CLOSE = '}}';
/** A malformed tag is quoted up to this many characters in its message. */
const EXCERPT_MAX = 40;

export type TemplateToken =
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'tag'; readonly name: string };

export type TagProblem =
  | { readonly kind: 'malformed'; readonly tag: string }
  | { readonly kind: 'unauthorized'; readonly tag: string };

export interface ParsedTemplate {
  /** Text and tags in order; a malformed tag stays in the text as it was written. */
  readonly tokens: readonly TemplateToken[];
  /** The malformed tags as written (shortened), in order. */
  readonly malformed: readonly string[];
}

export function isTagName(value: string): boolean {
  return TAG_NAME.test(value);
}

/** Splits a template into text and tags, collecting malformed tags. */
export function parseTemplate(source: string): ParsedTemplate {
  const tokens: TemplateToken[] = [];
  const malformed: string[] = [];
  let text = '';
  let i = 0;
  const flushText = () => {
    if (text) tokens.push({ kind: 'text', value: text });
    text = '';
  };

  while (i < source.length) {
    const open = source.indexOf(OPEN, i);
    const strayClose = source.indexOf(CLOSE, i);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      // A closing pair with no opening one.
      malformed.push(CLOSE);
      text += source.slice(i, strayClose + CLOSE.length);
      i = strayClose + CLOSE.length;
      continue;
    }
    if (open === -1) {
      text += source.slice(i);
      break;
    }
    text += source.slice(i, open);
    const close = source.indexOf(CLOSE, open + OPEN.length);
    const nextOpen = source.indexOf(OPEN, open + OPEN.length);
    const lineEnd = source.indexOf('\n', open);
    const closedLater = (at: number) => at !== -1 && at < close;
    if (close === -1 || closedLater(nextOpen) || closedLater(lineEnd)) {
      // Not closed on its line: quote it up to the next tag or the end of its line, go on there.
      const stops = [nextOpen, lineEnd, source.length].filter((stop) => stop > open);
      const stop = Math.min(...stops);
      malformed.push(excerpt(source.slice(open, stop)));
      text += source.slice(open, stop);
      i = stop;
      continue;
    }
    const raw = source.slice(open, close + CLOSE.length);
    const name = source.slice(open + OPEN.length, close).trim();
    if (isTagName(name)) {
      flushText();
      tokens.push({ kind: 'tag', name });
    } else {
      malformed.push(excerpt(raw));
      text += raw;
    }
    i = close + CLOSE.length;
  }
  flushText();
  return { tokens, malformed };
}

function excerpt(raw: string): string {
  const trimmed = raw.trimEnd();
  return trimmed.length > EXCERPT_MAX ? `${trimmed.slice(0, EXCERPT_MAX)}…` : trimmed;
}

/** The distinct tag names a template uses, in order of first use (malformed ones left out). */
export function tagsOf(source: string): string[] {
  const names = parseTemplate(source).tokens.flatMap((token) =>
    token.kind === 'tag' ? [token.name] : [],
  );
  return [...new Set(names)];
}

/** The problems of a template against its allowed tags: each malformed or unknown tag once. */
export function checkTemplateTags(source: string, allowed: readonly string[]): TagProblem[] {
  const { tokens, malformed } = parseTemplate(source);
  const problems: TagProblem[] = [];
  const seen = new Set<string>();
  const add = (problem: TagProblem) => {
    const key = `${problem.kind}:${problem.tag}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(problem);
  };
  for (const tag of malformed) add({ kind: 'malformed', tag });
  for (const token of tokens) {
    if (token.kind === 'tag' && !allowed.includes(token.name)) {
      add({ kind: 'unauthorized', tag: token.name });
    }
  }
  return problems;
}

/** The spec §5 message of a problem; an unauthorised tag's message lists the allowed ones. */
export function tagProblemMessage(problem: TagProblem, allowed: readonly string[]): string {
  return problem.kind === 'malformed'
    ? t('validation.malformedTag', { tag: problem.tag })
    : t('validation.unauthorizedTag', { tag: problem.tag, allowed: allowed.join(', ') });
}

/** The French messages of a template's tag problems (empty when it is valid). */
export function templateTagMessages(source: string, allowed: readonly string[]): string[] {
  return checkTemplateTags(source, allowed).map((problem) => tagProblemMessage(problem, allowed));
}
