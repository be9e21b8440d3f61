import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodFieldErrors } from './field-errors';
import {
  countsForSpeaker,
  speakerDetailQuerySchema,
  speakerExportQuerySchema,
  speakerListQuerySchema,
  sumHours,
} from './speakers';

function fieldErrors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : zodFieldErrors(result.error);
}

describe('the speakers list query', () => {
  it('reads the filters, drops blank ones and sorts by name by default', () => {
    expect(
      speakerListQuerySchema.parse({ year: '2026', axisId: '', providerId: '4', q: ' durand ' }),
    ).toEqual({
      year: 2026,
      providerId: 4,
      q: 'durand',
      page: 1,
      pageSize: 20,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(speakerListQuerySchema.parse({ sort: '-hours' }).sort).toEqual({
      field: 'hours',
      direction: 'desc',
    });
  });

  it('refuses an unknown sort or a non-integer year in French', () => {
    expect(fieldErrors(speakerListQuerySchema, { sort: 'email', year: 'deux' })).toEqual({
      sort: ['Tri non autorisé : email'],
      year: ['Doit être un nombre entier'],
    });
  });

  it('exports as CSV unless XLSX is asked, and refuses other formats', () => {
    expect(speakerExportQuerySchema.parse({}).format).toBe('csv');
    expect(speakerExportQuerySchema.parse({ format: 'xlsx' }).format).toBe('xlsx');
    expect(fieldErrors(speakerExportQuerySchema, { format: 'pdf' })).toEqual({
      format: ['Valeur non autorisée'],
    });
  });

  it('gives the detail the actions’ filters only', () => {
    expect(speakerDetailQuerySchema.parse({ year: '2025', q: 'x', page: '2' })).toEqual({
      year: 2025,
    });
  });
});

describe('the hours rule', () => {
  it('counts every session but a cancelled one', () => {
    expect(countsForSpeaker('PROGRAMMED')).toBe(true);
    expect(countsForSpeaker('REALIZED')).toBe(true);
    expect(countsForSpeaker('REPORTED')).toBe(true);
    expect(countsForSpeaker('CANCELED')).toBe(false);
  });

  it('adds decimal hours without floats, a missing value worth nothing', () => {
    expect(sumHours(['7.00', '3.50', null, '0.10', '0.20'])).toBe('10.80');
    expect(sumHours([])).toBe('0.00');
  });
});
