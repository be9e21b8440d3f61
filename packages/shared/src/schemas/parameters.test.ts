import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from './field-errors';
import {
  yearParametersUpdateSchema,
  yearQuotaPathSchema,
  yearQuotasQuerySchema,
  yearQuotaUpdateSchema,
} from './parameters';

describe('yearParametersUpdateSchema', () => {
  it.each([2000, 2025, 2100])('accepts %i', (year) => {
    expect(yearParametersUpdateSchema.parse({ currentPublicYear: year })).toEqual({
      currentPublicYear: year,
    });
  });

  it.each([1999, 2101])('refuses %i with the range message', (year) => {
    const result = yearParametersUpdateSchema.safeParse({ currentPublicYear: year });
    expect(zodFieldErrors(result.error!)).toEqual({
      currentPublicYear: ["L'année doit être comprise entre 2000 et 2100"],
    });
  });
});

describe('yearQuotaUpdateSchema', () => {
  it('accepts zero and equal values', () => {
    expect(
      yearQuotaUpdateSchema.safeParse({ maxActionAmount: 0, maxActionTypeAmount: 0 }).success,
    ).toBe(true);
    expect(
      yearQuotaUpdateSchema.safeParse({ maxActionAmount: 6, maxActionTypeAmount: 6 }).success,
    ).toBe(true);
  });

  it('refuses more HR-validated actions than actions in all', () => {
    const result = yearQuotaUpdateSchema.safeParse({ maxActionAmount: 6, maxActionTypeAmount: 7 });
    expect(zodFieldErrors(result.error!)).toEqual({
      maxActionTypeAmount: [
        "Ne peut pas dépasser le nombre maximal d'actions (6) : il s'agit d'un quota parmi elles",
      ],
    });
  });

  it('gives each bad value its own message only', () => {
    const result = yearQuotaUpdateSchema.safeParse({
      maxActionAmount: -1,
      maxActionTypeAmount: 'a',
    });
    expect(zodFieldErrors(result.error!)).toEqual({
      maxActionAmount: ['Doit être supérieur ou égal à 0'],
      maxActionTypeAmount: ['Doit être un nombre'],
    });
  });
});

describe('year in a path or a query', () => {
  it('reads text', () => {
    expect(yearQuotaPathSchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(yearQuotasQuerySchema.parse({})).toEqual({});
  });

  it('refuses text that is not a year', () => {
    expect(zodFieldErrors(yearQuotaPathSchema.safeParse({ year: 'x' }).error!)).toEqual({
      year: ['Doit être un nombre'],
    });
  });
});

describe('an empty year in a path', () => {
  it('is required', () => {
    expect(zodFieldErrors(yearQuotaPathSchema.safeParse({ year: ' ' }).error!)).toEqual({
      year: ['Champ obligatoire'],
    });
  });
});
