import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEST_PDF, TEST_PNG } from '../test/uploads.js';
import { imageDimensions } from './image-dimensions.js';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });

describe('imageDimensions', () => {
  it('reads a PNG’s size from its header', async () => {
    expect(imageDimensions(TEST_PNG)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(await canvas(640, 123).png().toBuffer())).toEqual({
      width: 640,
      height: 123,
    });
  });

  it('reads a JPEG’s size past its metadata segments, baseline or progressive', async () => {
    const exif = await canvas(321, 1234)
      .flatten({ background: '#fff' })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Cap Formation' } } })
      .toBuffer();
    expect(imageDimensions(exif)).toEqual({ width: 321, height: 1234 });
    const progressive = await canvas(77, 55)
      .flatten({ background: '#fff' })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(imageDimensions(progressive)).toEqual({ width: 77, height: 55 });
  });

  it('answers null for what it cannot read', async () => {
    expect(imageDimensions(TEST_PDF)).toBeNull();
    expect(imageDimensions(new Uint8Array())).toBeNull();
    // A PNG cut short, and a JPEG whose first segment lies about its length.
    expect(imageDimensions(TEST_PNG.subarray(0, 20))).toBeNull();
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toBeNull();
    const jpeg = await canvas(10, 10).flatten({ background: '#fff' }).jpeg().toBuffer();
    expect(imageDimensions(jpeg.subarray(0, 30))).toBeNull();
  });
});
