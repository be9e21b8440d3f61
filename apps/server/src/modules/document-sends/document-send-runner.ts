import {
  documentSendStatusRefusal,
  errorMessage,
  fullName,
  t,
  type ErrorCode,
  type MailValues,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { DocumentSendItemRow, DocumentSendRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { backoffMs, type JobContext, type JobQueue } from '../../lib/jobs/job-runner.js';
import type { Claim } from '../../lib/jobs/job-table.js';
import { registrationMailValues, sessionMailValues } from '../../lib/registration-mail-values.js';
import {
  openDocumentBatch,
  type DocumentFile,
  type SessionDocumentBatch,
} from '../documents/documents.service.js';
import { recordGeneratedFile } from '../files/files.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { structureRecipients } from '../users/users.service.js';
import {
  DOCUMENT_SEND_JOBS,
  findConvocationTrainee,
  findPendingItems,
  findRegisteredTrainees,
  findSends,
  findSessionStatus,
  findStructureEmail,
  finishItem,
  lockPendingItem,
  markSendDone,
  markSendFailed,
} from './document-sends.repository.js';

/*
 * The job that works through a send (decision 039), a queue of the job runner (decision 043): a
 * RUNNING send is claimed by one replica, which works through its pending items. For each, the
 * document is made (its PDF, or its DOCX when a template is imported), written to the file store,
 * then in ONE transaction the file is recorded, the mail written to the outbox with it attached
 * and the item marked SENT. A stop or a crash between items loses nothing: a stopping replica
 * gives the send back at once, a dead one's lease lapses, and another replica resumes it from its
 * pending items; an item whose transaction did not commit is made again, one that committed is
 * never redone (its row is locked and checked PENDING first), so each recipient gets one mail per
 * send. The SMTP delivery is the outbox sender's.
 */

/** What the job needs of the app. */
export interface DocumentSendRunnerOptions {
  db: Database;
  store: FileStore;
  /** The portal's address (PUBLIC_URL), for the session's link in the mails. */
  publicUrl: string;
}

/** A failed send is tried again after 30 s, then 1, 2 and 4 minutes, then FAILED. */
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;

type SendClaim = Claim<number> & { send: DocumentSendRow };

/** Document refusals that mean "this recipient has no such document any more": skipped. */
const NO_LONGER: readonly ErrorCode[] = [
  'NOT_FOUND',
  'DOCUMENT_NOT_REGISTERED',
  'DOCUMENT_SESSION_CANCELED',
  'DOCUMENT_NO_TRAINEE_OF_STRUCTURE',
];

type Prepared =
  | { skip: string }
  | {
      recipients: string[];
      mail:
        | { template: 'SESSION_CONVOCATION'; values: MailValues<'SESSION_CONVOCATION'> }
        | { template: 'SESSION_CONVENTION'; values: MailValues<'SESSION_CONVENTION'> };
      render: () => Promise<DocumentFile>;
    };

export class DocumentSendRunner implements JobQueue<SendClaim> {
  readonly name = 'document-send';
  readonly table = DOCUMENT_SEND_JOBS;
  /** Two sends side by side per replica: one session's send never waits for another's. */
  readonly batchSize = 2;
  readonly parallel = true;
  readonly maxAttempts = MAX_ATTEMPTS;
  /** Test hook, awaited before each item (a test stops the app in the middle of a send). */
  beforeItem: ((sendId: number) => Promise<void> | void) | null = null;

  constructor(private readonly options: DocumentSendRunnerOptions) {}

  retryDelayMs(attempts: number): number {
    return backoffMs(attempts, RETRY_BASE_MS, Infinity);
  }

  async load(claims: Claim[]): Promise<SendClaim[]> {
    const sends = await findSends(
      this.options.db,
      claims.map((claim) => Number(claim.key)),
    );
    return claims.flatMap((claim) => {
      const send = sends.find((row) => row.id === claim.key);
      return send ? [{ key: send.id, attempts: claim.attempts, send }] : [];
    });
  }

  async run(job: SendClaim, context: JobContext): Promise<void> {
    const { db, store } = this.options;
    const { send } = job;
    const batch = await openDocumentBatch({ db, store }, send.sessionId);
    const items = await findPendingItems(db, send.id);
    for (const item of items) {
      await this.beforeItem?.(send.id);
      // Stopping: the runner gives the send back, another replica goes on from the next item.
      if (context.stopping()) return;
      await this.workItem(send, batch, item);
    }
    await markSendDone(db, job, context.worker);
  }

  async recordFailure(
    job: SendClaim,
    message: string,
    retryInMs: number | null,
    worker: string,
  ): Promise<void> {
    const error = t('documentSends.failed.error', { reason: message.slice(0, 500) });
    await markSendFailed(this.options.db, job, worker, { error, retryInMs });
  }

  private async prepare(
    send: DocumentSendRow,
    batch: SessionDocumentBatch | undefined,
    item: DocumentSendItemRow,
  ): Promise<Prepared> {
    const { db, publicUrl } = this.options;
    if (!batch) return { skip: t('documentSends.item.notRegistered') };
    // Cancelled or postponed since the send was asked for: nothing more goes out.
    const status = await findSessionStatus(db, send.sessionId);
    const stopped = status === undefined ? null : documentSendStatusRefusal(status);
    if (stopped) return { skip: errorMessage(stopped) };
    const { facts } = batch;
    const session = facts;
    if (item.kind === 'CONVOCATION') {
      const trainee =
        item.registrationId === null
          ? undefined
          : await findConvocationTrainee(db, item.registrationId);
      if (
        !trainee ||
        trainee.sessionId !== send.sessionId ||
        trainee.status !== 'REGISTERED' ||
        trainee.waitingList
      ) {
        return { skip: t('documentSends.item.notRegistered') };
      }
      const email = trainee.email.trim();
      if (!email || trainee.disabled) return { skip: t('documentSends.item.noAddress') };
      return {
        recipients: [email],
        mail: {
          template: 'SESSION_CONVOCATION',
          values: {
            ...registrationMailValues({
              beneficiary: trainee,
              structureName: trainee.structureName,
              action: { name: facts.actionName },
              session,
              publicUrl,
            }),
            'session.place': facts.place,
            'provider.name': facts.providerName,
          },
        },
        render: () => batch.render({ code: 'convocation', registrationId: trainee.registrationId }),
      };
    }
    const structureId = item.structureId;
    if (structureId === null) return { skip: t('documentSends.item.noTrainee') };
    // The structure's confirmed trainees as they are now: one may have cancelled since the send.
    const trainees = (await findRegisteredTrainees(db, send.sessionId))
      .filter((trainee) => trainee.structureId === structureId)
      .map((trainee) => fullName(trainee));
    if (trainees.length === 0) return { skip: t('documentSends.item.noTrainee') };
    // Its enabled HR validators, else the structure's own address.
    const [validators, structureEmail] = await Promise.all([
      structureRecipients(db, 'profile_hr', [structureId]),
      findStructureEmail(db, structureId),
    ]);
    const recipients =
      validators.length > 0
        ? validators.map((validator) => validator.email)
        : structureEmail
          ? [structureEmail]
          : [];
    if (recipients.length === 0) return { skip: t('documentSends.item.noAddress') };
    return {
      recipients,
      mail: {
        template: 'SESSION_CONVENTION',
        values: {
          ...sessionMailValues(facts.actionName, session, { publicUrl, place: facts.place }),
          'provider.name': facts.providerName,
          'structure.name': item.name,
          'structure.trainees': trainees.join(', '),
        },
      },
      render: () => batch.render({ code: 'convention', structureId }),
    };
  }

  private async workItem(
    send: DocumentSendRow,
    batch: SessionDocumentBatch | undefined,
    item: DocumentSendItemRow,
  ): Promise<void> {
    const { db, store } = this.options;
    const prepared = await this.prepare(send, batch, item);
    if ('skip' in prepared) {
      await finishItem(db, item.id, { status: 'SKIPPED', reason: prepared.skip });
      return;
    }
    let file: DocumentFile;
    try {
      file = await prepared.render();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const skipped = NO_LONGER.includes(error.code);
      await finishItem(db, item.id, {
        status: skipped ? 'SKIPPED' : 'FAILED',
        reason: skipped ? error.message : t('documentSends.item.failed', { reason: error.message }),
      });
      return;
    }
    const key = await store.put(file.bytes);
    try {
      const written = await db.transaction(async (tx) => {
        if (!(await lockPendingItem(tx, item.id))) return false;
        const stored = await recordGeneratedFile(tx, {
          storageKey: key,
          fileName: file.fileName,
          mimeType: file.contentType.split(';')[0]!.trim(),
          size: file.bytes.byteLength,
          createdById: send.createdById,
        });
        const { mail, recipients: to } = prepared;
        const attachments = [stored.id];
        const mailIds =
          mail.template === 'SESSION_CONVOCATION'
            ? await enqueueMail(tx, { ...mail, to, attachments })
            : await enqueueMail(tx, { ...mail, to, attachments });
        await finishItem(tx, item.id, {
          status: 'SENT',
          recipients: prepared.recipients,
          mailId: mailIds[0] ?? null,
        });
        return true;
      });
      if (!written) await store.remove(key);
    } catch (error) {
      await store.remove(key);
      throw error;
    }
  }
}
