import {
  STRUCTURE_DOCUMENTS_MAX,
  t,
  type MessageKey,
  type SessionUser,
  type StructureCreate,
  type StructureDocument,
  type StructureDocumentAttach,
  type StructureList,
  type StructureListQuery,
  type StructureRecord,
  type StructureType,
  type StructureUpdate,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { attachmentState, selectAttachedDocuments } from '../../lib/attached-documents.js';
import {
  STRUCTURE_DOCUMENTS,
  ancestorsOf,
  childStructures,
  deleteStructure,
  deleteStructureDocument,
  findStructure,
  insertStructure,
  insertStructureDocuments,
  listStructureRows,
  siretTaken,
  structureName,
  structurePeople,
  structureUsage,
  updateStructure,
  type StructureUsage,
} from './structures-admin.repository.js';

/*
 * The structures administration (decision 028): the list and record of `structures/detail` (admin
 * and manager), creation, edition, disabling and deletion (admin), files (`structure_files`).
 */

const USAGE_MESSAGES: Record<keyof StructureUsage, MessageKey> = {
  validators: 'structuresAdmin.usedBy.validators',
  members: 'structuresAdmin.usedBy.members',
  providers: 'structuresAdmin.usedBy.providers',
  otherProfiles: 'structuresAdmin.usedBy.otherProfiles',
  actions: 'structuresAdmin.usedBy.actions',
  registrations: 'structuresAdmin.usedBy.registrations',
  children: 'structuresAdmin.usedBy.children',
};

/** What uses the structure, in French ("2 membres et 1 action…"), each reason a list item. */
function usageParts(usage: StructureUsage, keys = Object.keys(USAGE_MESSAGES)): string[] {
  return (keys as (keyof StructureUsage)[])
    .filter((key) => usage[key] > 0)
    .map((key) => t(USAGE_MESSAGES[key], { count: usage[key] }));
}

const joined = (parts: readonly string[]) =>
  new Intl.ListFormat('fr', { type: 'conjunction' }).format(parts);

/** `GET /api/structures/detail`: a page of the matching structures. */
export async function getStructureList(
  db: Database,
  query: StructureListQuery,
): Promise<StructureList> {
  const { items, total } = await listStructureRows(db, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

async function selectDocuments(db: Executor, structureId: number): Promise<StructureDocument[]> {
  const documents = await selectAttachedDocuments(db, STRUCTURE_DOCUMENTS, structureId);
  return documents.map((document) => ({ ...document, structureId }));
}

/** `GET /api/structures/detail/{id}`: every field, its people, children, files and usage. */
export async function getStructureRecord(db: Executor, id: number): Promise<StructureRecord> {
  const structure = await findStructure(db, id);
  if (!structure) throw new AppError('NOT_FOUND');
  const [parentName, children, validators, members, documents, usage] = await Promise.all([
    structure.parentId === null ? undefined : structureName(db, structure.parentId),
    childStructures(db, id),
    structurePeople(db, id, 'profile_hr'),
    structurePeople(db, id, 'profile_beneficiary'),
    selectDocuments(db, id),
    structureUsage(db, id),
  ]);
  return {
    id: structure.id,
    name: structure.name,
    type: structure.type,
    siret: structure.siret,
    activityNumber: structure.activityNumber,
    address: structure.address,
    zipCode: structure.zipCode,
    city: structure.city,
    phone: structure.phone,
    email: structure.email,
    member: structure.member,
    active: structure.active,
    parent:
      structure.parentId === null || parentName === undefined
        ? null
        : { id: structure.parentId, name: parentName },
    children,
    validators,
    members,
    documents,
    usedBy: usageParts(usage),
  };
}

function fieldError(field: string, message: string, code: 'VALIDATION_FAILED' | 'CONFLICT') {
  return new AppError(code, { fieldErrors: { [field]: [message] } });
}

async function checkSiret(db: Executor, siret: string | undefined, exceptId?: number) {
  if (siret !== undefined && (await siretTaken(db, siret, exceptId))) {
    throw fieldError('siret', t('structuresAdmin.siretTaken'), 'CONFLICT');
  }
}

/** The parent exists and is neither the structure itself nor one attached below it. */
async function checkParent(db: Executor, parentId: number | null | undefined, id?: number) {
  if (parentId === null || parentId === undefined) return;
  const chain = await ancestorsOf(db, parentId);
  if (!(await findStructure(db, parentId))) {
    throw fieldError('parentId', t('structuresAdmin.unknownParent'), 'VALIDATION_FAILED');
  }
  if (id !== undefined && chain.includes(id)) {
    throw fieldError('parentId', t('structuresAdmin.parentCycle'), 'VALIDATION_FAILED');
  }
}

/**
 * A type change that would break what depends on the type: hr and beneficiary profiles and
 * registrations need an employer, provider profiles and actions a provider.
 */
async function checkTypeChange(db: Executor, id: number, from: StructureType, to: StructureType) {
  if (from === to) return;
  const usage = await structureUsage(db, id);
  const parts = usageParts(
    usage,
    to === 'provider' ? ['validators', 'members', 'registrations'] : ['providers', 'actions'],
  );
  if (parts.length > 0) {
    throw new AppError('STRUCTURE_TYPE_LOCKED', { params: { usedBy: joined(parts) } });
  }
}

export async function createStructure(
  db: Database,
  input: StructureCreate,
): Promise<StructureRecord> {
  return db.transaction(async (tx) => {
    await checkSiret(tx, input.siret);
    await checkParent(tx, input.parentId);
    const id = await insertStructure(tx, {
      ...input,
      address: input.address ?? null,
      zipCode: input.zipCode ?? null,
      city: input.city ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      parentId: input.parentId ?? null,
    });
    return getStructureRecord(tx, id);
  });
}

export async function editStructure(
  db: Database,
  id: number,
  input: StructureUpdate,
): Promise<StructureRecord> {
  return db.transaction(async (tx) => {
    const structure = await findStructure(tx, id);
    if (!structure) throw new AppError('NOT_FOUND');
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as StructureUpdate;
    // An empty change is no error: the structure is answered unchanged (decision 026).
    if (Object.keys(changes).length > 0) {
      await checkSiret(tx, changes.siret, id);
      await checkParent(tx, changes.parentId, id);
      if (changes.type) await checkTypeChange(tx, id, structure.type, changes.type);
      await updateStructure(tx, id, changes);
    }
    return getStructureRecord(tx, id);
  });
}

/** Deletes an unused structure with its files; a used one is refused (409): disable it instead. */
export async function removeStructure(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findStructure(tx, id))) throw new AppError('NOT_FOUND');
    const parts = usageParts(await structureUsage(tx, id));
    if (parts.length > 0) {
      throw new AppError('STRUCTURE_IN_USE', { params: { usedBy: joined(parts) } });
    }
    // Something that starts using it meanwhile makes the foreign keys refuse: a 409 as well.
    await deleteStructure(tx, id);
  });
}

