import type { ReportListItem, SessionUser } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserApi } from '~/lib/api-client-browser';

import { mockFetch } from '../../../test/admin-kit-fixtures';
import { jsonResponse, userOf } from '../../../test/fixtures';
import { loadReportsPage, readReportQuery, type ReportsPageData } from './reports-api';
import { ReportsPage } from './reports-page';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

function item(id: number, code: string, extra: Partial<ReportListItem> = {}): ReportListItem {
  return {
    id,
    session: {
      id,
      code,
      status: 'REALIZED',
      startDate: '2030-03-02T08:00:00.000Z',
      endDate: '2030-03-02T16:00:00.000Z',
      action: { id: 9, name: 'Conduire l’entretien', year: 2030 },
      provider: { id: 3, name: 'Organisme Atelier' },
    },
    status: 'IN_PROGRESS',
    savedAt: null,
    updatedAt: null,
    ...extra,
  };
}

const PROVIDERS = [
  { id: 3, name: 'Organisme Atelier', type: 'provider', member: false, active: true },
  { id: 7, name: 'Formations du Sud', type: 'provider', member: true, active: true },
];

function data(search: string, provider: ReportsPageData['provider'] = null): ReportsPageData {
  const items = [
    item(1, 'S-ECRIRE'),
    item(2, 'S-COMPLET', {
      status: 'COMPLETED',
      savedAt: '2030-03-04T09:00:00.000Z',
      updatedAt: '2030-03-04T09:00:00.000Z',
    }),
  ];
  return {
    ...readReportQuery(new URLSearchParams(search)),
    list: { items, total: items.length, page: 1, pageSize: 20 },
    error: null,
    years: [2030, 2029],
    provider,
    action: null,
  };
}

/** The page at `/reports{search}`, as the route draws it; the URL after a search is shown. */
function renderPage(user: SessionUser, search = '', provider: ReportsPageData['provider'] = null) {
  function Page() {
    const location = useLocation();
    return (
      <>
        <ReportsPage data={data(location.search, provider)} user={user} />
        <output aria-label="URL">{location.search}</output>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '/reports', Component: Page }]);
  render(<Stub initialEntries={[`/reports${search}`]} />);
}

const urlParams = () =>
  new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent ?? '');

describe('ReportsPage', () => {
  it('gives a provider its reports to write, without a provider filter', () => {
    renderPage(userOf('profile_provider'));
    expect(screen.getByRole('heading', { level: 1, name: 'Bilans pédagogiques' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Prestataire' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bilans pédagogiques des sessions' });
    const toWrite = within(table).getByRole('row', { name: /S-ECRIRE/ });
    expect(toWrite).toHaveTextContent('À rédiger');
    expect(
      within(toWrite).getByRole('link', { name: 'Rédiger le bilan de la session S-ECRIRE' }),
    ).toHaveAttribute('href', '/reports/1');
    expect(
      within(table).getByRole('link', { name: 'Ouvrir le bilan de la session S-COMPLET' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 bilans')).toBeInTheDocument();
  });

  it('gives staff the provider filter and exports of the filtered list', () => {
    renderPage(userOf('profile_manager'), '?status=COMPLETED&year=2030&page=2');
    expect(screen.getByRole('combobox', { name: 'Prestataire' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Statut du bilan' })).toHaveValue('COMPLETED');
    expect(screen.getByRole('combobox', { name: 'Année' })).toHaveValue('2030');
    expect(screen.getByRole('link', { name: 'Exporter (XLSX)' })).toHaveAttribute(
      'href',
      '/api/survey_views/report_export?year=2030&status=COMPLETED&format=xlsx',
    );
    expect(screen.getByRole('columnheader', { name: 'Prestataire' })).toBeInTheDocument();
  });

  it('shows the name of the URL’s provider in the provider filter', () => {
    renderPage(userOf('profile_admin'), '?providerId=7', { id: 7, name: 'Formations du Sud' });
    expect(screen.getByRole('combobox', { name: 'Prestataire' })).toHaveValue('Formations du Sud');
    const form = screen.getByRole('search', { name: 'Filtrer les bilans' });
    expect(form.querySelector('input[type="hidden"][name="providerId"]')).toHaveValue('7');
  });

  it('searches the providers as the text changes and submits the one chosen as providerId', async () => {
    const { calls } = mockFetch(({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return jsonResponse(
        200,
        PROVIDERS.filter((provider) => provider.name.toLowerCase().includes(q)),
      );
    });
    renderPage(userOf('profile_manager'), '?status=COMPLETED');
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: 'Prestataire' });
    // Nothing is asked before the field is used.
    expect(calls).toHaveLength(0);
    await user.type(picker, 'sud');
    await user.click(await screen.findByRole('option', { name: 'Formations du Sud' }));
    expect(calls.at(-1)!.url.pathname).toBe('/api/structures/providers');
    expect(calls.at(-1)!.url.searchParams.get('q')).toBe('sud');

    await user.click(screen.getByRole('button', { name: 'Filtrer les bilans' }));
    await waitFor(() => expect(urlParams().get('providerId')).toBe('7'));
    expect(urlParams().get('status')).toBe('COMPLETED');
  });
});

describe('loadReportsPage', () => {
  it('names the URL’s provider for staff, with one provider asked by id', async () => {
    const { calls } = mockFetch(({ url }) => {
      if (url.pathname === '/api/structures/providers') {
        const id = Number(url.searchParams.get('id'));
        return jsonResponse(
          200,
          PROVIDERS.filter((provider) => provider.id === id),
        );
      }
      if (url.pathname === '/api/actions/available_years') return jsonResponse(200, [2030]);
      return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 });
    });
    const page = (search: string, providerFilter = true) =>
      loadReportsPage(browserApi, new Request(`http://localhost/reports${search}`), {
        providerFilter,
      });

    expect((await page('?providerId=7')).provider).toEqual({ id: 7, name: 'Formations du Sud' });
    const asked = calls.find((call) => call.url.pathname === '/api/structures/providers');
    expect(asked!.url.searchParams.get('id')).toBe('7');
    // Unknown to the API: its number; without the filter, nothing is asked.
    expect((await page('?providerId=99')).provider).toEqual({
      id: 99,
      name: 'Prestataire n° 99',
    });
    calls.length = 0;
    expect((await page('?providerId=7', false)).provider).toBeNull();
    expect((await page('')).provider).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/structures/providers')).toBe(false);
  });
});
