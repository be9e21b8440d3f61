import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * Test support: a real SMTP server on a free local port that keeps what it receives, and a small
 * MIME reader for the messages nodemailer writes (encoded subjects, multipart/alternative,
 * quoted-printable or base64 parts). Used by the mail tests only.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The attached files (a part with a file name), decoded. */
  attachments: ReceivedAttachment[];
  raw: string;
  /** The Message-ID header, brackets included. */
  messageId: string | null;
  /** The Reply-To header, as written. */
  replyTo: string | null;
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary error (451). */
  rejectNext(count: number): void;
  /** Every message is refused until `acceptAgain()`. */
  rejectAll(): void;
  acceptAgain(): void;
  /** Resolves once `count` messages have been received (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Messages refused so far. */
  rejected(): number;
  /** Messages whose data started to arrive (accepted, refused or still being taken). */
  connections(): number;
  close(): Promise<void>;
}

/**
 * `port`: a fixed local port (the browser journeys' mail catcher); a free one by default.
 * `delayMs`: how long each message takes to be accepted (a slow server, for the crash tests).
 */
export async function startTestSmtpServer(
  options: { port?: number; delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let toReject = 0;
  let rejectingAll = false;
  let rejectedCount = 0;
  let dataStarted = 0;
  const waiters: { count: number; resolve: () => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      dataStarted += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => setTimeout(accept, options.delayMs ?? 0));
      const accept = () => {
        if (rejectingAll || toReject > 0) {
          if (toReject > 0) toReject--;
          rejectedCount++;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        received.push({
          ...readMessage(raw),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((address) => address.address),
          raw,
          messageId: /^Message-ID: *(.+?)\r?$/im.exec(raw)?.[1] ?? null,
          replyTo: /^Reply-To: *(.+?)\r?$/im.exec(raw)?.[1] ?? null,
        });
        for (const waiter of [...waiters]) {
          if (received.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
        callback();
      };
    },
  });
  // A client that dies mid-session (a replica killed by `kill -9` in the operations suites) resets
  // its connection: the server re-emits that on itself, and an unheard 'error' would crash the
  // test process. A real server logs it and goes on; so does this one, silently.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext: (count) => {
      toReject = count;
    },
    rejectAll: () => {
      rejectingAll = true;
    },
    acceptAgain: () => {
      rejectingAll = false;
      toReject = 0;
    },
    rejected: () => rejectedCount,
    connections: () => dataStarted,
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) {
          resolve(received);
          return;
        }
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} mails received`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// MIME reading.

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bytesToUtf8(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const source = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return bytesToUtf8(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) of a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_whole, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text, true),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => splitPart(chunk.replace(/^\r\n/, '')))
    .flatMap(leaves);
}

/** A part's file name (`Content-Disposition: attachment; filename=…`, RFC 2231 or 2047 forms). */
function fileNameOf(part: Part): string | null {
  const header = `${part.headers.get('content-disposition') ?? ''}; ${part.headers.get('content-type') ?? ''}`;
  const extended = /filename\*(?:0\*)?=(?:UTF-8|utf-8)''([^;\s]+)/.exec(header);
  if (extended) {
    const continued = [...header.matchAll(/filename\*\d+\*?=([^;\s]+)/g)].map((m) => m[1]!);
    const encoded =
      continued.length > 0 ? continued.join('').replace(/^(?:UTF-8|utf-8)''/, '') : extended[1]!;
    return decodeURIComponent(encoded);
  }
  const plain = /(?:file)?name="?([^";]+)"?/.exec(header);
  return plain ? decodeHeader(plain[1]!) : null;
}

function readMessage(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html' | 'attachments'> {
  const message = splitPart(raw);
  const parts = leaves(message);
  const attachments = parts.flatMap((part) => {
    const filename = /attachment/i.test(part.headers.get('content-disposition') ?? '')
      ? fileNameOf(part)
      : null;
    if (filename === null) return [];
    const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(part.body.replace(/\s/g, ''), 'base64')
        : Buffer.from(part.body, 'latin1');
    const contentType = (part.headers.get('content-type') ?? '').split(';')[0]!.trim();
    return [{ filename, contentType, content }];
  });
  const ofType = (type: string) =>
    parts.find(
      (part) =>
        !/attachment/i.test(part.headers.get('content-disposition') ?? '') &&
        (part.headers.get('content-type') ?? 'text/plain').startsWith(type),
    );
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text).replace(/\r\n/g, '\n').trimEnd() : '',
    html: html ? decodeBody(html).replace(/\r\n/g, '\n').trimEnd() : '',
    attachments,
  };
}
