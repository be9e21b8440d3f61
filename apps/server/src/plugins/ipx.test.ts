import { describe, expect, it } from 'vitest';
import { parseModifiers } from './ipx.js';

describe('parseModifiers', () => {
  it('applies the spec defaults (webp, quality 80) and reads the modifiers', () => {
    expect(parseModifiers('_')).toEqual({ f: 'webp', q: '80' });
    expect(parseModifiers('w_320&h_200')).toEqual({ f: 'webp', q: '80', w: '320', h: '200' });
    expect(parseModifiers('width_640,quality_60,format_png,fit_cover')).toEqual({
      f: 'png',
      q: '60',
      w: '640',
      fit: 'cover',
    });
  });

  it('refuses unknown modifiers and out-of-range values', () => {
    expect(parseModifiers('blur_5')).toBeNull();
    expect(parseModifiers('w_99999')).toBeNull();
    expect(parseModifiers('w_0')).toBeNull();
    expect(parseModifiers('q_101')).toBeNull();
    expect(parseModifiers('f_svg')).toBeNull();
    expect(parseModifiers('w')).toBeNull();
  });
});
