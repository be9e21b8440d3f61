import { describe, expect, it } from 'vitest';
import {
  documentImageHint,
  documentImageMessage,
  documentImageRefusal,
  providerInformationUpdateSchema,
} from './provider-information';

const png = { type: 'png' as const, bytes: 20_000 };

describe('the document image rule', () => {
  it('takes a PNG or a JPEG of at most 1 Mo, 50 to 2 000 pixels a side', () => {
    expect(documentImageRefusal(png)).toBeNull();
    expect(documentImageRefusal({ ...png, dimensions: { width: 50, height: 2000 } })).toBeNull();
    expect(
      documentImageRefusal({
        type: 'jpeg',
        bytes: 1024 * 1024,
        dimensions: { width: 600, height: 300 },
      }),
    ).toBeNull();
  });

  it('says why it refuses the others, type first', () => {
    expect(documentImageRefusal({ type: 'gif', bytes: 10 })).toBe('format');
    expect(documentImageRefusal({ type: null, bytes: 5_000_000 })).toBe('format');
    expect(documentImageRefusal({ ...png, bytes: 1024 * 1024 + 1 })).toBe('tooHeavy');
    expect(documentImageRefusal({ ...png, dimensions: null })).toBe('unreadable');
    expect(documentImageRefusal({ ...png, dimensions: { width: 49, height: 400 } })).toBe(
      'tooSmall',
    );
    expect(documentImageRefusal({ ...png, dimensions: { width: 400, height: 2001 } })).toBe(
      'tooLarge',
    );
  });

  it('writes its refusals and its hint in French, sizes with French digits', () => {
    expect(documentImageMessage('format')).toBe('Image PNG ou JPEG attendue');
    expect(documentImageMessage('tooHeavy')).toBe('Image trop lourde : 1 Mo au plus');
    expect(documentImageMessage('tooLarge', { dimensions: { width: 2400, height: 1200 } })).toBe(
      'Image trop grande (2\u202f400 × 1\u202f200 pixels) : 2\u202f000 pixels de côté au plus',
    );
    expect(documentImageHint()).toBe(
      'PNG ou JPEG, 1 Mo au plus, de 50 à 2\u202f000 pixels de côté.',
    );
  });
});

describe('providerInformationUpdateSchema', () => {
  it('trims the texts, makes blanks null, and takes null to remove an image', () => {
    expect(
      providerInformationUpdateSchema.parse({
        managerName: '  Hélène Dubois ',
        managerTitle: '  ',
        logoFileId: '12',
        stampFileId: null,
      }),
    ).toEqual({
      managerName: 'Hélène Dubois',
      managerTitle: null,
      logoFileId: 12,
      stampFileId: null,
    });
    expect(providerInformationUpdateSchema.parse({})).toEqual({});
  });

  it('refuses the structure’s own fields: the administration changes them', () => {
    expect(providerInformationUpdateSchema.safeParse({ siret: '73282932000074' }).success).toBe(
      false,
    );
  });
});
