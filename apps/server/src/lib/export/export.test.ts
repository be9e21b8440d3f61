import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import {
  csvStream,
  exportFileName,
  formatCsvCell,
  inIdBatches,
  LARGE_EXPORT_ROWS,
  primed,
  quoteCsvField,
  xlsxStream,
  type ExportColumn,
} from './index.js';
import { ZipStream } from './zip.js';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return chunks;
}

async function* generate<T>(rows: T[]) {
  for (const row of rows) yield row;
}

interface Row {
  name: string;
  amount: string | null;
  count: number;
  when: Date | null;
  open: boolean;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Nom', kind: 'text', value: (row) => row.name },
  { header: 'Montant', kind: 'decimal', value: (row) => row.amount },
  { header: 'Nombre', kind: 'integer', value: (row) => row.count },
  { header: 'Début', kind: 'datetime', value: (row) => row.when },
  { header: 'Jour', kind: 'date', value: (row) => row.when },
  { header: 'Ouvert', kind: 'boolean', value: (row) => row.open },
];

describe('CSV', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(quoteCsvField('simple')).toBe('simple');
    expect(quoteCsvField('a;b')).toBe('"a;b"');
    expect(quoteCsvField('il dit "oui"')).toBe('"il dit ""oui"""');
    expect(quoteCsvField('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(quoteCsvField(' espace')).toBe('" espace"');
    expect(quoteCsvField('Évaluation, à l’écoute')).toBe('Évaluation, à l’écoute');
  });

  it('writes French cells: decimal commas, Paris dates, Oui/Non, formulas disarmed', () => {
    expect(formatCsvCell('1234.50', 'decimal')).toBe('1234,50');
    expect(formatCsvCell(null, 'decimal')).toBe('');
    expect(formatCsvCell(12, 'integer')).toBe('12');
    // 23:30 UTC on 31 March 2025 is 01:30 on 1 April in Paris (summer time).
    expect(formatCsvCell(new Date('2025-03-31T23:30:00Z'), 'datetime')).toBe('01/04/2025 01:30');
    expect(formatCsvCell('2025-01-15T10:00:00Z', 'date')).toBe('15/01/2025');
    expect(formatCsvCell(true, 'boolean')).toBe('Oui');
    expect(formatCsvCell(false, 'boolean')).toBe('Non');
    for (const formula of ['=1+1', '+33', '-2', '@SUM(A1)']) {
      expect(formatCsvCell(formula, 'text')).toBe(`'${formula}`);
    }
  });

  it('streams a BOM, the header and one CRLF line per row', async () => {
    const rows: Row[] = [
      { name: 'Café; "noir"', amount: '3.5', count: 2, when: null, open: true },
      { name: 'Thé', amount: null, count: 0, when: new Date('2025-07-14T08:00:00Z'), open: false },
    ];
    const text = Buffer.concat(await collect(csvStream(columns, generate(rows)))).toString('utf8');
    expect(text).toBe(
      '\uFEFFNom;Montant;Nombre;Début;Jour;Ouvert\r\n' +
        '"Café; ""noir""";3,5;2;;;Oui\r\n' +
        'Thé;;0;14/07/2025 10:00;14/07/2025;Non\r\n',
    );
  });

  it('pushes many rows as several chunks instead of one buffer', async () => {
    const many = Array.from({ length: 5000 }, (_, n) => ({
      name: `Ligne ${n} avec un peu de texte`,
      amount: '10.00',
      count: n,
      when: null,
      open: true,
    }));
    const chunks = await collect(csvStream(columns, generate(many)));
    expect(chunks.length).toBeGreaterThan(2);
    expect(Buffer.concat(chunks).toString('utf8').split('\r\n')).toHaveLength(5002);
  });

  it('keeps accented text and a row longer than a chunk whole across chunks', async () => {
    const long = 'é€'.repeat(40_000);
    const rows = [
      ...Array.from({ length: 3000 }, (_, n) => ({
        name: `Été ${n} — à Besançon`,
        amount: null,
        count: n,
        when: null,
        open: false,
      })),
      { name: long, amount: null, count: 1, when: null, open: true },
      { name: 'Fin', amount: null, count: 2, when: null, open: true },
    ];
    const chunks = await collect(csvStream(columns, generate(rows)));
    expect(chunks.length).toBeGreaterThan(2);
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines[1]).toBe('Été 0 — à Besançon;;0;;;Non');
    expect(lines[3001]).toBe(`${long};;1;;;Oui`);
    expect(lines[3002]).toBe('Fin;;2;;;Oui');
    expect(lines.every((line) => !line.includes('\uFFFD'))).toBe(true);
  });
});

