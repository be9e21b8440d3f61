import { SPEAKER_CANDIDATES_LIMIT, type SpeakerCandidate } from '@passerelle/shared';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { actionSpeakers, structures, userProfiles, users } from '../../db/schema/index.js';
import { foldedContains } from '../../lib/crud/fold.js';
import type { Executor } from '../../db/executor.js';
import { personColumns } from '../../lib/user-columns.js';

/** At most this many words of `q` are looked at. */
const MAX_WORDS = 5;

/**
 * The people who may speak in an action (decision: enabled users holding a provider profile,
 * whatever their structure; `ownOnly`: those of the action's provider only), matching every word
 * of `q` in their names or email, accents and case ignored. Those of the action's own provider
 * come first, then by name.
 */
export async function selectSpeakerCandidates(
  db: Executor,
  action: { id: number; providerId: number | null },
  q: string | undefined,
  ownOnly = false,
): Promise<SpeakerCandidate[]> {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const ofProvider =
    action.providerId === null
      ? sql<boolean>`false`
      : sql<boolean>`bool_or(${userProfiles.structureId} = ${action.providerId})`;
  const rows = await db
    .select({
      ...personColumns,
      structures: sql<string[]>`array_agg(distinct ${structures.name} order by ${structures.name})`,
      ofActionProvider: ofProvider,
      speaker: sql<boolean>`exists (select 1 from ${actionSpeakers} where ${and(
        eq(actionSpeakers.actionId, action.id),
        eq(actionSpeakers.userId, users.id),
      )})`,
    })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .innerJoin(structures, eq(structures.id, userProfiles.structureId))
    .where(
      and(
        eq(users.disabled, false),
        eq(userProfiles.profileCode, 'profile_provider'),
        ownOnly ? eq(userProfiles.structureId, action.providerId ?? -1) : undefined,
        ...words.map((word) =>
          or(
            foldedContains(users.givenName, word),
            foldedContains(users.familyName, word),
            foldedContains(users.email, word),
          ),
        ),
      ),
    )
    .groupBy(users.id)
    .orderBy(
      // A constant is not allowed in ORDER BY: without a provider there is nothing to put first.
      ...(action.providerId === null ? [] : [desc(ofProvider)]),
      asc(users.familyName),
      asc(users.givenName),
      asc(users.id),
    )
    .limit(SPEAKER_CANDIDATES_LIMIT);
  return rows.map((row) => ({
    ...row,
    ofActionProvider: row.ofActionProvider === true,
    speaker: row.speaker === true,
  }));
}
