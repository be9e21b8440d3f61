import {
  speakerListQuerySchema,
  type SpeakerDetail,
  type SpeakerFilterChoices,
  type SpeakerListItem,
} from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '../../../test/fixtures';
import { SpeakersPage } from './speakers-page';
import {
  DEFAULT_SPEAKER_QUERY,
  readSpeakerQuery,
  speakerDetailApiQuery,
  speakerListApiQuery,
  speakerExportHref,
  speakerSearch,
} from './speakers-url';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  vi.restoreAllMocks();
});

const STAFF_CHOICES: SpeakerFilterChoices = {
  years: [2027, 2026],
  axes: [{ id: 3, number: 2, name: 'Accompagnement' }],
  providers: [
    { id: 5, name: 'Atelier Boréal' },
    { id: 6, name: 'Institut Horizon Formation' },
  ],
};

function speaker(extra: Partial<SpeakerListItem> & { id: number }): SpeakerListItem {
  return {
    civility: 'MRS',
    givenName: 'Élodie',
    familyName: `Durand${extra.id}`,
    email: `durand${extra.id}@exemple.fr`,
    actions: [
      { id: 71, name: 'Animer un atelier collectif', year: 2027 },
      { id: 72, name: 'Conduire un entretien', year: 2026 },
    ],
    providers: [{ id: 6, name: 'Institut Horizon Formation' }],
    sessionCount: 3,
    hours: '18.08',
    years: [
      { year: 2027, sessionCount: 1, hours: '1.33' },
      { year: 2026, sessionCount: 2, hours: '16.75' },
    ],
    ...extra,
  };
}

const DETAIL: SpeakerDetail = {
  speaker: {
    id: 1,
    civility: 'MRS',
    givenName: 'Élodie',
    familyName: 'Durand1',
    email: 'durand1@exemple.fr',
  },
  hours: '7.00',
  sessions: [
    {
      id: 41,
      code: '2026-A001-S02',
      status: 'CANCELED',
      startDate: '2026-03-24T08:00:00.000Z',
      endDate: '2026-03-24T16:30:00.000Z',
      modality: 'ONSITE',
      city: null,
      room: null,
      action: { id: 72, name: 'Conduire un entretien', year: 2026 },
      provider: { id: 6, name: 'Institut Horizon Formation' },
      dates: [],
      hours: '7.00',
      counted: false,
    },
    {
      id: 40,
      code: '2026-A001-S01',
      status: 'PROGRAMMED',
      startDate: '2026-03-10T08:00:00.000Z',
      endDate: '2026-03-10T16:30:00.000Z',
      modality: 'ONSITE',
      city: { id: 2, name: 'Rodez' },
      room: { id: 9, name: 'Salle Causse' },
      action: { id: 72, name: 'Conduire un entretien', year: 2026 },
      provider: { id: 6, name: 'Institut Horizon Formation' },
      dates: [
        { startsAt: '2026-03-10T08:00:00.000Z', endsAt: '2026-03-10T11:30:00.000Z' },
        { startsAt: '2026-03-10T13:00:00.000Z', endsAt: '2026-03-10T16:30:00.000Z' },
      ],
      hours: '7.00',
      counted: true,
    },
  ],
};

