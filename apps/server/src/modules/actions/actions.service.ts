import {
  ACTION_FIELD_LABELS,
  PROVIDER_EDITABLE_ACTION_FIELDS,
  actionTotalCost,
  can,
  sumDecimals,
  t,
  type ActionCost,
  type ActionCreate,
  type ActionDetail,
  type ActionFilters,
  type ActionIndicators,
  type ActionListQuery,
  type ActionPage,
  type SpeakerCandidate,
  type ActionUpdate,
  type SessionUser,
  type Speaker,
  actionScopeOf,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { reachableAction } from '../access/access.service.js';
import { pageWindow } from '../../lib/pagination.js';
import { selectActionIndicators } from './action-indicators.repository.js';
import { selectActionRows, selectAvailableYears } from './actions-list.repository.js';
import { selectSpeakerCandidates } from './speaker-candidates.repository.js';
import { checkActionReferences, missingUserIds } from './action-references.js';
import {
  countSessions,
  deleteAction,
  insertAction,
  replaceSpeakers,
  selectActionDetail,
  selectSessionCosts,
  selectSpeakerIds,
  selectSpeakers,
  updateAction,
} from './actions.repository.js';

/** `GET /api/actions`: one page of the actions `user` reaches, filtered and sorted. */
export async function listActions(
  db: Database,
  user: SessionUser,
  query: ActionListQuery,
): Promise<ActionPage> {
  const { page, pageSize, sort, ...filters } = query;
  const { rows, total } = await selectActionRows(db, {
    filters,
    sort,
    scope: actionScopeOf(user),
    ...pageWindow({ page, pageSize }),
  });
  return { items: rows, total, page, pageSize };
}

/** The years of the actions `user` reaches, newest first. */
export async function getAvailableYears(db: Database, user: SessionUser): Promise<number[]> {
  return selectAvailableYears(db, actionScopeOf(user));
}

/** The figures of the actions `user` reaches, with the list's filters. */
export async function getActionIndicators(
  db: Database,
  user: SessionUser,
  filters: ActionFilters,
): Promise<ActionIndicators> {
  return selectActionIndicators(db, filters, actionScopeOf(user));
}

export async function getActionDetail(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<ActionDetail> {
  const detail = await selectActionDetail(db, id, actionScopeOf(user));
  if (!detail) throw new AppError('NOT_FOUND');
  return detail;
}

export async function createAction(db: Database, input: ActionCreate): Promise<number> {
  await checkActionReferences(db, input);
  const { speakers, ...values } = input;
  return db.transaction(async (tx) => {
    const action = await insertAction(tx, values);
    await replaceSpeakers(tx, action.id, speakers);
    return action.id;
  });
}

/**
 * Changes an action. Admins and managers change any field; a provider only the pedagogical ones
 * (PROVIDER_EDITABLE_ACTION_FIELDS) of its own actions, anything else is refused whole.
 */
export async function changeAction(
  db: Database,
  user: SessionUser,
  id: number,
  input: ActionUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await reachableAction(tx, user, id, 'update');
    if (!can(user, 'programming.manage')) {
      const editable: readonly string[] = PROVIDER_EDITABLE_ACTION_FIELDS;
      const refused = Object.keys(input).filter((field) => !editable.includes(field));
      if (refused.length > 0) {
        const fields = refused
          .map((field) => ACTION_FIELD_LABELS[field as keyof typeof ACTION_FIELD_LABELS] ?? field)
          .join(', ');
        throw new AppError('FORBIDDEN', {
          detail: t('programming.error.providerReadOnlyFields', { fields }),
        });
      }
    }
    await checkActionReferences(tx, input, current);
    const { speakers, ...values } = input;
    await updateAction(tx, id, values);
    if (speakers !== undefined) await replaceSpeakers(tx, id, speakers);
  });
}

/** Deletes an action without sessions; one with sessions is refused (409). */
export async function removeAction(db: Database, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await reachableAction(tx, user, id, 'update');
    const count = await countSessions(tx, id);
    if (count > 0) {
      throw new AppError('CONFLICT', {
        detail: t('programming.error.actionHasSessions', { count }),
      });
    }
    await deleteAction(tx, id);
  });
}

/** A copy of an action and its speakers (not its sessions), named "<name> (copie)". */
export async function duplicateAction(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const {
      id: _id,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...source
    } = await reachableAction(tx, user, id, 'share');
    const copy = await insertAction(tx, {
      ...source,
      name: `${source.name}${t('programming.copySuffix')}`,
    });
    await replaceSpeakers(tx, copy.id, await selectSpeakerIds(tx, id));
    return copy.id;
  });
}

export async function getActionCost(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<ActionCost> {
  const action = await reachableAction(db, user, id);
  const sessionCosts = await selectSessionCosts(db, id);
  return {
    pedagogicalCost: action.pedagogicalCost,
    animationCost: action.animationCost,
    travelCost: action.travelCost,
    sessionCount: sessionCosts.length,
    sessionsCost: sumDecimals(sessionCosts.map((session) => session.cost)),
    totalCost: actionTotalCost(action, sessionCosts),
  };
}

export async function getSpeakers(db: Database, user: SessionUser, id: number): Promise<Speaker[]> {
  await reachableAction(db, user, id);
  return selectSpeakers(db, id);
}

/** Who may be added to the speakers of the action `id` (see selectSpeakerCandidates). */
export async function getSpeakerCandidates(
  db: Database,
  user: SessionUser,
  id: number,
  q: string | undefined,
): Promise<SpeakerCandidate[]> {
  const action = await reachableAction(db, user, id);
  // A provider chooses among its own people, never those of another provider (decision 061).
  const ownOnly = user.userProfileCode === 'profile_provider';
  return selectSpeakerCandidates(db, action, q, ownOnly);
}

/** Replaces the speakers of an action (a provider: of its own actions). */
export async function setSpeakers(
  db: Database,
  user: SessionUser,
  id: number,
  speakerIds: readonly number[],
): Promise<Speaker[]> {
  return db.transaction(async (tx) => {
    await reachableAction(tx, user, id, 'update');
    const missing = await missingUserIds(tx, speakerIds);
    if (missing.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: {
          speakerIds: [t('programming.validation.unknownUsers', { ids: missing.join(', ') })],
        },
      });
    }
    await replaceSpeakers(tx, id, speakerIds);
    return selectSpeakers(tx, id);
  });
}
