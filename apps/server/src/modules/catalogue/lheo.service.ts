import { LHEO_API, type LheoFeedState } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { xmlDocument } from '../../lib/xml.js';
import { lheoFeed } from './lheo-feed.js';
import { recordFeedRead, selectFeedRead, selectLheoRows } from './lheo.repository.js';

/*
 * The catalogue in LHÉO 2.3 (decision 075): the document a Carif-Oref harvests, each read
 * counted, and what the administrator sees of it.
 */

const FEED = 'lheo';
/** Where the feed is served, under the public address: its contract's path under `/api`. */
const LHEO_FEED_PATH = `/api${LHEO_API.feed.path}`;

/**
 * The feed's document, or null when no session can be published: the schema wants at least one
 * `formation` in `offres`, so an empty catalogue has no valid document (the route answers 204).
 */
export async function readLheoFeed(
  db: Database,
  options: { publicUrl: string; now?: Date },
): Promise<string | null> {
  const rows = await selectLheoRows(db);
  await recordFeedRead(db, FEED);
  const feed = lheoFeed(rows, {
    publicUrl: options.publicUrl,
    exportedAt: options.now ?? new Date(),
  });
  return feed.actionCount === 0 ? null : xmlDocument(feed.root);
}

/** The feed's address, its last read, what it carries and the actions it leaves out. */
export async function lheoFeedState(
  db: Database,
  options: { publicUrl: string },
): Promise<LheoFeedState> {
  const [rows, read] = await Promise.all([selectLheoRows(db), selectFeedRead(db, FEED)]);
  const feed = lheoFeed(rows, { publicUrl: options.publicUrl, exportedAt: new Date() });
  return {
    url: `${options.publicUrl.replace(/\/+$/, '')}${LHEO_FEED_PATH}`,
    lastReadAt: read ? read.lastReadAt.toISOString() : null,
    readCount: read?.readCount ?? 0,
    actionCount: feed.actionCount,
    sessionCount: feed.sessionCount,
    excluded: feed.excluded,
  };
}
