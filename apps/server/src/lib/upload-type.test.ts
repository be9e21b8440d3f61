import { describe, expect, it } from 'vitest';
import { detectUploadType } from './upload-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectUploadType', () => {
  it('recognises each accepted type from its signature', () => {
    expect(detectUploadType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(detectUploadType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectUploadType(text('GIF89a....'))).toBe('gif');
    expect(detectUploadType(text('RIFF\u0001\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(detectUploadType(text('%PDF-1.7\n'))).toBe('pdf');
    expect(detectUploadType(text('Bonjour, ceci est un texte accentué.\r\n\tFin'))).toBe('text');
  });

  it('refuses binary content, invalid UTF-8 and empty files', () => {
    expect(detectUploadType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00))).toBeNull(); // a ZIP
    expect(detectUploadType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull(); // an executable
    expect(detectUploadType(bytes(0x66, 0xff, 0xfe, 0x66))).toBeNull(); // not UTF-8
    expect(detectUploadType(new Uint8Array())).toBeNull();
  });

  it('does not take a RIFF that is not WebP (e.g. a WAV) for an image', () => {
    expect(detectUploadType(text('RIFF\u0001\u0000\u0000\u0000WAVEfmt '))).toBeNull();
  });
});
