import { actionTypesResource, axesResource, roomsResource } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { samplesResource } from '../../test/admin-kit-fixtures';

import { buildBody, changedKeys, initialValues, toBodyValue, toInputValue } from './field-value';

const field = (key: string) => samplesResource.field(key)!;

describe('form values', () => {
  it('turn API values into input texts', () => {
    expect(toInputValue(field('enabled'), true)).toBe(true);
    expect(toInputValue(field('enabled'), null)).toBe(false);
    expect(toInputValue(field('name'), null)).toBe('');
    // A decimal reads with a French comma, as it was typed (issue 23).
    expect(toInputValue(field('ratio'), 2.5)).toBe('2,5');
    expect(toInputValue(field('cost'), '150.50')).toBe('150,50');
    expect(toInputValue(field('startsOn'), '2026-03-12T00:00:00.000Z')).toBe('2026-03-12');
    expect(toInputValue(field('keywords'), ['a', 'b'])).toBe('a\nb');
  });

  it('turn input texts into typed values for the schema', () => {
    expect(toBodyValue(field('name'), '  ')).toBeNull();
    expect(toBodyValue(field('ratio'), '12,5')).toBe(12.5);
    expect(toBodyValue(field('ratio'), 'douze')).toBe('douze');
    expect(toBodyValue(field('axisId'), '7')).toBe(7);
    expect(toBodyValue(field('cost'), '120,50')).toBe('120.50');
    expect(toBodyValue(field('cost'), '1 500,50')).toBe('1500.50');
    expect(toBodyValue(field('ratio'), '1\u202f500,5')).toBe(1500.5);
    expect(toBodyValue(field('keywords'), 'a\n\n b \n')).toEqual(['a', 'b']);
    expect(toBodyValue(field('enabled'), false)).toBe(false);
  });

  it('start a new row’s boxes as the API stores them: a new type or room is active', () => {
    expect(initialValues(actionTypesResource)).toMatchObject({
      active: true,
      membersOnly: false,
      hrValidation: false,
      providerValidation: false,
      coldSurveyEnabled: false,
    });
    expect(initialValues(roomsResource)).toMatchObject({ enabled: true });
  });

  it('start empty for a new row and from the row when editing', () => {
    expect(initialValues(axesResource)).toEqual({
      number: '',
      name: '',
      description: '',
      color: '',
    });
    const values = initialValues(axesResource, {
      id: 1,
      number: 3,
      name: 'Numérique',
      description: null,
      color: '#1a2b3c',
    });
    expect(values).toEqual({ number: '3', name: 'Numérique', description: '', color: '#1a2b3c' });
    expect(changedKeys({ ...values, name: 'Autre' }, values)).toEqual(['name']);
  });
});

describe('buildBody', () => {
  it('gives the shared French messages of an invalid create', () => {
    const values = { ...initialValues(axesResource), number: '1,5', color: 'rouge' };
    expect(buildBody(axesResource, values, initialValues(axesResource), 'create').errors).toEqual({
      number: ['Doit être un nombre entier'],
      name: ['Champ obligatoire'],
      color: ['Couleur invalide (format attendu : #rrggbb)'],
    });
  });

  it('sends every field on create, typed and trimmed, empty optional ones as null', () => {
    const values = { number: '3', name: ' Numérique ', description: '', color: '#1A2B3C' };
    expect(buildBody(axesResource, values, initialValues(axesResource), 'create')).toEqual({
      body: { number: 3, name: 'Numérique', description: null, color: '#1A2B3C' },
      errors: null,
    });
  });

  it('sends only the changed fields on edit, and refuses an emptied required one', () => {
    const saved = { number: '3', name: 'Numérique', description: 'x', color: '' };
    expect(buildBody(axesResource, { ...saved, description: '' }, saved, 'edit')).toEqual({
      body: { description: null },
      errors: null,
    });
    expect(buildBody(axesResource, { ...saved, name: '' }, saved, 'edit').errors).toEqual({
      name: ['Champ obligatoire'],
    });
  });

  it('checks each kind with its own rule', () => {
    const values = {
      ...initialValues(roomsResource),
      name: 'Salle A',
      zipCode: '7500',
      cost: '1,234',
      googleLink: 'pas une url',
      seatAmount: '-1',
    };
    expect(buildBody(roomsResource, values, initialValues(roomsResource), 'create').errors).toEqual(
      {
        zipCode: ['Code postal invalide'],
        seatAmount: ['Doit être supérieur ou égal à 0'],
        cost: ['Doit être un montant avec au plus 2 décimales'],
        googleLink: ['URL invalide'],
      },
    );
  });
});
