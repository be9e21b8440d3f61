import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import { lazyRequire } from '../../../lib/lazy-require.js';

const require = createRequire(import.meta.url);
const loadFontkit = lazyRequire<typeof Fontkit>('fontkit');

/*
 * The documents' fonts: DejaVu Sans (free licence, Bitstream Vera derivative), from the
 * `dejavu-fonts-ttf` package, never from the machine's fonts. Embedded (as subsets) in every PDF,
 * so accents and symbols (☐ ☒ « » ’) render everywhere and the files stay PDF/A-friendly.
 * Parsed once, on the first document: fontkit keeps what it decoded of a font (its glyph
 * tables) in the font object, and reading them again for every document costs tens of ms. The
 * parsed fonts are read-only afterwards, like a loaded package.
 */

export const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  condensed: 'DejaVuSansCondensed.ttf',
  condensedBold: 'DejaVuSansCondensed-Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

export type DocumentFonts = Record<FontName, Fontkit.Font>;

let fonts: DocumentFonts | undefined;

export function documentFonts(): DocumentFonts {
  if (fonts) return fonts;
  const fontkit = loadFontkit();
  const entries = Object.entries(FONT_FILES).map(([name, file]) => {
    const bytes = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    return [name, fontkit.create(bytes) as Fontkit.Font];
  });
  fonts = Object.fromEntries(entries) as DocumentFonts;
  return fonts;
}
