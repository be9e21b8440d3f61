import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES, IMAGE_FORMAT, IMAGE_QUALITY } from '../constants';

/*
 * The URLs of stored files and of their optimised images. Kept apart from the files' Zod schemas:
 * the public pages import these without loading Zod (decision 018).
 */

/** The download path of a file (the name at the end is only for the browser's save dialog). */
export function fileUrl(file: { id: number; name: string }): string {
  return `/api/files/${file.id}/${encodeURIComponent(file.name)}`;
}

/** The image optimiser's URL of a file (spec §9: webp, quality 80). */
export function imageUrl(
  fileId: number,
  options: { width?: number; height?: number; fit?: 'cover' | 'inside' } = {},
) {
  // Both sides: one resize to that box (ipx applies `fit` to `s_`, not to `w_` and `h_` apart).
  const box = options.width && options.height;
  const modifiers = [
    box ? `s_${options.width}x${options.height}` : null,
    !box && options.width ? `w_${options.width}` : null,
    !box && options.height ? `h_${options.height}` : null,
    options.fit ? `fit_${options.fit}` : null,
    `f_${IMAGE_FORMAT}`,
    `q_${IMAGE_QUALITY}`,
  ].filter(Boolean);
  return `/_ipx/${modifiers.join('&')}/files/${fileId}`;
}

/**
 * The widths an image is offered at (spec §9): each breakpoint width at each density, up to what
 * the largest density needs for `maxWidth` CSS pixels, and that width itself.
 */
export function imageWidths(maxWidth: number): number[] {
  const largest = maxWidth * Math.max(...IMAGE_DENSITIES);
  const widths = Object.values(IMAGE_BREAKPOINTS).flatMap((width) =>
    IMAGE_DENSITIES.map((density) => width * density),
  );
  return [...new Set([...widths.filter((width) => width < largest), largest])].sort(
    (a, b) => a - b,
  );
}

/**
 * `src`, `srcSet` and `sizes` of a public image shown at most `maxWidth` CSS pixels wide, cropped
 * to `aspect` (width / height) so that its box is known before it loads.
 */
export function responsiveImage(
  fileId: number,
  { maxWidth, aspect, sizes }: { maxWidth: number; aspect: number; sizes: string },
) {
  const at = (width: number) =>
    imageUrl(fileId, { width, height: Math.round(width / aspect), fit: 'cover' });
  return {
    src: at(maxWidth),
    srcSet: imageWidths(maxWidth)
      .map((width) => `${at(width)} ${width}w`)
      .join(', '),
    sizes,
  };
}