function renderPage(
  items: SpeakerListItem[],
  url = '/back/speakers',
  choices: SpeakerFilterChoices = STAFF_CHOICES,
) {
  function Page() {
    const { search } = useLocation();
    const { query, notice } = readSpeakerQuery(new URLSearchParams(search));
    return (
      <>
        <SpeakersPage
          title="Intervenants"
          pathname="/back/speakers"
          data={{
            query,
            notice,
            choices,
            page: { items, total: items.length, page: 1, pageSize: 20 },
            error: null,
          }}
        />
        <span data-testid="search">{search}</span>
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: '/back/speakers', Component: Page, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const searchParams = () => new URLSearchParams(screen.getByTestId('search').textContent!);

describe('speakers URL', () => {
  it('round-trips the filters and builds the export and detail paths of the same list', () => {
    const query = speakerListQuerySchema.parse({
      q: 'élo',
      year: '2026',
      providerId: '6',
      sort: '-hours',
      page: '2',
    });
    expect(speakerSearch(query)).toBe('?q=%C3%A9lo&year=2026&providerId=6&sort=-hours&page=2');
    expect(readSpeakerQuery(new URLSearchParams(speakerSearch(query))).query).toEqual(query);
    expect(speakerExportHref('xlsx', query)).toBe(
      '/api/instructor_views/export?q=%C3%A9lo&year=2026&providerId=6&sort=-hours&format=xlsx',
    );
    expect(speakerListApiQuery(query)).toEqual({
      q: 'élo',
      year: '2026',
      providerId: '6',
      sort: '-hours',
      page: '2',
    });
    expect(speakerDetailApiQuery(query)).toEqual({ year: 2026, axisId: undefined, providerId: 6 });
    const dropped = readSpeakerQuery(new URLSearchParams('sort=email&year=2026'));
    expect(dropped.query).toEqual({ ...DEFAULT_SPEAKER_QUERY, year: 2026 });
    expect(dropped.notice).toContain('« sort=email » (tri non autorisé : email)');
  });
});

describe('SpeakersPage', () => {
  it('shows each speaker with its providers, actions, sessions and hours per year', async () => {
    renderPage([speaker({ id: 1 }), speaker({ id: 2, providers: [], hours: '0.00', years: [] })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Intervenants' })).toBeVisible();
    expect(screen.getByText('2 intervenants')).toHaveAttribute('role', 'status');
    const rows = within(screen.getByRole('table', { name: 'Intervenants' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Mme Élodie Durand1');
    expect(rows[0]).toHaveTextContent('Institut Horizon Formation');
    expect(rows[0]).toHaveTextContent('2 actions');
    expect(rows[0]).toHaveTextContent('3 sessions');
    expect(rows[0]).toHaveTextContent('18,08 h');
    expect(rows[0]).toHaveTextContent('2027 : 1,33 h');
    expect(rows[0]).toHaveTextContent('2026 : 16,75 h');
    expect(within(rows[0]!).getByRole('link', { name: 'Conduire un entretien' })).toHaveAttribute(
      'href',
      '/back/programming/72',
    );
    expect(rows[1]).toHaveTextContent('Sans prestataire');
    expect(rows[1]).toHaveTextContent('0 h');
  });

  it('filters through the URL, and exports the same list', async () => {
    renderPage([speaker({ id: 1 })]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Nom ou courriel' }), 'durand');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Année' }), '2026');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Prestataire' }),
      'Atelier Boréal',
    );
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(searchParams().get('q')).toBe('durand'));
    expect(searchParams().get('year')).toBe('2026');
    expect(searchParams().get('providerId')).toBe('5');
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      '/api/instructor_views/export?q=durand&year=2026&providerId=5&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Exporter en XLSX' })).toHaveAttribute(
      'href',
      '/api/instructor_views/export?q=durand&year=2026&providerId=5&format=xlsx',
    );
  });

  it('sorts by a column header, and keeps the sort when filtering', async () => {
    renderPage([speaker({ id: 1 })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Heures/ }));
    await waitFor(() => expect(searchParams().get('sort')).toBe('hours'));
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(searchParams().get('sort')).toBe('hours'));
  });

  it('offers no provider filter to a provider, and says when nothing matches', async () => {
    renderPage([], '/back/speakers?year=2026', { ...STAFF_CHOICES, providers: [] });
    expect(await screen.findByText('Aucune donnée correspondante')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Prestataire' })).toBeNull();
  });

  it('opens a speaker’s sessions in a dialog, with the list’s filters', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => jsonResponse(200, DETAIL));
    renderPage([speaker({ id: 1 })], '/back/speakers?year=2026&q=dur');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sessions de Mme Élodie Durand1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessions de l’intervenant' });
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/instructor_views/1/detail?year=2026');
    expect(await within(dialog).findByText('Total des heures comptées : 7 h')).toBeVisible();
    const rows = within(within(dialog).getByRole('table', { name: 'Sessions animées' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('2026-A001-S02');
    expect(rows[0]).toHaveTextContent('Annulée');
    expect(rows[0]).toHaveTextContent('non comptée');
    expect(rows[0]).toHaveTextContent('Le 24 mars 2026');
    expect(rows[1]).toHaveTextContent('10 mars 2026, 09:00 – 12:30');
    expect(rows[1]).toHaveTextContent('10 mars 2026, 14:00 – 17:30');
    expect(rows[1]).toHaveTextContent('Rodez · Présentiel — Salle Causse');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
