import { describe, expect, it } from 'vitest';

import {
  actionFormValues,
  changedFields,
  liveTotalCost,
  validateAction,
} from './action-form-values';
import { formatEuros } from './format';
import { actionDetail } from './test-fixtures';

const ACTION = actionDetail();

describe('action form values', () => {
  it('shows amounts with a French decimal comma', () => {
    const values = actionFormValues(ACTION);
    expect(values.animationCost).toBe('250,50');
    expect(values.amountDays).toBe('2,00');
    expect(values.providerId).toBe('7');
    expect(values.openBadgeRequestUrl).toBe('');
  });

  it('sends only the changed fields of an edit, as the API reads them', () => {
    const saved = actionFormValues(ACTION);
    const values = { ...saved, goal: 'Accueillir et orienter', travelCost: '80,5', providerId: '' };
    expect(changedFields(values, saved)).toEqual(['providerId', 'goal', 'travelCost']);
    expect(validateAction(values, saved, 'edit')).toEqual({
      ok: true,
      body: { providerId: null, goal: 'Accueillir et orienter', travelCost: '80.50' },
    });
  });

  it('refuses what the shared schema refuses, with its French messages', () => {
    const saved = actionFormValues(ACTION);
    const values = {
      ...saved,
      name: ' ',
      year: '20x6',
      pedagogicalCost: '-3',
      openBadgeRequestUrl: 'badge',
    };
    const result = validateAction(values, saved, 'edit');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toEqual(['Champ obligatoire']);
    expect(result.errors.year).toEqual(['Doit être un nombre']);
    expect(result.errors.pedagogicalCost).toEqual([
      'Doit être un nombre positif avec au plus 2 décimales',
    ]);
    expect(result.errors.openBadgeRequestUrl).toEqual(['URL invalide']);
  });

  it('creates from the identification fields only', () => {
    const empty = actionFormValues(null, { year: 2026 });
    expect(empty.year).toBe('2026');
    const missing = validateAction(empty, empty, 'create');
    expect(missing).toEqual({
      ok: false,
      errors: {
        name: ['Champ obligatoire'],
        typeId: ['Champ obligatoire'],
        axisId: ['Champ obligatoire'],
      },
    });
    const values = { ...empty, name: 'Nouvelle action', typeId: '2', axisId: '1' };
    expect(validateAction(values, empty, 'create')).toEqual({
      ok: true,
      body: {
        name: 'Nouvelle action',
        typeId: 2,
        year: 2026,
        axisId: 1,
        providerId: null,
        referentId: null,
      },
    });
  });

  it('totals the typed costs with the sessions, counting an unfinished amount as zero', () => {
    const values = { ...actionFormValues(ACTION), travelCost: '99,5' };
    expect(liveTotalCost(values, '500.00')).toBe('1850.00');
    expect(liveTotalCost({ ...values, pedagogicalCost: '12,' }, '0.00')).toBe('350.00');
    expect(formatEuros('1850.00')).toBe('1\u202f850,00\u00a0€');
  });
});
