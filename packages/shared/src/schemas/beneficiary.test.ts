import { describe, expect, it } from 'vitest';
import { beneficiaryInfoUpdateSchema, beneficiaryListQuerySchema } from './beneficiary';
import { zodFieldErrors } from './field-errors';

describe('beneficiary schemas', () => {
  it('trims the information and requires names and a valid email (spec §5)', () => {
    expect(
      beneficiaryInfoUpdateSchema.parse({
        civility: null,
        givenName: ' Julien ',
        familyName: 'Moreau',
        email: ' julien@example.test ',
      }),
    ).toEqual({
      civility: null,
      givenName: 'Julien',
      familyName: 'Moreau',
      email: 'julien@example.test',
    });
    const result = beneficiaryInfoUpdateSchema.safeParse({
      civility: 'MRS',
      givenName: '',
      familyName: 'x'.repeat(101),
      email: 'julien@',
    });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      givenName: ['Champ obligatoire'],
      familyName: ['Maximum 100 caractères'],
      email: ['Adresse e-mail invalide'],
    });
  });

  it('refuses fields that are not editable, such as the structure', () => {
    const result = beneficiaryInfoUpdateSchema.safeParse({
      civility: null,
      givenName: 'A',
      familyName: 'B',
      email: 'a@b.test',
      structureId: 3,
    });
    expect(result.success).toBe(false);
  });

  it('reads the page of a list, with a default page size', () => {
    expect(beneficiaryListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(beneficiaryListQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({
      page: 3,
      pageSize: 50,
    });
    expect(beneficiaryListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
