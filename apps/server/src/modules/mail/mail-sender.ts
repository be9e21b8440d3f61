import { MAIL_MAX_ATTEMPTS } from '@passerelle/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { OutboxMail } from '../../db/schema/index.js';
import type { FileStore } from '../../lib/file-store.js';
import { onMailEnqueued } from './outbox.service.js';
import {
  claimDueMails,
  findMailAttachments,
  type MailAttachmentRow,
  markFailed,
  markSent,
  msUntilNextDue,
  scheduleRetry,
  transactionStatus,
} from './mail.repository.js';

/** The part of a nodemailer transport the sender uses. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    /** Read from the file store before the mail is handed over. */
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
  close?(): void;
}

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Where attached files' bytes are (decision 039); a mail with attachments needs it. */
  store?: FileStore;
  /** Attempts before a mail is FAILED. */
  maxAttempts?: number;
  /** Delay before the first retry; doubled at each further one. */
  retryBaseMs?: number;
  /** Fallback poll for mails nobody woke the sender for (another replica, a restart). */
  pollIntervalMs?: number;
  /** Mails claimed per query. */
  batchSize?: number;
  /** How long a claimed mail is kept from other senders while it is being sent. */
  leaseMs?: number;
}

const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
/** Checks of an enqueuing transaction's fate: every 5 ms at first, then less often. */
const FIRST_COMMIT_CHECK_MS = 5;
const MAX_COMMIT_CHECK_MS = 1000;
const MAX_ERROR_LENGTH = 1000;

/**
 * Delivers the outbox. Woken when a transaction that enqueued mails commits, and polling as a
 * fallback; claims due mails (several replicas never take the same one), sends each through the
 * transport, marks it SENT, or schedules a retry with exponential backoff, or after the last
 * attempt marks it FAILED with the error. `stop()` leaves no timer behind.
 */
export class MailSender {
  private readonly db: Database;
  private readonly transport: MailTransport;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  private started = false;
  private stopped = false;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private timerDue = Infinity;
  /** Enqueuing transactions not yet committed or rolled back, with the next check's delay. */
  private readonly watched = new Map<string, { delay: number; since: number }>();
  private watchTimer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: MailSenderOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
    this.retryBaseMs = options.retryBaseMs ?? 60_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 30_000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  /** Starts listening for enqueued mails and sends what is already due. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.unsubscribe = onMailEnqueued((xid) => this.afterCommitOf(xid));
    this.wake();
  }

  /** Stops: no new run, the current one finishes, every timer is cleared, the transport closed. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe?.();
    this.clearTimer();
    if (this.watchTimer) clearTimeout(this.watchTimer);
    this.watchTimer = null;
    this.watched.clear();
    await Promise.all([this.running, this.checking]);
    this.transport.close?.();
  }

  /** Sends due mails as soon as possible. */
  wake(): void {
    this.schedule(0);
  }

  /** Claims and sends due mails until none is left; resolves when done. */
  async runOnce(): Promise<void> {
    while (!this.stopped) {
      const batch = await claimDueMails(this.db, this.batchSize, this.leaseMs);
      const attachments = await findMailAttachments(
        this.db,
        batch.map((mail) => mail.id),
      );
      for (const mail of batch) {
        await this.deliver(
          mail,
          attachments.filter((attachment) => attachment.mailId === mail.id),
        );
      }
      if (batch.length < this.batchSize) return;
    }
  }

  private async deliver(mail: OutboxMail, attachments: MailAttachmentRow[]): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(attachments.length > 0 ? { attachments: await this.attachmentsOf(attachments) } : {}),
      });
    } catch (error) {
      const message = errorText(error);
      if (mail.attempts >= this.maxAttempts) {
        this.options.log.error(
          { mailId: mail.id, attempts: mail.attempts, err: error },
          'mail delivery failed for good',
        );
        await markFailed(this.db, mail, message);
      } else {
        const delay = Math.min(this.retryBaseMs * 2 ** (mail.attempts - 1), MAX_RETRY_DELAY_MS);
        this.options.log.warn(
          { mailId: mail.id, attempts: mail.attempts, retryInMs: delay, err: error },
          'mail delivery failed, will retry',
        );
        await scheduleRetry(this.db, mail, message, delay);
      }
      return;
    }
    await markSent(this.db, mail);
  }

  /** The mail's files as the transport reads them; without a file store, the mail cannot leave. */
  private async attachmentsOf(attachments: MailAttachmentRow[]) {
    const { store } = this.options;
    if (!store) throw new Error('No file store: the attachments cannot be read');
    return Promise.all(
      attachments.map(async (attachment) => {
        const content = await store.read(attachment.storageKey);
        if (!content)
          throw new Error(`Attached file missing from the store: ${attachment.fileName}`);
        return { filename: attachment.fileName, content, contentType: attachment.contentType };
      }),
    );
  }

  /** Runs now or after `delayMs`, whichever of the already planned and this comes first. */
  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.running) {
      if (delayMs === 0) this.runAgain = true;
      return;
    }
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    this.clearTimer();
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerDue = Infinity;
      this.run();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerDue = Infinity;
  }

  private run(): void {
    this.runAgain = false;
    this.running = (async () => {
      let next = this.pollIntervalMs;
      try {
        await this.runOnce();
        // A retry due before the next poll is not left waiting for it.
        const untilDue = this.stopped ? null : await msUntilNextDue(this.db);
        if (untilDue !== null) next = Math.min(next, untilDue);
      } catch (error) {
        this.options.log.error({ err: error }, 'mail sender run failed');
      } finally {
        this.running = null;
      }
      this.schedule(this.runAgain ? 0 : next);
    })();
  }

  /**
   * An enqueue happened in transaction `xid`: wake once it has committed (its rows are visible
   * then), forget it if it rolled back. Without a transaction id the rows are already committed.
   */
  private afterCommitOf(xid: string | null): void {
    if (this.stopped) return;
    if (xid === null) {
      this.wake();
      return;
    }
    if (!this.watched.has(xid))
      this.watched.set(xid, { delay: FIRST_COMMIT_CHECK_MS, since: Date.now() });
    this.planWatch(FIRST_COMMIT_CHECK_MS);
  }

  private planWatch(delayMs: number): void {
    if (this.stopped || this.watchTimer) return;
    this.watchTimer = setTimeout(() => {
      this.watchTimer = null;
      this.checking = this.checkWatched().finally(() => {
        this.checking = null;
      });
    }, delayMs);
  }

  private async checkWatched(): Promise<void> {
    let committed = false;
    let nextCheck = Infinity;
    for (const [xid, watch] of this.watched) {
      let status: string | null = null;
      try {
        status = await transactionStatus(this.db, xid);
      } catch {
        // Another database's transaction (tests run several apps in one process): not ours.
        status = null;
      }
      if (this.stopped) return;
      if (status === 'in progress' && Date.now() - watch.since < this.pollIntervalMs) {
        watch.delay = Math.min(watch.delay * 2, MAX_COMMIT_CHECK_MS);
        nextCheck = Math.min(nextCheck, watch.delay);
        continue;
      }
      // Committed; or rolled back, unknown, or too long in progress (the poll takes over).
      if (status === 'committed') committed = true;
      this.watched.delete(xid);
    }
    if (committed) this.wake();
    if (this.watched.size > 0)
      this.planWatch(Number.isFinite(nextCheck) ? nextCheck : FIRST_COMMIT_CHECK_MS);
  }
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH)}…` : message;
}
