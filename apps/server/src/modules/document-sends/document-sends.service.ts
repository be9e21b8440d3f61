import {
  documentSendRefusal,
  errorMessage,
  fullName,
  sessionPagePath,
  type DocumentSend,
  type DocumentSendsSummary,
  type DocumentSendBody,
  type DocumentSendDetail,
  type SessionDocumentSends,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { CHANNELS, notify } from '../../db/notifications.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { impersonatorIdOf } from '../../lib/history-author.js';
import { personRefOf } from '../../lib/user-columns.js';
import { reachableSession } from '../access/access.service.js';
import { sentDocumentsOffered } from '../documents/documents.service.js';
import {
  countSendProblems,
  findFailedSends,
  findReceivers,
  findRegisteredTrainees,
  findSend,
  findSendItems,
  findSendSummaries,
  hasRunningSend,
  insertSend,
  type SendSummaryRow,
} from './document-sends.repository.js';

/*
 * The sends of a session's convocations and conventions (decision 039): what the session's page
 * shows (the last sends, the history, who already received what, why a send is refused now), the
 * creation of a send (a batch with one item per recipient, worked through by the
 * DocumentSendRunner queue after the commit) and a send's progress.
 */

function toDto(row: SendSummaryRow): DocumentSend {
  return {
    id: row.id,
    sessionId: row.sessionId,
    status: row.status,
    convocations: row.convocations,
    conventions: row.conventions,
    total: row.total,
    done: row.done,
    convocationsSent: row.convocationsSent,
    conventionsSent: row.conventionsSent,
    skipped: row.skipped,
    failed: row.failed,
    error: row.error,
    author: personRefOf(row.authorId, row.authorGivenName, row.authorFamilyName),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The recipients a send now would have: the confirmed trainees and their employer structures. */
async function recipientsOf(db: Executor, sessionId: number) {
  const trainees = await findRegisteredTrainees(db, sessionId);
  const structures = new Map<number, string>();
  for (const trainee of trainees) {
    if (trainee.structureId !== null)
      structures.set(trainee.structureId, trainee.structureName ?? '');
  }
  return {
    trainees,
    structures: [...structures]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
  };
}

/** `GET /api/sessions/{id}/document_sends`: the session's sends and what a new one would do. */
export async function getSessionDocumentSends(
  db: Database,
  user: SessionUser,
  sessionId: number,
): Promise<SessionDocumentSends> {
  const session = await reachableSession(db, user, sessionId);
  const [{ trainees, structures }, running, summaries, receivers, offered] = await Promise.all([
    recipientsOf(db, sessionId),
    hasRunningSend(db, sessionId),
    findSendSummaries(db, { sessionId }),
    findReceivers(db, sessionId),
    sentDocumentsOffered(db, sessionId),
  ]);
  const refusal =
    documentSendRefusal({ session, registeredCount: trainees.length, running }) ??
    (offered.convocations || offered.conventions ? null : 'DOCUMENT_NOT_OFFERED');
  const sends = summaries.map(toDto);
  return {
    sessionId,
    refusal: refusal ? errorMessage(refusal) : null,
    registeredCount: trainees.length,
    structureCount: structures.length,
    offered,
    lastConvocations: sends.find((send) => send.convocationsSent > 0) ?? null,
    lastConventions: sends.find((send) => send.conventionsSent > 0) ?? null,
    receivers: receivers
      .map((receiver) => ({
        kind: receiver.kind,
        name: receiver.name,
        sentAt: receiver.sentAt.toISOString(),
      }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, 'fr')),
    sends,
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * `POST /api/sessions/{id}/document_sends`: records a send of the session's convocations and/or
 * conventions, one item per confirmed trainee and per employer structure, and answers it RUNNING;
 * the caller starts the runner on it. Refused (409, French reason) for a session not programmed,
 * ended, without trainee, or with a send still running.
 */
export async function createDocumentSend(
  db: Database,
  user: SessionUser,
  sessionId: number,
  body: { convocations: boolean; conventions: boolean } & DocumentSendBody,
): Promise<DocumentSend> {
  try {
    const id = await db.transaction(async (tx) => {
      // Locked: a send racing a cancellation sees it, or waits for it.
      const session = await reachableSession(tx, user, sessionId, 'share');
      const { trainees, structures } = await recipientsOf(tx, sessionId);
      const refusal = documentSendRefusal({
        session,
        registeredCount: trainees.length,
        running: await hasRunningSend(tx, sessionId),
      });
      if (refusal) throw new AppError(refusal);
      // What the action type does not offer is not sent (decision 064).
      const offered = await sentDocumentsOffered(tx, sessionId);
      const convocations = body.convocations && offered.convocations;
      const conventions = body.conventions && offered.conventions;
      if (!convocations && !conventions) throw new AppError('DOCUMENT_NOT_OFFERED');
      const items = [
        ...(convocations
          ? trainees.map((trainee) => ({
              kind: 'CONVOCATION' as const,
              registrationId: trainee.registrationId,
              name: fullName(trainee),
            }))
          : []),
        ...(conventions
          ? structures.map((structure) => ({
              kind: 'CONVENTION' as const,
              structureId: structure.id,
              name: structure.name,
            }))
          : []),
      ];
      const send = await insertSend(
        tx,
        {
          sessionId,
          convocations,
          conventions,
          total: items.length,
          createdById: user.id,
          impersonatorId: impersonatorIdOf(user),
        },
        items,
      );
      // Every replica's job runner hears of it once this commits (decision 043).
      await notify(tx, CHANNELS.jobs, 'document-send');
      return send.id;
    });
    const [row] = await findSendSummaries(db, { sendId: id });
    return toDto(row!);
  } catch (error) {
    // Two sends started at once: the running-send index keeps one.
    if (isUniqueViolation(error)) throw new AppError('DOCUMENT_SEND_RUNNING');
    throw error;
  }
}

/**
 * After a change of a session's dates, times or place (decision 060): when its convocations were
 * sent before, a new send of them, whose PDF carries the new dates, recorded like any other.
 * Nothing when none was sent, or when a send is refused now (one running, no trainee left).
 */
export async function resendConvocationsIfSent(
  db: Database,
  user: SessionUser,
  sessionId: number,
): Promise<DocumentSend | null> {
  const summaries = await findSendSummaries(db, { sessionId });
  if (!summaries.some((summary) => summary.convocationsSent > 0)) return null;
  try {
    return await createDocumentSend(db, user, sessionId, {
      convocations: true,
      conventions: false,
    });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** `GET /api/document_sends/{id}`: a send's progress and recipients (404 out of reach). */
export async function getDocumentSend(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<DocumentSendDetail> {
  const send = await findSend(db, id);
  if (!send) throw new AppError('NOT_FOUND');
  await reachableSession(db, user, send.sessionId);
  const [[row], items] = await Promise.all([
    findSendSummaries(db, { sendId: id }),
    findSendItems(db, id),
  ]);
  return {
    ...toDto(row!),
    items: items.map((item) => ({
      kind: item.kind,
      name: item.name,
      recipients: item.recipients,
      status: item.status,
      reason: item.reason,
    })),
  };
}

/**
 * The sends at a glance (the automatic tasks page): running now, failed in the last `days` days
 * (a send that stopped, or one some of whose documents could not be made), the latest of those.
 */
export async function documentSendsSummary(
  db: Executor,
  { days, listed }: { days: number; listed: number },
): Promise<DocumentSendsSummary> {
  const [counts, failures] = await Promise.all([
    countSendProblems(db, days),
    findFailedSends(db, days, listed),
  ]);
  return {
    days,
    ...counts,
    latestFailures: failures.map((row) => ({
      ...row,
      sessionStart: row.sessionStart.toISOString(),
      createdAt: row.createdAt.toISOString(),
      page: sessionPagePath(row.actionId, row.sessionId),
    })),
  };
}
