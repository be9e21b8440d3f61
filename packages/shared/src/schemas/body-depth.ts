/*
 * How deeply a JSON body may nest arrays and objects. Parsing a body is iterative, but much of
 * what reads it after is recursive (the NUL check, Zod, JSON.stringify): a body nested 50,000
 * levels deep would overflow the stack there. It is measured on the raw text first, and refused
 * above the depth the API's schemas accept (decision 049).
 */

/**
 * The deepest nesting of arrays and objects an API body schema accepts: the contact form's
 * `{ captcha: { challenge: { parameters: {…} } } }`. `apps/server/src/test/route-permissions.test.ts`
 * computes it from every route's schema and fails when it changes.
 */
export const MAX_BODY_DEPTH = 4;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether the JSON `text` nests arrays and objects more than `max` levels deep (`1` and `"a"` are
 * 0 deep, `{"a":1}` is 1, `[[]]` is 2). One pass over the text, without parsing nor recursion,
 * stopping at the first level over `max`; brackets inside strings do not count. Whether the text
 * is valid JSON is the parser's business.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = closingQuote(text, index);
      if (index < 0) return false;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** The index of the quote closing the string opened at `open`, -1 when it is never closed. */
function closingQuote(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote >= 0 && isEscaped(text, quote)) quote = text.indexOf('"', quote + 1);
  return quote;
}

/** A character is escaped when an odd number of backslashes precedes it. */
function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(index - 1 - backslashes) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}
