import { z } from 'zod';
import { LHEO_GAPS } from '../lheo/offer';
import { defineRoute } from './route';

/*
 * The catalogue in the national LHÉO 2.3 format (decision 075): the feed itself, public, and
 * what the administrator sees of it — its address, when it was last read, what it carries and
 * which actions stay out of it for want of a mandatory element.
 */

const id = z.number().int();

/** An action left out of the feed, with what it lacks. */
export const lheoExcludedActionSchema = z.object({
  id,
  name: z.string(),
  year: z.number().int(),
  provider: z.object({ id, name: z.string() }).nullable(),
  /** Its published sessions to come, which the feed would carry. */
  sessionCount: z.number().int(),
  gaps: z.array(z.enum(LHEO_GAPS)),
});
export type LheoExcludedAction = z.infer<typeof lheoExcludedActionSchema>;

/** `GET /api/lheo/state`. */
export const lheoFeedStateSchema = z.object({
  /** The feed's absolute address, to give to the Carif-Oref. */
  url: z.string(),
  /** When someone last read the feed (ISO), null if never; `readCount` reads so far. */
  lastReadAt: z.string().nullable(),
  readCount: z.number().int(),
  /** What the feed carries now: its formations (our actions) and their sessions. */
  actionCount: z.number().int(),
  sessionCount: z.number().int(),
  excluded: z.array(lheoExcludedActionSchema),
});
export type LheoFeedState = z.infer<typeof lheoFeedStateSchema>;

/** The routes of the LHÉO feed. */
export const LHEO_API = {
  /** The feed: every published public session to come, XML valid against the LHÉO 2.3 schema. */
  feed: defineRoute({
    method: 'GET',
    path: '/public/catalogue.lheo.xml',
    access: { public: true },
    response: z.string().describe('Offre de formation au format LHÉO 2.3, application/xml'),
    errors: [],
  }),
  state: defineRoute({
    method: 'GET',
    path: '/lheo/state',
    access: { permission: 'lheo.read' },
    response: lheoFeedStateSchema,
    errors: [401, 403],
  }),
};
