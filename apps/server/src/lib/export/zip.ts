import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';

/*
 * A streamed ZIP archive (decision 071): an XLSX file's small parts deflated at once, then one
 * large entry deflated as it is written, its CRC and sizes in a data descriptor after it, then the
 * central directory; or many whole files, each written when the reader has room (the Qualiopi
 * evidence, decision 081). Written here rather than through yazl,
 * whose CRC-32 ran in JavaScript (a sixth of an XLSX export's CPU) and whose entry went through
 * five streams: the CRC is zlib's (native), each chunk is deflated straight into the output.
 * No ZIP64: an entry or the archive over 4 GiB is refused.
 */

/**
 * Deflate level of the streamed entry: 3 is zlib's fast strategy, four times cheaper than the
 * default 6 on a sheet's XML for a file about 10 % larger.
 */
const STREAM_LEVEL = 3;
const MAX_32 = 0xffff_ffff;
const SYNC_FLUSH = zlib.constants.Z_SYNC_FLUSH;
/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: UTF-8 names. */
const FLAGS_DESCRIPTOR = 0x0808;
const FLAGS_UTF8 = 0x0800;
const DEFLATE = 8;
/** 2.0: deflate. */
const VERSION = 20;

interface CentralEntry {
  name: Buffer;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date (local time, two-second steps), as archivers show them. */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function checked32(value: number, what: string): number {
  if (value > MAX_32) throw new Error(`ZIP: ${what} over 4 GiB`);
  return value;
}

export class ZipStream {
  /** The archive's bytes. */
  readonly output = new PassThrough();
  private readonly entries: CentralEntry[] = [];
  private offset = 0;
  private readonly stamp = dosDateTime(new Date());
  private readonly stop = new AbortController();

  constructor() {
    // The reader gone (a download given up): writers waiting for room give up too.
    this.output.once('close', () => this.stop.abort());
  }

  private async put(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.output.write(bytes)) await once(this.output, 'drain', { signal: this.stop.signal });
  }

  /**
   * The fields a local header and a central record share, in the same order, from "version
   * needed" to the name's length, written at `at`.
   */
  private writeEntryFields(bytes: Buffer, at: number, entry: Omit<CentralEntry, 'offset'>): void {
    bytes.writeUInt16LE(VERSION, at);
    bytes.writeUInt16LE(entry.flags, at + 2);
    bytes.writeUInt16LE(DEFLATE, at + 4);
    bytes.writeUInt16LE(this.stamp.time, at + 6);
    bytes.writeUInt16LE(this.stamp.date, at + 8);
    bytes.writeUInt32LE(entry.crc, at + 10);
    bytes.writeUInt32LE(entry.compressedSize, at + 14);
    bytes.writeUInt32LE(entry.size, at + 18);
    bytes.writeUInt16LE(entry.name.length, at + 22);
  }

  /** An entry's local header: with a data descriptor, CRC and sizes are zero; no extra field. */
  private localHeader(entry: Omit<CentralEntry, 'offset'>): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    this.writeEntryFields(header, 4, entry);
    return Buffer.concat([header, entry.name]);
  }

  /** A whole entry: its local header and its data deflated at once, and where it goes. */
  private entryOf(path: string, data: Buffer): Buffer[] {
    const compressed = zlib.deflateRawSync(data);
    const entry = {
      name: Buffer.from(path, 'utf8'),
      flags: FLAGS_UTF8,
      crc: zlib.crc32(data),
      compressedSize: checked32(compressed.length, path),
      size: checked32(data.length, path),
    };
    this.entries.push({ ...entry, offset: this.offset });
    return [this.localHeader(entry), compressed];
  }

  /**
   * A small entry, deflated at once (CRC and sizes in its local header), written without waiting
   * for the reader: a few kilobytes at most.
   */
  addBuffer(path: string, data: Buffer): void {
    for (const bytes of this.entryOf(path, data)) {
      this.offset += bytes.length;
      this.output.write(bytes);
    }
  }

  /**
   * A whole file (a PDF of an archive of many), deflated at once, written when the reader has
   * room: an archive of a thousand files never holds more than one in memory.
   */
  async addFile(path: string, data: Buffer): Promise<void> {
    for (const bytes of this.entryOf(path, data)) await this.put(bytes);
  }

  /** Whether the reader went away (a download given up): nothing more is worth writing. */
  get abandoned(): boolean {
    return this.stop.signal.aborted;
  }

  /**
   * A large entry written by `write`, deflated chunk by chunk as it comes: each chunk is
   * compressed on its own and ends on a sync flush (a non-final block), and an empty final block
   * closes the entry, so the concatenation is one valid deflate stream. Synchronous, on purpose:
   * a chunk of 64 KB deflates in a fraction of a millisecond, where a zlib stream's round trips
   * to the thread pool cost more than the compression. `write`'s `put` resolves once the reader
   * has room, so memory stays the same whatever the entry's size.
   */
  async addStream(
    path: string,
    write: (put: (chunk: string) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    const name = Buffer.from(path, 'utf8');
    const offset = this.offset;
    await this.put(
      this.localHeader({ name, flags: FLAGS_DESCRIPTOR, crc: 0, compressedSize: 0, size: 0 }),
    );
    const start = this.offset;
    let crc = 0;
    let size = 0;
    await write(async (text) => {
      const bytes = Buffer.from(text, 'utf8');
      crc = zlib.crc32(bytes, crc);
      size += bytes.length;
      await this.put(zlib.deflateRawSync(bytes, { level: STREAM_LEVEL, finishFlush: SYNC_FLUSH }));
    });
    await this.put(zlib.deflateRawSync(Buffer.alloc(0)));
    const compressedSize = this.offset - start;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(checked32(compressedSize, path), 8);
    descriptor.writeUInt32LE(checked32(size, path), 12);
    this.entries.push({ name, flags: FLAGS_DESCRIPTOR, crc, compressedSize, size, offset });
    await this.put(descriptor);
  }

  /** The central directory and its end record; the output then ends. */
  async end(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      // Version made by, then the local header's fields.
      record.writeUInt16LE(VERSION, 4);
      this.writeEntryFields(record, 6, entry);
      // Extra field, comment, disk number, attributes: none.
      record.writeUInt32LE(checked32(entry.offset, 'archive'), 42);
      await this.put(Buffer.concat([record, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(checked32(start, 'archive'), 16);
    this.output.end(end);
  }
}
