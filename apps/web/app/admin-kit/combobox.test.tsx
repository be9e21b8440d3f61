import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Combobox, normalise, type ComboboxOption } from './combobox';

const CITIES: ComboboxOption[] = [
  { value: '1', label: 'Lyon' },
  { value: '2', label: 'Saint-Étienne' },
  { value: '3', label: 'Villeurbanne' },
];

function Harness({
  onCreate,
  initial = null,
}: {
  onCreate?: (label: string) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <label htmlFor="city">Ville</label>
      <Combobox
        id="city"
        label="Ville"
        options={CITIES}
        value={value}
        onChange={setValue}
        onCreate={onCreate}
      />
      <p data-testid="value">{value ?? 'aucune'}</p>
      <button type="button">Après</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Ville' });
const value = () => screen.getByTestId('value').textContent;

describe('Combobox', () => {
  it('is a labelled ARIA combobox whose list opens with the arrow key', async () => {
    render(<Harness />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.click(input());
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Ville' });
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Lyon',
      'Saint-Étienne',
      'Villeurbanne',
    ]);
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  });

  it('filters as you type, without regard to case or accents, and chooses with Enter', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'etie');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Saint-Étienne']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('2');
    expect(input()).toHaveValue('Saint-Étienne');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(normalise(' Étienne ')).toBe('etienne');
  });

  it('moves up from the top to the last option and chooses with a click', async () => {
    render(<Harness />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowUp}');
    const options = screen.getAllByRole('option');
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.click(options[0]!);
    expect(value()).toBe('1');
    expect(input()).toHaveFocus();
  });

  it('marks the chosen option as selected', async () => {
    render(<Harness initial="3" />);
    expect(input()).toHaveValue('Villeurbanne');
    await userEvent.click(input());
    expect(screen.getByRole('option', { name: 'Villeurbanne' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('offers Créer "{label}" when the text names no option', async () => {
    const onCreate = vi.fn();
    render(<Harness onCreate={onCreate} />);
    await userEvent.type(input(), 'Grenoble');
    const create = screen.getByRole('option', { name: 'Créer "Grenoble"' });
    expect(screen.getAllByRole('option')).toEqual([create]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Grenoble');
  });

  it('offers no creation for an existing label, nor without onCreate', async () => {
    const { unmount } = render(<Harness onCreate={vi.fn()} />);
    await userEvent.type(input(), 'lyon');
    expect(screen.queryByRole('option', { name: /Créer/ })).not.toBeInTheDocument();
    unmount();
    render(<Harness />);
    await userEvent.type(input(), 'Grenoble');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Aucune donnée correspondante');
  });

  it('on leaving, restores the chosen label, or clears the choice of an emptied field', async () => {
    render(<Harness initial="1" />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'Vill');
    await userEvent.tab();
    expect(input()).toHaveValue('Lyon');
    expect(value()).toBe('1');
    await userEvent.clear(input());
    await userEvent.tab();
    expect(value()).toBe('aucune');
    expect(input()).toHaveValue('');
  });
});
