import type { Speaker, SpeakerCandidate } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { inRouter } from '../../../test/in-router';
import { SpeakersPanel } from './speakers-panel';
import { mockProgrammingApi } from './test-fixtures';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const CLAIRE: Speaker = {
  id: 5,
  civility: 'MRS',
  givenName: 'Claire',
  familyName: 'Martin',
  email: 'claire.martin@horizon.test',
};
const candidate = (extra: Partial<SpeakerCandidate> & { id: number }): SpeakerCandidate => ({
  civility: null,
  givenName: 'Prénom',
  familyName: 'Nom',
  email: '',
  structures: ['Institut Horizon Formation'],
  ofActionProvider: true,
  speaker: false,
  ...extra,
});
const CANDIDATES = [
  candidate({ ...CLAIRE, speaker: true }),
  candidate({ id: 6, givenName: 'Bernard', familyName: 'Zola', civility: 'MR' }),
];

function mockSpeakersApi() {
  const puts: unknown[] = [];
  const calls = mockProgrammingApi((call) => {
    if (call.url.pathname === '/api/actions/7/speaker_candidates') {
      const q = (call.url.searchParams.get('q') ?? '').toLowerCase();
      return jsonResponse(
        200,
        CANDIDATES.filter((c) => `${c.givenName} ${c.familyName}`.toLowerCase().includes(q)),
      );
    }
    if (call.method === 'PUT' && call.url.pathname === '/api/actions/7/speakers') {
      puts.push(call.body);
      const ids = (call.body as { speakerIds: number[] }).speakerIds;
      return jsonResponse(
        200,
        CANDIDATES.filter((c) => ids.includes(c.id)).map(
          ({ id, civility, givenName, familyName, email }) => ({
            id,
            civility,
            givenName,
            familyName,
            email,
          }),
        ),
      );
    }
    return undefined;
  });
  return { calls, puts };
}

describe('SpeakersPanel', () => {
  it('adds a person chosen in the combobox, leaving out the current speakers', async () => {
    const { puts } = mockSpeakersApi();
    const onChange = vi.fn();
    render(
      <SpeakersPanel actionId={7} speakers={[CLAIRE]} editable onChange={onChange} />,
      inRouter,
    );
    const combobox = screen.getByRole('combobox', { name: 'Intervenant' });
    await userEvent.click(combobox);
    const list = await screen.findByRole('listbox', { name: 'Intervenant' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Bernard Zola — Institut Horizon Formation']),
    );
    await userEvent.click(within(list).getByRole('option'));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(puts).toEqual([{ speakerIds: [5, 6] }]));
    const table = screen.getByRole('table', { name: "Intervenants de l'action" });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(table).toHaveTextContent('M. Bernard Zola');
    expect(onChange).toHaveBeenCalled();
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual([
      'M. Bernard Zola fait désormais partie des intervenants.',
    ]);
  });

  it('asks for a person before adding', async () => {
    const { puts } = mockSpeakersApi();
    render(<SpeakersPanel actionId={7} speakers={[]} editable />, inRouter);
    expect(screen.getByText("Aucun intervenant n'est rattaché à cette action.")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const combobox = screen.getByRole('combobox', { name: 'Intervenant' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    expect(puts).toEqual([]);
  });

  it('removes a speaker after confirmation', async () => {
    const { puts } = mockSpeakersApi();
    render(<SpeakersPanel actionId={7} speakers={[CLAIRE]} editable />, inRouter);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Mme Claire Martin' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Retirer Mme Claire Martin des intervenants ?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(puts).toEqual([{ speakerIds: [] }]));
    expect(
      await screen.findByText("Aucun intervenant n'est rattaché à cette action."),
    ).toBeVisible();
  });

  it('is read-only for who may not change it', () => {
    mockSpeakersApi();
    render(<SpeakersPanel actionId={7} speakers={[CLAIRE]} editable={false} />, inRouter);
    expect(screen.getByRole('table')).toHaveTextContent('Mme Claire Martin');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
