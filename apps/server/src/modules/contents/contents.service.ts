import {
  CONTENT_CODE_LABELS,
  CONTENT_CODES,
  isContentCode,
  type Content,
  type ContentCode,
  type ContentUpdate,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Content as ContentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { findContent, upsertContent } from './contents.repository.js';

/** The code of a request path, or a 404 naming the allowed codes (spec §2: nine codes). */
export function contentCodeOf(code: string): ContentCode {
  if (isContentCode(code)) return code;
  throw new AppError('UNKNOWN_CONTENT_CODE', {
    params: { code: code.slice(0, 40), codes: CONTENT_CODES.join(', ') },
  });
}

function toContent(code: ContentCode, row: ContentRow | undefined): Content {
  if (!row) return { code, title: CONTENT_CODE_LABELS[code], html: '', updatedAt: null };
  // Sanitised again on the way out: rows written by other means (seed, SQL) are held to the
  // same subset, and tightening the rules later applies to pages saved before.
  return {
    code,
    title: row.title,
    html: sanitizeRichText(row.html),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page's title and safe HTML; a page never written yet has its label as title and no text. */
export async function getContent(db: Database, code: string): Promise<Content> {
  const known = contentCodeOf(code);
  return toContent(known, await findContent(db, known));
}

/** Saves a page: the HTML is sanitised before it is stored. */
export async function saveContent(
  db: Database,
  code: string,
  input: ContentUpdate,
  userId: number,
): Promise<Content> {
  const known = contentCodeOf(code);
  const row = await upsertContent(db, {
    code: known,
    title: input.title,
    html: sanitizeRichText(input.html),
    updatedById: userId,
  });
  return toContent(known, row);
}