/**
 * Attaches files the user uploaded (`structure_files/multiple`) to the structure, once each, up
 * to STRUCTURE_DOCUMENTS_MAX; answers the structure's files.
 */
export async function attachStructureDocuments(
  db: Database,
  user: SessionUser,
  input: StructureDocumentAttach,
): Promise<StructureDocument[]> {
  return db.transaction(async (tx) => {
    if (!(await findStructure(tx, input.structureId))) throw new AppError('NOT_FOUND');
    const { own, alreadyAttached, count } = await attachmentState(
      tx,
      STRUCTURE_DOCUMENTS,
      input.structureId,
      user.id,
      input.fileIds,
    );
    if (own.length !== input.fileIds.length) {
      throw fieldError(
        'fileIds',
        t('programming.validation.unknownReference'),
        'VALIDATION_FAILED',
      );
    }
    if (alreadyAttached.length > 0) {
      throw fieldError('fileIds', t('structuresAdmin.duplicateFile'), 'VALIDATION_FAILED');
    }
    if (count + own.length > STRUCTURE_DOCUMENTS_MAX) {
      const message = t('structuresAdmin.tooManyFiles', { count: STRUCTURE_DOCUMENTS_MAX });
      throw fieldError('fileIds', message, 'VALIDATION_FAILED');
    }
    await insertStructureDocuments(tx, input.structureId, own);
    return selectDocuments(tx, input.structureId);
  });
}

/** Detaches one file (the stored bytes go with the periodic clean-up, decision 013). */
export async function detachStructureDocument(db: Database, documentId: number): Promise<void> {
  if (!(await deleteStructureDocument(db, documentId))) throw new AppError('NOT_FOUND');
}
