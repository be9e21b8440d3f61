import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectBulkRows, type BulkShape } from '../../db/bulk-rows.js';
import { actionTypes, actions, axes, sessions, structures, users } from '../../db/schema/index.js';

/**
 * One action as the export writes it: exactly the file's columns, flat, decimals as the
 * database's text ("1234.50"). Read apart from the list's rows (ActionRow) because an export
 * reads tens of thousands of them: no nested objects, no column the file does not show, and no
 * per-cell mapping by the query builder (a third of the export's CPU before, decision 071).
 */
export interface ActionExportRow {
  id: number;
  year: number;
  axisNumber: number;
  axisName: string;
  typeName: string;
  name: string;
  providerName: string | null;
  referentGivenName: string | null;
  referentFamilyName: string | null;
  lotNumber: string | null;
  amountDays: string | null;
  amountHours: string | null;
  sessionCount: number;
  pedagogicalCost: string;
  animationCost: string;
  travelCost: string;
  sessionsCost: string;
  totalCost: string;
}

/** How the export's rows are read (db/bulk-rows.ts). */
const ACTION_EXPORT_SHAPE: BulkShape<ActionExportRow> = {
  id: 'integer',
  year: 'integer',
  axisNumber: 'integer',
  axisName: 'text',
  typeName: 'text',
  name: 'text',
  providerName: 'text',
  referentGivenName: 'text',
  referentFamilyName: 'text',
  lotNumber: 'text',
  amountDays: 'text',
  amountHours: 'text',
  sessionCount: 'integer',
  pedagogicalCost: 'text',
  animationCost: 'text',
  travelCost: 'text',
  sessionsCost: 'text',
  totalCost: 'text',
};

/** A list of ids as one `int[]` parameter (one placeholder, whatever the length). */
function sqlIntArray(ids: readonly number[]) {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/**
 * The export rows of the actions `ids`, in the order of `ids`. Each action's session count and
 * cost come from its own sessions (a lateral aggregate on `sessions_action_idx`), so a batch
 * costs what its rows cost rather than a scan of every session.
 */
export async function selectActionExportRows(
  db: Database,
  ids: readonly number[],
): Promise<ActionExportRow[]> {
  if (ids.length === 0) return [];
  const result = await selectBulkRows(
    db,
    sql`
    select ${actions.id} as "id", ${actions.year} as "year",
      ${axes.number} as "axisNumber", ${axes.name} as "axisName",
      ${actionTypes.name} as "typeName", ${actions.name} as "name",
      ${structures.name} as "providerName",
      ${users.givenName} as "referentGivenName", ${users.familyName} as "referentFamilyName",
      ${actions.lotNumber} as "lotNumber",
      ${actions.amountDays}::text as "amountDays", ${actions.amountHours}::text as "amountHours",
      totals.count as "sessionCount",
      ${actions.pedagogicalCost}::text as "pedagogicalCost",
      ${actions.animationCost}::text as "animationCost",
      ${actions.travelCost}::text as "travelCost",
      coalesce(totals.cost, 0.00)::text as "sessionsCost",
      (${actions.pedagogicalCost} + ${actions.animationCost} + ${actions.travelCost}
        + coalesce(totals.cost, 0.00))::text as "totalCost"
    from ${actions}
    join ${axes} on ${axes.id} = ${actions.axisId}
    join ${actionTypes} on ${actionTypes.id} = ${actions.typeId}
    left join ${structures} on ${structures.id} = ${actions.providerId}
    left join ${users} on ${users.id} = ${actions.referentId}
    cross join lateral (
      select count(*)::int as count, sum(${sessions.cost}) as cost
      from ${sessions} where ${sessions.actionId} = ${actions.id}
    ) totals
    where ${actions.id} = any(${sqlIntArray(ids)})`,
    ACTION_EXPORT_SHAPE,
  );
  const byId = new Map<number, ActionExportRow>();
  for (const row of result) byId.set(row.id, row);
  const rows: ActionExportRow[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) rows.push(row);
  }
  return rows;
}