describe('XLSX', () => {
  it('writes typed cells that exceljs reads back', async () => {
    const rows: Row[] = [
      {
        name: '=danger',
        amount: '1234.56',
        count: 3,
        when: new Date('2025-07-14T08:00:00Z'),
        open: true,
      },
    ];
    const buffer = Buffer.concat(await collect(xlsxStream(columns, generate(rows), 'Feuille')));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Feuille')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Nom',
      'Montant',
      'Nombre',
      'Début',
      'Jour',
      'Ouvert',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('=danger');
    expect(row.getCell(2).value).toBe(1234.56);
    expect(row.getCell(3).value).toBe(3);
    // Paris wall-clock time (10:00 in July), stored without zone.
    expect((row.getCell(4).value as Date).toISOString()).toBe('2025-07-14T10:00:00.000Z');
    expect(row.getCell(4).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row.getCell(6).value).toBe('Oui');
  });

  it('streams many rows, escaping what XML cannot hold as is, under a sheet name Excel accepts', async () => {
    const many: Row[] = Array.from({ length: 5000 }, (_, n) => ({
      name: n === 0 ? 'Tom & Jerry <"x"> \u0007fin' : `Stagiaire ${n} — élève`,
      amount: null,
      count: n,
      when: n % 2 ? new Date('2025-01-06T08:30:00Z') : null,
      open: n % 3 === 0,
    }));
    const chunks = await collect(
      xlsxStream(columns, generate(many), 'Réponses [2025]: bilan/final'),
    );
    expect(chunks.length).toBeGreaterThan(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Réponses  2025   bilan final');
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getRow(2).getCell(1).value).toBe('Tom & Jerry <"x"> fin');
    expect(sheet.getRow(2).getCell(4).value).toBeNull();
    expect(sheet.getRow(5001).getCell(1).value).toBe('Stagiaire 4999 — élève');
    expect(sheet.getRow(5001).getCell(3).value).toBe(4999);
    // Winter: 09:30 in Paris.
    expect((sheet.getRow(5001).getCell(4).value as Date).toISOString()).toBe(
      '2025-01-06T09:30:00.000Z',
    );
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('stops reading rows when the download is given up', async () => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          read++;
          yield { name: 'x'.repeat(200), amount: '1', count: read, when: null, open: true };
        }
      } finally {
        closed = true;
      }
    }
    const stream = xlsxStream(columns, endless(), 'Feuille');
    for await (const _chunk of stream) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(true);
    const after = read;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(after);
  });

  it('ends the stream with an error when the rows fail midway', async () => {
    async function* failing() {
      yield { name: 'a', amount: null, count: 1, when: null, open: true } satisfies Row;
      throw new Error('base indisponible');
    }
    await expect(collect(xlsxStream(columns, failing(), 'Feuille'))).rejects.toThrow(
      'base indisponible',
    );
  });
});

