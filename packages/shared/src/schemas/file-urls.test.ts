import { describe, expect, it } from 'vitest';
import { imageUrl, imageWidths, responsiveImage } from './file-urls';

describe('images (spec §9)', () => {
  it('asks the optimiser for webp at quality 80', () => {
    expect(imageUrl(7, { width: 320 })).toBe('/_ipx/w_320&f_webp&q_80/files/7');
  });

  it('offers each breakpoint at densities 1 and 2, up to twice the widest display', () => {
    expect(imageWidths(752)).toEqual([320, 640, 768, 1024, 1280, 1504]);
    expect(imageWidths(1536)).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    expect(imageWidths(200)).toEqual([320, 400]);
  });

  it('crops every size to the same aspect', () => {
    const image = responsiveImage(3, { maxWidth: 640, aspect: 2, sizes: '100vw' });
    expect(image.src).toBe('/_ipx/s_640x320&fit_cover&f_webp&q_80/files/3');
    expect(image.srcSet.split(', ')[0]).toBe('/_ipx/s_320x160&fit_cover&f_webp&q_80/files/3 320w');
  });
});
