import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { createIPX, IPX, IPXStorage } from 'ipx';
import { AppError } from '../lib/app-error.js';
import type { StoredFile } from '../db/schema/index.js';
import { importModule } from '../lib/import-module.js';

/** Largest width or height the optimiser produces (the 2x density of the 2xl breakpoint). */
export const MAX_IMAGE_SIDE = 3072;

/** Modifiers accepted in `/_ipx/{modifiers}/…` (spec §7: width, height, quality, format, fit). */
const MODIFIERS: Record<string, (value: string) => boolean> = {
  w: (v) => isSide(v),
  width: (v) => isSide(v),
  h: (v) => isSide(v),
  height: (v) => isSide(v),
  s: (v) => /^\d+x\d+$/.test(v) && v.split('x').every(isSide),
  q: (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100,
  quality: (v) => MODIFIERS.q!(v),
  f: (v) => ['webp', 'avif', 'jpeg', 'jpg', 'png'].includes(v),
  format: (v) => MODIFIERS.f!(v),
  fit: (v) => ['contain', 'cover', 'fill', 'inside', 'outside'].includes(v),
};

function isSide(value: string): boolean {
  return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_IMAGE_SIDE;
}

/**
 * `w_320&f_webp` (or with commas) → modifiers, with the spec's defaults (webp, quality 80);
 * null when a modifier is unknown or out of range. `_` alone means no modifier.
 */
export function parseModifiers(raw: string): Record<string, string> | null {
  const modifiers: Record<string, string> = { f: 'webp', q: '80' };
  if (raw === '_') return modifiers;
  for (const part of raw.split(/[&,]/)) {
    const separator = part.search(/[_:]/);
    if (separator <= 0) return null;
    const name = part.slice(0, separator);
    const value = part.slice(separator + 1);
    const check = MODIFIERS[name];
    if (!check || !check(value)) return null;
    const short = { width: 'w', height: 'h', quality: 'q', format: 'f' }[name] ?? name;
    modifiers[short] = value;
  }
  return modifiers;
}

export interface IpxOptions {
  /** The file `id` if it is a public image, else undefined (the files module's rule). */
  findPublicImage(id: number): Promise<Pick<StoredFile, 'storageKey' | 'createdAt'> | undefined>;
}

/**
 * The image endpoint of spec §7: `/_ipx/{modifiers}/files/{id}` serves a public image file resized
 * and converted by sharp. Only public images can be reached, so a provider's stamp never can.
 */
export async function ipxRoutes(app: FastifyInstance, options: IpxOptions) {
  const store = app.fileStore;
  const storage: IPXStorage = {
    name: 'passerelle-files',
    async getMeta(id) {
      const file = await publicImage(id);
      return file ? { mtime: file.createdAt, maxAge: 86_400 } : undefined;
    },
    async getData(id) {
      const file = await publicImage(id);
      if (!file) return undefined;
      const bytes = await store.read(file.storageKey);
      if (!bytes) return undefined;
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    },
  };
  // ipx (and sharp) are loaded on the first image request, not at start (decision 025).
  let ipx: Promise<IPX> | undefined;
  const loadIpx = () =>
    (ipx ??= importModule<{ createIPX: typeof createIPX }>('ipx').then(({ createIPX }) =>
      createIPX({ storage, maxAge: 86_400 }),
    ));

  /** The converted image; a file sharp cannot decode is the client's 422, not a crash. */
  async function convert(id: string, modifiers: Record<string, string>, log: FastifyBaseLogger) {
    try {
      return await (await loadIpx())(id, modifiers).process();
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode === 404) throw new AppError('NOT_FOUND');
      log.warn({ err: error, image: id }, 'image could not be converted');
      throw new AppError('IMAGE_UNREADABLE');
    }
  }

  async function publicImage(id: string) {
    const match = /^\/?files\/(\d{1,9})$/.exec(id);
    if (!match) return undefined;
    return options.findPublicImage(Number(match[1]));
  }

  app.get<{ Params: { modifiers: string; '*': string } }>(
    '/_ipx/:modifiers/*',
    { schema: { hide: true }, config: { public: true } },
    async (request, reply) => {
      const modifiers = parseModifiers(request.params.modifiers);
      if (!modifiers)
        throw new AppError('VALIDATION_FAILED', { detail: 'Paramètres d’image invalides.' });
      const id = request.params['*'];
      if (!(await publicImage(id))) throw new AppError('NOT_FOUND');
      const { data, format } = await convert(id, modifiers, request.log);
      return reply
        .type(`image/${format === 'jpg' ? 'jpeg' : format}`)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(typeof data === 'string' ? Buffer.from(data) : data);
    },
  );
}