/** The entries of a ZIP archive read from its central directory, each inflated and checked. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(archive.readUInt32LE(local)).toBe(0x04034b50);
    const dataStart =
      local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = zlib.inflateRawSync(archive.subarray(dataStart, dataStart + compressedSize));
    expect(data.length, name).toBe(size);
    expect(zlib.crc32(data), name).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

describe('ZIP', () => {
  it('writes entries whose sizes and CRC match, a large one deflated chunk by chunk', async () => {
    const zip = new ZipStream();
    const chunks = collect(zip.output);
    const lines = Array.from({ length: 30_000 }, (_, n) => `<row r="${n}">Élève ${n}</row>`);
    zip.addBuffer('petit.xml', Buffer.from('<a>é</a>', 'utf8'));
    await zip.addStream('grand/feuille.xml', async (write) => {
      for (let n = 0; n < lines.length; n += 5000) await write(lines.slice(n, n + 5000).join(''));
    });
    await zip.end();
    const archive = Buffer.concat(await chunks);
    const files = unzip(archive);
    expect([...files.keys()]).toEqual(['petit.xml', 'grand/feuille.xml']);
    expect(files.get('petit.xml')!.toString('utf8')).toBe('<a>é</a>');
    expect(files.get('grand/feuille.xml')!.toString('utf8')).toBe(lines.join(''));
  });

  it('adds whole files only as the reader takes them, and stops when the reader goes', async () => {
    const zip = new ZipStream();
    // Incompressible: each file stays about 1 MB once deflated, over the stream's buffer.
    const file = () =>
      Buffer.from(Array.from({ length: 1 << 20 }, () => (Math.random() * 256) | 0));
    const first = file();
    let added = 0;
    const adding = (async () => {
      for (const [name, data] of [
        ['un.pdf', first],
        ['deux.pdf', file()],
      ] as const) {
        await zip.addFile(name, data);
        added++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nobody reads: the first file waits for room, the second is not even made.
    expect(added).toBe(0);
    const chunks = collect(zip.output);
    await adding;
    expect(added).toBe(2);
    await zip.end();
    const files = unzip(Buffer.concat(await chunks));
    expect([...files.keys()]).toEqual(['un.pdf', 'deux.pdf']);
    expect(files.get('un.pdf')!.equals(first)).toBe(true);

    const gone = new ZipStream();
    const waiting = gone.addFile('un.pdf', file());
    expect(gone.abandoned).toBe(false);
    gone.output.destroy();
    await expect(waiting).rejects.toThrow();
    expect(gone.abandoned).toBe(true);
  });
});

describe('helpers', () => {
  it('dates the file name in Paris', () => {
    expect(exportFileName('actions', 'csv', new Date('2025-12-31T23:30:00Z'))).toBe(
      'actions-2026-01-01.csv',
    );
  });

  it('reads the rows by batches of ids, in order', async () => {
    const ids = [5, 3, 9, 1, 7, 2, 8];
    const batches: number[][] = [];
    const rows: string[] = [];
    for await (const row of inIdBatches(
      ids,
      async (batch) => {
        batches.push([...batch]);
        return batch.map((id) => `row ${id}`);
      },
      3,
    )) {
      rows.push(row);
    }
    expect(rows).toEqual(ids.map((id) => `row ${id}`));
    expect(batches).toEqual([[5, 3, 9], [1, 7, 2], [8]]);
    const none: string[] = [];
    for await (const row of inIdBatches([], async () => ['never'], 3)) none.push(row);
    expect(none).toEqual([]);
  });

  it('asks for the next batch before handing on the current one, and fails with it', async () => {
    const asked: number[] = [];
    const fetchRows = async (batch: readonly number[]) => {
      asked.push(batch[0]!);
      if (batch[0] === 7) throw new Error('base indisponible');
      return [...batch];
    };
    const seen: string[] = [];
    const reading = (async () => {
      for await (const id of inIdBatches([1, 2, 3, 4, 5, 6, 7, 8], fetchRows, 2)) {
        // The database reads the next batch while this one is written.
        seen.push(`row ${id}, asked ${asked.join(' ')}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await expect(reading).rejects.toThrow('base indisponible');
    expect(seen).toEqual([
      'row 1, asked 1 3',
      'row 2, asked 1 3',
      'row 3, asked 1 3 5',
      'row 4, asked 1 3 5',
      'row 5, asked 1 3 5 7',
      'row 6, asked 1 3 5 7',
    ]);
  });

  it('lets the event loop run between two batches', async () => {
    // The fetch settles through promise jobs only, as a PGlite query does.
    const events: string[] = [];
    setImmediate(() => events.push('other request'));
    for await (const id of inIdBatches([1, 2, 3, 4], async (batch) => [...batch], 2)) {
      events.push(`row ${id}`);
    }
    expect(events).toEqual(['row 1', 'row 2', 'other request', 'row 3', 'row 4']);
  });

  it('primes the first row so that a failing source fails before any byte is sent', async () => {
    const broken = (): AsyncIterable<number> => ({
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(new Error('requête invalide')),
      }),
    });
    await expect(primed(broken())).rejects.toThrow('requête invalide');
    const rows: number[] = [];
    for await (const n of await primed(generate([1, 2, 3]))) rows.push(n);
    expect(rows).toEqual([1, 2, 3]);
    const none: number[] = [];
    for await (const n of await primed(generate<number>([]))) none.push(n);
    expect(none).toEqual([]);
  });

  it('asks V8 for a full collection once a large export is read or cut short, not a small one', async () => {
    const forced: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { kind, flags } = (entry as { detail?: { kind: number; flags: number } }).detail!;
        if (
          kind === constants.NODE_PERFORMANCE_GC_MAJOR &&
          flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED
        )
          forced.push(flags);
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const numbers = (count: number) => generate(Array.from({ length: count }, (_, n) => n));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
    try {
      for await (const _ of await primed(numbers(LARGE_EXPORT_ROWS - 1))); // small: nothing
      await settle();
      expect(forced).toEqual([]);

      for await (const _ of await primed(numbers(LARGE_EXPORT_ROWS)));
      await vi.waitFor(() => expect(forced.length).toBeGreaterThan(0));

      forced.length = 0;
      let read = 0;
      for await (const _ of await primed(numbers(LARGE_EXPORT_ROWS * 2)))
        if (++read === LARGE_EXPORT_ROWS) break; // the download cut short
      await vi.waitFor(() => expect(forced.length).toBeGreaterThan(0));
    } finally {
      observer.disconnect();
    }
  });
});
