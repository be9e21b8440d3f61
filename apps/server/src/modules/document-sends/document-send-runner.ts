import { fullName, t, type ErrorCode, type MailValues } from '@passerelle/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { DocumentSendItemRow, DocumentSendRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { registrationMailValues } from '../../lib/registration-mail-values.js';
import {
  openDocumentBatch,
  type DocumentFile,
  type SessionDocumentBatch,
} from '../documents/documents.service.js';
import { recordGeneratedFile } from '../files/files.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import {
  findConvocationTrainee,
  findPendingItems,
  findRegisteredTrainees,
  findRunningSendIds,
  findSend,
  findStructureAddresses,
  finishItem,
  finishSend,
  lockPendingItem,
} from './document-sends.repository.js';

/*
 * The job that works through a send (decision 039): for each pending item, the document is made
 * (its PDF, or its DOCX when a template is imported), written to the file store, then in ONE
 * transaction the file is recorded, the mail written to the outbox with it attached and the item
 * marked SENT. A stop or a crash between items loses nothing: the send stays RUNNING and is
 * resumed at the next start from its pending items; an item whose transaction did not commit is
 * made again, one that committed is never redone (its row is locked and checked PENDING first), so
 * each recipient gets one mail per send. The SMTP delivery is the outbox sender's.
 */

/** What the job needs of the app. */
export interface DocumentSendRunnerOptions {
  db: Database;
  store: FileStore;
  log: FastifyBaseLogger;
  /** The portal's address (PUBLIC_URL), for the session's link in the mails. */
  publicUrl: string;
}

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

/** The trainees' names per employer structure, for the conventions' mails. */
type TraineesByStructure = Map<number, string[]>;

export class DocumentSendRunner {
  private stopped = false;
  private readonly running = new Map<number, Promise<void>>();
  /** Test hook, awaited before each item (a test stops the app in the middle of a send). */
  beforeItem: ((sendId: number) => Promise<void> | void) | null = null;

  constructor(private readonly options: DocumentSendRunnerOptions) {}

  /** Works through the send in the background (once per send at a time in this process). */
  start(sendId: number): void {
    if (this.stopped || this.running.has(sendId)) return;
    const work = this.work(sendId)
      .catch((error: unknown) => {
        this.options.log.error({ err: error, sendId }, 'document send failed');
      })
      .finally(() => this.running.delete(sendId));
    this.running.set(sendId, work);
  }

  /** Resumes every send a previous process left RUNNING. */
  async resumeAll(): Promise<void> {
    for (const id of await findRunningSendIds(this.options.db)) this.start(id);
  }

  /** Resolves once the send (or every send) being worked through here is done. */
  async idle(sendId?: number): Promise<void> {
    if (sendId !== undefined) {
      await this.running.get(sendId);
      return;
    }
    await Promise.all(this.running.values());
  }

  /** No new item is started; the current ones finish. The sends left RUNNING resume at next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running.values());
  }

  private async work(sendId: number): Promise<void> {
    const { db, store } = this.options;
    const send = await findSend(db, sendId);
    if (!send || send.status !== 'RUNNING') return;
    try {
      const batch = await openDocumentBatch({ db, store }, send.sessionId);
      const items = await findPendingItems(db, sendId);
      const trainees = await this.traineesByStructure(send.sessionId);
      for (const item of items) {
        await this.beforeItem?.(sendId);
        if (this.stopped) return;
        await this.workItem(send, batch, item, trainees);
      }
      if (this.stopped) return;
      await finishSend(db, sendId, { status: 'DONE' });
    } catch (error) {
      if (this.stopped) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      await finishSend(db, sendId, {
        status: 'FAILED',
        error: t('documentSends.failed.error', { reason: reason.slice(0, 500) }),
      });
      throw error;
    }
  }

  private async traineesByStructure(sessionId: number): Promise<TraineesByStructure> {
    const byStructure: TraineesByStructure = new Map();
    for (const trainee of await findRegisteredTrainees(this.options.db, sessionId)) {
      if (trainee.structureId === null) continue;
      const names = byStructure.get(trainee.structureId) ?? [];
      names.push(fullName(trainee));
      byStructure.set(trainee.structureId, names);
    }
    return byStructure;
  }

  private async prepare(
    send: DocumentSendRow,
    batch: SessionDocumentBatch | undefined,
    item: DocumentSendItemRow,
    trainees: TraineesByStructure,
  ): Promise<Prepared> {
    const { db, publicUrl } = this.options;
    if (!batch) return { skip: t('documentSends.item.notRegistered') };
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
    const addresses = await findStructureAddresses(db, structureId);
    const recipients =
      addresses.validators.length > 0
        ? addresses.validators
        : addresses.structure
          ? [addresses.structure]
          : [];
    if (recipients.length === 0) return { skip: t('documentSends.item.noAddress') };
    const values = registrationMailValues({
      beneficiary: { civility: null, givenName: '', familyName: '' },
      structureName: item.name,
      action: { name: facts.actionName },
      session,
      publicUrl,
    });
    return {
      recipients,
      mail: {
        template: 'SESSION_CONVENTION',
        values: {
          'action.name': values['action.name'],
          'session.code': values['session.code'],
          'session.startDate': values['session.startDate'],
          'session.endDate': values['session.endDate'],
          'session.city': values['session.city'],
          'session.modality': values['session.modality'],
          'session.url': values['session.url'],
          'session.place': facts.place,
          'provider.name': facts.providerName,
          'structure.name': item.name,
          'structure.trainees': (trainees.get(structureId) ?? []).join(', '),
        },
      },
      render: () => batch.render({ code: 'convention', structureId }),
    };
  }

  private async workItem(
    send: DocumentSendRow,
    batch: SessionDocumentBatch | undefined,
    item: DocumentSendItemRow,
    trainees: TraineesByStructure,
  ): Promise<void> {
    const { db, store } = this.options;
    const prepared = await this.prepare(send, batch, item, trainees);
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
