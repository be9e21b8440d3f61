import type { ActionScope } from '@passerelle/shared';
import { and, eq, type Column, type GetColumnData, type SQL } from 'drizzle-orm';
import { actions } from '../db/schema/index.js';
import { actionScopeCondition } from './scope-conditions.js';

/*
 * The optional filters of the lists, figures and exports: a filter the query leaves out
 * (undefined) adds no condition, and `and` drops the undefined ones.
 */

/** `column = value`, or no condition when the filter is not set. */
export function eqWhenSet<TColumn extends Column>(
  column: TColumn,
  value: GetColumnData<TColumn, 'raw'> | undefined,
): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

/** The filters on the action that the action, session, report, speaker and survey lists share. */
export interface ActionFilterValues {
  year?: number;
  axisId?: number;
  typeId?: number;
  providerId?: number;
}

/** The caller's reach on the action's provider, and the set filters on the action (`actions` joined). */
export function actionFilterConditions(
  filters: ActionFilterValues,
  scope: ActionScope,
): SQL | undefined {
  return and(
    actionScopeCondition(scope, actions.providerId),
    eqWhenSet(actions.year, filters.year),
    eqWhenSet(actions.axisId, filters.axisId),
    eqWhenSet(actions.typeId, filters.typeId),
    eqWhenSet(actions.providerId, filters.providerId),
  );
}
