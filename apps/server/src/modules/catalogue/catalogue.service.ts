import {
  beneficiaryStructureIds,
  CATALOGUE_FILTER_NAMES,
  CATALOGUE_RELATED_COUNT,
  membersOnlyAccessOf,
  profileOf,
  type CataloguePage,
  type CatalogueQuery,
  type CatalogueSession,
  type CatalogueSessionDetail,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { foldText } from '../../lib/crud/fold.js';
import { trainingQualityResults } from '../quality-results/quality-results.service.js';
import type { CatalogueIndex, DatedAnswer } from './catalogue-index.js';
import { isFavorite, ownRegistration, sessionSheetExtras } from './catalogue-detail.repository.js';
import {
  findVisibleSession,
  hasMemberStructure,
  relatedSessionIds,
  sessionsByIds,
  type CatalogueVisibility,
} from './catalogue.repository.js';
import { PUBLIC_ANSWER_TTL_MS } from '../../lib/cache-invalidation.js';
import { currentPageAudience } from '../../lib/page-audience.js';

/**
 * How long a list answer is served: seats and availability labels on the lists may lag by this
 * much (never the session sheet nor a registration, which read the tables). Five seconds is less
 * than it takes to read a list and open a session, and enough to answer a burst of visitors with
 * one query per question.
 */
/** What a caller sees of the catalogue (for the other modules: calendar). */
export type { CatalogueVisibility };

export const CATALOGUE_CACHE_TTL_MS = PUBLIC_ANSWER_TTL_MS;

/**
 * The key of a list answer: what is asked (the query as the schema parsed it, the text folded as
 * the search folds it: "Sécurité" and "securite" are one question) and what the caller may see
 * (their visibility class), never who asks.
 */
export function catalogueCacheKey(
  list: 'search' | 'next',
  visibility: CatalogueVisibility,
  query?: CatalogueQuery,
): string {
  const asked = query
    ? [
        ...CATALOGUE_FILTER_NAMES.map((name) =>
          name === 'q' && query.q !== undefined ? foldText(query.q) : (query[name] ?? null),
        ),
        query.page,
        query.pageSize,
      ]
    : [];
  return JSON.stringify([list, visibility, asked]);
}

/**
 * What `user` may see of the catalogue (shared `membersOnlyAccessOf`). Null is a visitor, or a
 * page kept for a class of signed-in visitors asking for their audience (page-audience.ts).
 */
export async function visibilityOf(
  db: Database,
  user: SessionUser | null,
): Promise<CatalogueVisibility> {
  if (!user) return { membersOnly: currentPageAudience()?.membersOnly ?? false };
  const access = membersOnlyAccessOf(user);
  if (access === 'all') return { membersOnly: true };
  if (access === 'none') return { membersOnly: false };
  return { membersOnly: await hasMemberStructure(db, beneficiaryStructureIds(user)) };
}

/** A page of the search, from the catalogue's index (decision 069). */
export function searchCatalogue(
  index: CatalogueIndex,
  visibility: CatalogueVisibility,
  query: CatalogueQuery,
): Promise<DatedAnswer<CataloguePage>> {
  return index.search(visibility, query);
}

/** The next sessions to come (home page). */
export function nextSessions(
  index: CatalogueIndex,
  visibility: CatalogueVisibility,
): Promise<DatedAnswer<CatalogueSession[]>> {
  return index.next(visibility);
}

async function visibleSessionOr404(
  db: Database,
  visibility: CatalogueVisibility,
  sessionId: number,
) {
  const session = await findVisibleSession(db, sessionId, visibility);
  // Unpublished, cancelled or members-only for this caller: as if it did not exist.
  if (!session) throw new AppError('NOT_FOUND');
  return session;
}

/** The sessions near `sessionId` in the catalogue a caller of `visibility` sees. */
export async function relatedSessions(
  db: Database,
  visibility: CatalogueVisibility,
  sessionId: number,
): Promise<CatalogueSession[]> {
  const session = await visibleSessionOr404(db, visibility, sessionId);
  return sessionsByIds(
    db,
    await relatedSessionIds(db, session, visibility, CATALOGUE_RELATED_COUNT),
  );
}

/** 404 unless the session is in the catalogue a caller of `visibility` sees (decision 041). */
export async function assertCatalogueSession(
  db: Database,
  visibility: CatalogueVisibility,
  sessionId: number,
): Promise<void> {
  await visibleSessionOr404(db, visibility, sessionId);
}

/** A session's sheet for `user` (their favourite and registration), who sees `visibility`. */
export async function sessionSheet(
  db: Database,
  user: SessionUser | null,
  visibility: CatalogueVisibility,
  sessionId: number,
  options: { publicUrl: string },
): Promise<CatalogueSessionDetail> {
  const shown = await visibleSessionOr404(db, visibility, sessionId);
  const beneficiary = user && profileOf(user.userProfileCode) === 'beneficiary' ? user : null;
  const [[item], extras, favorite, registration, quality] = await Promise.all([
    sessionsByIds(db, [sessionId]),
    sessionSheetExtras(db, sessionId),
    beneficiary ? isFavorite(db, beneficiary.id, sessionId) : null,
    beneficiary ? ownRegistration(db, beneficiary.id, sessionId) : null,
    // Its training's published results (decision 079).
    trainingQualityResults(db, shown.actionId),
  ]);
  if (!item || !extras) throw new AppError('NOT_FOUND');
  const {
    waiting,
    waitingSeatAmount,
    goal,
    public: audience,
    description,
    imageUrl,
    imageId,
    documents,
    links,
    ...sheet
  } = extras;
  const now = Date.now();
  const deadline = item.registrationDeadline ? Date.parse(item.registrationDeadline) : null;
  return {
    ...item,
    ...sheet,
    action: {
      ...item.action,
      goal,
      public: audience,
      description,
      imageUrl,
      imageId,
      documents,
      links,
    },
    url: `${options.publicUrl.replace(/\/+$/, '')}/training/${sessionId}`,
    waitingListOpen: item.seatsLeft <= 0 && waiting < waitingSeatAmount,
    registrationOpen: Date.parse(item.startDate) > now && (deadline === null || deadline >= now),
    favorite: beneficiary ? favorite : null,
    registration: beneficiary ? registration : null,
    quality,
  };
}
