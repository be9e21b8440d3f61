import {
  CIVILITY_LABELS,
  OVERBOOKING_NOTICE_THRESHOLD,
  REGISTRATION_STATUS_LABELS,
  can,
  profileOf,
  registrationScopeOf,
  registrationEventsFor,
  t,
  type RegistrationExportQuery,
  type RegistrationFilters,
  type RegistrationListItem,
  type RegistrationListQuery,
  type RegistrationPage,
  type RegistrationSubject,
  type SessionUser,
  type StructureOption,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { inIdBatches, sendExport, type ExportColumn } from '../../lib/export/index.js';
import {
  selectOrderedRegistrationIds,
  selectRegistrationPageIds,
  selectRegistrationRowsById,
  type RegistrationRow,
  registeredFromCondition,
} from './registrations-list.repository.js';
import { getStructureOptions } from '../structures/structures.service.js';
import { pageWindow } from '../../lib/pagination.js';
import { sessionHeadOf } from '../../lib/session-columns.js';

/** The shared rules' view of a list row. */
export function rowSubject(row: RegistrationRow): RegistrationSubject {
  return {
    status: row.status,
    waitingList: row.waitingList,
    beneficiaryId: row.beneficiary.id,
    structureId: row.structure?.id ?? null,
    providerId: row.action.providerId,
    sessionStartDate: row.session.startDate,
    sessionEndDate: row.session.endDate,
    hrValidation: row.type.hrValidation,
    providerValidation: row.type.providerValidation,
    previousStatus: row.previousStatus,
  };
}

/** decisions.md: the "more than 2 requests" notice is for HR validators and managers (and admins). */
function showsStructureNotice(user: SessionUser): boolean {
  const profile = profileOf(user.userProfileCode);
  return profile === 'hr' || profile === 'manager' || profile === 'admin';
}

function toItem(row: RegistrationRow, user: SessionUser, now: Date): RegistrationListItem {
  return {
    id: row.id,
    status: row.status,
    waitingList: row.waitingList,
    askedAt: row.askedAt.toISOString(),
    effectiveHours: row.effectiveHours,
    excusedAbsence: row.excusedAbsence,
    beneficiary: row.beneficiary,
    structure: row.structure,
    session: sessionHeadOf(row.session),
    action: { id: row.action.id, name: row.action.name },
    previousStatus: row.previousStatus,
    events: registrationEventsFor(user, rowSubject(row), now),
    structureRequests:
      row.structure && showsStructureNotice(user)
        ? { count: row.structureCount, notice: row.structureCount > OVERBOOKING_NOTICE_THRESHOLD }
        : null,
    noHrValidator:
      row.status === 'REQUESTED' &&
      row.type.hrValidation &&
      !row.structureHasHr &&
      can(user, 'registrations.force'),
  };
}

/**
 * The structure filter is the staff's: a provider's or HR validator's list is already narrowed
 * to its reach, and the filter is refused to them rather than silently dropped (a list that
 * ignored it would look filtered while it is not).
 */
function assertFiltersAllowed(user: SessionUser, filters: RegistrationFilters): void {
  if (filters.structureId !== undefined && !can(user, 'registrations.filterByStructure')) {
    throw new AppError('REGISTRATION_STRUCTURE_FILTER_FORBIDDEN');
  }
}

/**
 * `GET /api/registrations`: the registrations within the viewer's reach (admins and managers
 * all, a provider its actions' sessions, an HR validator its structures' members), filtered,
 * sorted and paginated, each with the events the viewer may fire and the structure notice.
 */
export async function listRegistrations(
  db: Database,
  user: SessionUser,
  query: RegistrationListQuery,
  now: Date = new Date(),
): Promise<RegistrationPage> {
  const { page, pageSize, sort, ...filters } = query;
  assertFiltersAllowed(user, filters);
  const { ids, total } = await selectRegistrationPageIds(db, {
    filters,
    sort,
    scope: registrationScopeOf(user),
    ...pageWindow({ page, pageSize }),
  });
  const rows = await selectRegistrationRowsById(db, ids);
  return { items: rows.map((row) => toItem(row, user, now)), total, page, pageSize };
}

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

/** The export's columns, French headers. */
export const REGISTRATION_EXPORT_COLUMNS: readonly ExportColumn<RegistrationRow>[] = [
  { header: 'Action', kind: 'text', value: (row) => row.action.name, width: 40 },
  { header: 'Session', kind: 'text', value: (row) => row.session.code, width: 16 },
  { header: 'Début de session', kind: 'datetime', value: (row) => row.session.startDate },
  { header: 'Fin de session', kind: 'datetime', value: (row) => row.session.endDate },
  {
    header: 'Civilité',
    kind: 'text',
    value: (row) => (row.beneficiary.civility ? CIVILITY_LABELS[row.beneficiary.civility] : null),
  },
  { header: 'Nom', kind: 'text', value: (row) => row.beneficiary.familyName, width: 20 },
  { header: 'Prénom', kind: 'text', value: (row) => row.beneficiary.givenName, width: 20 },
  { header: 'Courriel', kind: 'text', value: (row) => row.beneficiary.email, width: 30 },
  { header: 'Structure', kind: 'text', value: (row) => row.structure?.name, width: 30 },
  {
    header: 'Statut',
    kind: 'text',
    value: (row) => REGISTRATION_STATUS_LABELS[row.status],
    width: 24,
  },
  { header: "Liste d'attente", kind: 'text', value: (row) => yesNo(row.waitingList) },
  { header: 'Demandée le', kind: 'datetime', value: (row) => row.askedAt },
  { header: 'Validation RH le', kind: 'datetime', value: (row) => row.hrValidatedAt },
  {
    header: 'Validation prestataire le',
    kind: 'datetime',
    value: (row) => row.providerValidatedAt,
  },
  { header: 'Heures effectives', kind: 'decimal', value: (row) => row.effectiveHours },
  { header: 'Absence excusée', kind: 'text', value: (row) => yesNo(row.excusedAbsence) },
  { header: 'Motif', kind: 'text', value: (row) => row.refusalReason, width: 40 },
  { header: 'Motivation', kind: 'text', value: (row) => row.motivation, width: 40 },
];

export const REGISTRATION_EXPORT_BATCH_SIZE = 1000;

async function* registrationExportRows(
  db: Database,
  user: SessionUser,
  query: RegistrationExportQuery,
): AsyncGenerator<RegistrationRow> {
  const { format: _format, sort, ...filters } = query;
  const ids = await selectOrderedRegistrationIds(db, {
    filters,
    sort,
    scope: registrationScopeOf(user),
  });
  yield* inIdBatches(
    ids,
    (batch) => selectRegistrationRowsById(db, batch),
    REGISTRATION_EXPORT_BATCH_SIZE,
  );
}

/** `GET /api/registration_views/export`: the list's filtered rows in its order, CSV or XLSX. */
export async function exportRegistrations(
  db: Database,
  reply: FastifyReply,
  user: SessionUser,
  query: RegistrationExportQuery,
) {
  // Refused before the first byte is sent (the file streams).
  assertFiltersAllowed(user, query);
  return sendExport(reply, {
    format: query.format,
    baseName: t('registrations.export.fileName'),
    sheetName: 'Inscriptions',
    columns: REGISTRATION_EXPORT_COLUMNS,
    rows: registrationExportRows(db, user, query),
  });
}

/**
 * The structure filter's choices: structures some registration was made from, by name, narrowed
 * by text or to one id, at most STRUCTURE_OPTIONS_LIMIT. Staff only (every registration is in
 * their reach).
 */
export async function getRegistrationStructureOptions(
  db: Database,
  filter: { q?: string; id?: number },
): Promise<StructureOption[]> {
  return getStructureOptions(db, { ...filter, where: registeredFromCondition(db) });
}
