import { formatEuros } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import {
  actionFormValues,
  actionInput,
  changedFields,
  liveTotalCost,
  validateAction,
} from './action-form-values';
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

  it('shows the LHÉO codes as one text, and sends them as a list', () => {
    const action = actionDetail({ publicCodes: ['80006', '81050'], entryLevel: '13' });
    const saved = actionFormValues(action);
    expect(saved.publicCodes).toBe('80006, 81050');
    expect(saved.formacodes).toBe('');
    expect(saved.entryLevel).toBe('13');
    expect(actionInput(saved)).toMatchObject({ publicCodes: ['80006', '81050'], formacodes: [] });

    const values = { ...saved, publicCodes: '', formacodes: ' 31054 ;42056,,15052 ' };
    expect(validateAction(values, saved, 'edit')).toEqual({
      ok: true,
      body: { publicCodes: [], formacodes: ['31054', '42056', '15052'] },
    });
    const typed = { ...actionFormValues(ACTION), publicCodes: '80006, 81050' };
    expect(validateAction(typed, actionFormValues(ACTION), 'edit')).toEqual({
      ok: true,
      body: { publicCodes: ['80006', '81050'] },
    });
  });

  it('refuses a bad Formacode code on its field, in French', () => {
    const saved = actionFormValues(ACTION);
    const result = validateAction({ ...saved, publicCodes: '80006, 8100' }, saved, 'edit');
    expect(result).toEqual({
      ok: false,
      errors: {
        publicCodes: [
          'Chaque code Formacode compte cinq chiffres ; séparez les codes par des virgules',
        ],
      },
    });
    const many = { ...saved, formacodes: '11111 22222 33333 44444 55555 66666' };
    expect(validateAction(many, saved, 'edit')).toEqual({
      ok: false,
      errors: { formacodes: ['5 codes au plus'] },
    });
  });

  it('sends a checkbox changed alone, and a level chosen then cleared', () => {
    const saved = actionFormValues(ACTION);
    expect(saved.certifying).toBe(false);
    const values = { ...saved, certifying: true };
    expect(changedFields(values, saved)).toEqual(['certifying']);
    expect(validateAction(values, saved, 'edit')).toEqual({
      ok: true,
      body: { certifying: true },
    });
    expect(validateAction({ ...saved, entryLevel: '11' }, saved, 'edit')).toEqual({
      ok: true,
      body: { entryLevel: '11' },
    });
    const withLevel = actionFormValues(actionDetail({ entryLevel: '11' }));
    expect(validateAction({ ...withLevel, entryLevel: '' }, withLevel, 'edit')).toEqual({
      ok: true,
      body: { entryLevel: null },
    });
  });

  it('totals the typed costs with the sessions, counting an unfinished amount as zero', () => {
    const values = { ...actionFormValues(ACTION), travelCost: '99,5' };
    expect(liveTotalCost(values, '500.00')).toBe('1850.00');
    expect(liveTotalCost({ ...values, pedagogicalCost: '12,' }, '0.00')).toBe('350.00');
    expect(formatEuros('1850.00')).toBe('1\u202f850,00\u00a0€');
  });
});
