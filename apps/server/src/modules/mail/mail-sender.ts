import { MAIL_MAX_ATTEMPTS } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { OutboxMail } from '../../db/schema/index.js';
import type { FileStore } from '../../lib/file-store.js';
import { backoffMs, type JobQueue } from '../../lib/jobs/job-runner.js';
import type { Claim } from '../../lib/jobs/job-table.js';
import {
  OUTBOX_JOBS,
  findMailAttachments,
  findOutboxMailsByIds,
  markMailFailed,
  markMailSent,
  type MailAttachmentRow,
} from './mail.repository.js';

/** The part of a nodemailer transport the sender uses. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    replyTo?: string;
    /** `List-Unsubscribe` (nodemailer writes it from `list.unsubscribe`). */
    list?: { unsubscribe: string };
    headers?: Record<string, string>;
    /** Read from the file store before the mail is handed over. */
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
  close?(): void;
}

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  /** The portal's address (PUBLIC_URL): its host names the mails' Message-ID. */
  publicUrl: string;
  /** Where attached files' bytes are (decision 039); a mail with attachments needs it. */
  store?: FileStore;
  /** Attempts before a mail is FAILED. */
  maxAttempts?: number;
  /** Delay before the first retry; doubled at each further one. */
  retryBaseMs?: number;
  /** Mails claimed at once. */
  batchSize?: number;
}

const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/**
 * The headers of a mail one unsubscribes from in one click (RFC 2369 and RFC 8058): the address,
 * and that a POST of `List-Unsubscribe=One-Click` to it is enough.
 */
function oneClickUnsubscribe(url: string) {
  return {
    list: { unsubscribe: url },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface ClaimedMail extends Claim<number> {
  mail: OutboxMail;
  attachments: MailAttachmentRow[];
}

/**
 * The outbox's delivery, as a queue of the job runner (lib/jobs): the runner claims due mails
 * (several replicas never send the same one at the same time), this sends each through the SMTP
 * transport and marks it SENT, or after an error lets the runner plan a retry with exponential
 * back-off, and marks it FAILED with the error after the last attempt. Each mail carries a
 * Message-ID made from its outbox row, the same at every attempt: a mail sent twice (its sender
 * died between the SMTP answer and the SENT mark) is one message to the receiving servers.
 */
export class MailSender implements JobQueue<ClaimedMail> {
  readonly name = 'mail';
  readonly table = OUTBOX_JOBS;
  readonly batchSize: number;
  readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly messageIdDomain: string;

  constructor(private readonly options: MailSenderOptions) {
    this.batchSize = options.batchSize ?? 20;
    this.maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
    this.retryBaseMs = options.retryBaseMs ?? 60_000;
    this.messageIdDomain = new URL(options.publicUrl).hostname;
  }

  retryDelayMs(attempts: number): number {
    return backoffMs(attempts, this.retryBaseMs, MAX_RETRY_DELAY_MS);
  }

  async load(claims: Claim[]): Promise<ClaimedMail[]> {
    const ids = claims.map((claim) => Number(claim.key));
    const [mails, attachments] = await Promise.all([
      findOutboxMailsByIds(this.options.db, ids),
      findMailAttachments(this.options.db, ids),
    ]);
    return claims.flatMap((claim) => {
      const mail = mails.find((row) => row.id === claim.key);
      if (!mail) return [];
      const own = attachments.filter((attachment) => attachment.mailId === mail.id);
      return [{ key: mail.id, attempts: claim.attempts, mail, attachments: own }];
    });
  }

  async run({ mail, attachments, ...claim }: ClaimedMail, { worker }: { worker: string }) {
    await this.options.transport.sendMail({
      from: this.options.from,
      to: mail.recipient,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: this.messageIdOf(mail),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.listUnsubscribe ? oneClickUnsubscribe(mail.listUnsubscribe) : {}),
      ...(attachments.length > 0 ? { attachments: await this.attachmentsOf(attachments) } : {}),
    });
    await markMailSent(this.options.db, claim, worker);
  }

  async recordFailure(
    job: ClaimedMail,
    message: string,
    retryInMs: number | null,
    worker: string,
  ): Promise<void> {
    await markMailFailed(this.options.db, job, worker, { message, retryInMs });
  }

  /** Closes the SMTP transport's connections (the runner has stopped first). */
  close(): void {
    this.options.transport.close?.();
  }

  /** `<outbox.{id}.{creation in base 36}@{portal's host}>`: stable, and unique per database. */
  messageIdOf(mail: Pick<OutboxMail, 'id' | 'createdAt'>): string {
    return `<outbox.${mail.id}.${mail.createdAt.getTime().toString(36)}@${this.messageIdDomain}>`;
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
}
