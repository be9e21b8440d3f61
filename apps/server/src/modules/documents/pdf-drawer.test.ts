import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import type { DocumentInput } from './document-module.js';
import { DOCUMENT_MODULES } from './document-modules.js';
import { pdfPages } from './documents.fixtures.js';
import { documentDrawing, type PdfJob } from './drawings.js';
import { PdfDrawer, type PdfDrawerOptions } from './pdf-drawer.js';
import type { DocumentIdentity } from './pdf/writer.js';
import { sampleDocumentData } from './sample-data.js';

/*
 * The drawing thread (decision 097): real threads on the TypeScript sources, as the server
 * starts them; what crosses to them and back, its errors, its end when idle, its heap's limit.
 */

const NOW = new Date('2026-03-02T09:00:00Z');
const DEFAULT_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

const identity = (logo: Buffer | null): DocumentIdentity => ({
  programmeName: 'Passerelle',
  programmeTagline: 'Professionnalisation des acteurs',
  provider: null,
  logo,
  stamp: null,
});

/** A convocation of the sample trainee, or the participant list of `trainees` copies of it. */
function job(options: { logo?: Buffer; trainees?: number } = {}): PdfJob {
  const { data, trainee } = sampleDocumentData(identity(options.logo ?? null), 7, NOW);
  if (options.trainees) {
    data.trainees = Array.from({ length: options.trainees }, (_, index) => ({
      ...trainee,
      registrationId: index + 1,
      familyName: `Exemple ${index + 1}`,
    }));
    const input: DocumentInput = { data };
    const values = DOCUMENT_MODULES.PARTICIPANT_LIST.values(input);
    return {
      identity: data.identity,
      options: { title: 'Liste', now: NOW },
      drawing: documentDrawing(DOCUMENT_MODULES.PARTICIPANT_LIST, values, input),
    };
  }
  const input: DocumentInput = { data, trainee };
  const values = DOCUMENT_MODULES.CONVOCATION.values(input);
  return {
    identity: data.identity,
    options: { title: 'Convocation', now: NOW },
    drawing: documentDrawing(DOCUMENT_MODULES.CONVOCATION, values, input),
  };
}

const drawers: PdfDrawer[] = [];
function drawer(options: Partial<PdfDrawerOptions> = {}) {
  const made = new PdfDrawer({ limits: DEFAULT_LIMITS, idleMs: 60_000, ...options });
  drawers.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(drawers.splice(0).map((made) => made.close()));
});

/** One thread for the tests that do not end it. */
let shared: PdfDrawer | undefined;
const sharedDrawer = () => (shared ??= new PdfDrawer({ limits: DEFAULT_LIMITS, idleMs: 60_000 }));
afterAll(() => shared?.close());

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString() === '%PDF-';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the PDF drawing thread', () => {
  it('draws a document there, with its logo, and gives its bytes back as a Buffer', async () => {
    const logo = await sharp({
      create: { width: 120, height: 60, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    const bytes = await sharedDrawer().draw(job({ logo }));
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(isPdf(bytes)).toBe(true);
    expect(bytes.includes('/Subtype /Image')).toBe(true);
    const text = (await pdfPages(bytes)).join(' ');
    expect(text).toContain('Convocation');
    expect(text).toContain('Camille Exemple');
  });

  it('draws documents asked together, each answer to its own request', async () => {
    const made = sharedDrawer();
    const lists = await Promise.all([3, 1, 2].map((trainees) => made.draw(job({ trainees }))));
    const texts = await Promise.all(lists.map(async (bytes) => (await pdfPages(bytes)).join(' ')));
    expect(texts.map((text) => (text.match(/Exemple \d+/g) ?? []).length)).toEqual([3, 1, 2]);
  });

  it('passes a drawing error on with its message, and draws the next document', async () => {
    const made = sharedDrawer();
    const unknown = job();
    Object.assign(unknown.drawing, { template: 'UNKNOWN' });
    await expect(made.draw(unknown)).rejects.toThrow(/reading 'draw'/);
    const bytes = await made.draw(job());
    expect(isPdf(bytes)).toBe(true);
  });

  it('refuses at once a job that cannot cross to the thread, and goes on', async () => {
    const made = sharedDrawer();
    const broken = job();
    (broken.options as unknown as Record<string, unknown>).title = () => 'not data';
    await expect(made.draw(broken)).rejects.toThrow(/could not be cloned/);
    expect(isPdf(await made.draw(job()))).toBe(true);
  });

  it('ends its thread once idle, and starts another for the next document', async () => {
    const made = drawer({ idleMs: 100 });
    expect(made.started).toBe(false);
    await made.draw(job());
    expect(made.started).toBe(true);
    await sleep(400);
    expect(made.started).toBe(false);
    expect(isPdf(await made.draw(job()))).toBe(true);
    expect(made.started).toBe(true);
  });

  it('refuses a document too large for its heap (DOCUMENT_TOO_LARGE), then draws the next', async () => {
    // 48 MiB holds a convocation; 40,000 trainees' list needs about a gigabyte.
    const made = drawer({ limits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 4 } });
    const refused = made.draw(job({ trainees: 40_000 }));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
    expect(made.started).toBe(false);
    expect(isPdf(await made.draw(job()))).toBe(true);
  });
});
