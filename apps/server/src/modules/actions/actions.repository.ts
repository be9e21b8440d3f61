import {
  actionTotalCost,
  lheoEntryLevelOf,
  type ActionDetail,
  type Speaker,
  type ActionScope,
} from '@passerelle/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  actionSpeakers,
  actionTypes,
  actions,
  axes,
  sessions,
  structures,
  users,
  type Action,
} from '../../db/schema/index.js';
import { actionScopeCondition } from '../../lib/scope-conditions.js';
import type { Executor } from '../../db/executor.js';
import { selectActionsWithLabels } from '../../lib/query-joins.js';
import { personColumns } from '../../lib/user-columns.js';

export type ActionValues = Omit<typeof actions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function selectSpeakers(db: Executor, actionId: number): Promise<Speaker[]> {
  return db
    .select(personColumns)
    .from(actionSpeakers)
    .innerJoin(users, eq(users.id, actionSpeakers.userId))
    .where(eq(actionSpeakers.actionId, actionId))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id));
}

/** The costs of the sessions of an action. */
export async function selectSessionCosts(
  db: Executor,
  actionId: number,
): Promise<{ cost: string }[]> {
  return db.select({ cost: sessions.cost }).from(sessions).where(eq(sessions.actionId, actionId));
}

export async function countSessions(db: Executor, actionId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.actionId, actionId));
  return row?.count ?? 0;
}

/** The detail of an action in the scope: its fields, names of what it points to, speakers, cost. */
export async function selectActionDetail(
  db: Executor,
  id: number,
  scope: ActionScope,
): Promise<ActionDetail | undefined> {
  const [row] = await selectActionsWithLabels(db, {
    action: actions,
    typeName: actionTypes.name,
    typeMembersOnly: actionTypes.membersOnly,
    typeSeatAmount: actionTypes.seatAmount,
    axisName: axes.name,
    providerName: structures.name,
    referentGivenName: users.givenName,
    referentFamilyName: users.familyName,
  })
    .leftJoin(users, eq(users.id, actions.referentId))
    .where(and(eq(actions.id, id), actionScopeCondition(scope, actions.providerId)));
  if (!row) return undefined;
  const { action } = row;
  const sessionCosts = await selectSessionCosts(db, action.id);
  return {
    id: action.id,
    name: action.name,
    year: action.year,
    typeId: action.typeId,
    axisId: action.axisId,
    providerId: action.providerId,
    referentId: action.referentId,
    type: {
      id: action.typeId,
      name: row.typeName,
      membersOnly: row.typeMembersOnly,
      seatAmount: row.typeSeatAmount,
    },
    axis: { id: action.axisId, name: row.axisName },
    provider:
      action.providerId !== null && row.providerName !== null
        ? { id: action.providerId, name: row.providerName }
        : null,
    referent:
      action.referentId !== null && row.referentGivenName !== null
        ? {
            id: action.referentId,
            givenName: row.referentGivenName,
            familyName: row.referentFamilyName ?? '',
          }
        : null,
    public: action.public,
    goal: action.goal,
    description: action.description,
    imageId: action.imageId,
    lotNumber: action.lotNumber,
    amountDays: action.amountDays,
    amountHours: action.amountHours,
    pedagogicalCost: action.pedagogicalCost,
    animationCost: action.animationCost,
    travelCost: action.travelCost,
    supplementaryResources: action.supplementaryResources,
    openBadgeDescription: action.openBadgeDescription,
    openBadgeImageId: action.openBadgeImageId,
    openBadgeRequestUrl: action.openBadgeRequestUrl,
    expectedResults: action.expectedResults,
    prerequisites: action.prerequisites,
    rhythm: action.rhythm,
    entryLevel: lheoEntryLevelOf(action.entryLevel),
    entryLevelRequired: action.entryLevelRequired,
    certifying: action.certifying,
    publicCodes: action.publicCodes,
    formacodes: action.formacodes,
    speakers: await selectSpeakers(db, action.id),
    sessionCount: sessionCosts.length,
    totalCost: actionTotalCost(action, sessionCosts),
    createdAt: action.createdAt.toISOString(),
    updatedAt: action.updatedAt.toISOString(),
  };
}

export async function insertAction(db: Executor, values: ActionValues): Promise<Action> {
  const [row] = await db.insert(actions).values(values).returning();
  return row!;
}

export async function updateAction(
  db: Executor,
  id: number,
  values: Partial<ActionValues>,
): Promise<void> {
  // An empty change still marks the action as updated, so the answer is consistent.
  await db
    .update(actions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(actions.id, id));
}

export async function deleteAction(db: Executor, id: number): Promise<void> {
  await db.delete(actions).where(eq(actions.id, id));
}

/** Replaces the speakers of an action by `userIds`. */
export async function replaceSpeakers(
  db: Executor,
  actionId: number,
  userIds: readonly number[],
): Promise<void> {
  await db.delete(actionSpeakers).where(eq(actionSpeakers.actionId, actionId));
  if (userIds.length > 0) {
    await db.insert(actionSpeakers).values(userIds.map((userId) => ({ actionId, userId })));
  }
}

export async function selectSpeakerIds(db: Executor, actionId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: actionSpeakers.userId })
    .from(actionSpeakers)
    .where(eq(actionSpeakers.actionId, actionId));
  return rows.map((row) => row.userId);
}
