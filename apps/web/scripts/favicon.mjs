// Writes build/client/favicon.ico from public/favicon.svg, at 16 and 32 pixels: what browsers,
// feed readers and crawlers ask for by themselves gets the portal's icon rather than a "Page
// introuvable" page rendered for nothing (issue 23, item 7). The SVG stays the page's icon.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { icoOf } from './favicon-ico.mjs';

const SVG = fileURLToPath(new URL('../public/favicon.svg', import.meta.url));
const ICO = fileURLToPath(new URL('../build/client/favicon.ico', import.meta.url));
const SIZES = [16, 32];

const svg = await readFile(SVG);
const images = await Promise.all(
  SIZES.map(async (size) => ({
    size,
    // The SVG's own box is 32 units: a density of 72 × size / 32 draws it at `size` pixels.
    png: await sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toBuffer(),
  })),
);
await writeFile(ICO, icoOf(images));
