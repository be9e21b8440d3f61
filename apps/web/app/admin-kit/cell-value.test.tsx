import type { FieldDefinition } from '@passerelle/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { samplesResource } from '../../test/admin-kit-fixtures';

import { CellValue } from './cell-value';

const text = (field: FieldDefinition, value: unknown) =>
  render(<CellValue field={field} value={value} />).container.textContent;
const field = (key: string) => samplesResource.field(key)!;

describe('CellValue', () => {
  it('reads each kind in French', () => {
    expect(text(field('enabled'), true)).toBe('Oui');
    expect(text(field('enabled'), false)).toBe('Non');
    expect(text(field('level'), 'high')).toBe('Haut');
    expect(text(field('ratio'), 2.5)).toBe('2,5');
    expect(text(field('cost'), '1200.5')).toBe('1\u202f200,50');
    expect(text(field('startsOn'), '2026-03-12')).toBe('12/03/2026');
    expect(text(field('keywords'), ['écoute', 'posture'])).toBe('écoute, posture');
    expect(text(field('name'), null)).toBe('');
  });

  it('shows a colour as a decorative swatch beside its code', () => {
    const color: FieldDefinition = { key: 'color', label: 'Couleur', kind: 'color' };
    const { container } = render(<CellValue field={color} value="#1a2b3c" />);
    expect(container.textContent).toBe('#1a2b3c');
    const swatch = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(swatch.style.backgroundColor).toBe('rgb(26, 43, 60)');
  });

  it('links e-mail addresses and URLs', () => {
    const { getByRole } = render(<CellValue field={field('email')} value="a@b.fr" />);
    expect(getByRole('link', { name: 'a@b.fr' })).toHaveAttribute('href', 'mailto:a@b.fr');
  });
});
