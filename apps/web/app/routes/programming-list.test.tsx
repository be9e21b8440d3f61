import type { ActionIndicators, ActionListItem, ProfileCode } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, useLocation, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { toastStore } from '~/lib/toast';
import { writeSession } from '~/lib/session';
import * as route from '~/routes/programming-list';

import { mockFetch, type ApiCall } from '../../test/admin-kit-fixtures';
import { jsonResponse, userOf } from '../../test/fixtures';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const AXES = [
  { id: 1, number: 1, name: 'Accueil et orientation', color: '#1D4ED8' },
  { id: 2, number: 2, name: 'Accompagnement', color: '#047857' },
];
const TYPES = [
  { id: 5, name: 'Formation', active: true },
  { id: 6, name: 'Webinaire', active: false },
];
const PROVIDERS = [
  { id: 7, name: 'Organisme Alpha', type: 'provider', member: false, active: true },
];

const ROWS: ActionListItem[] = [
  {
    id: 12,
    name: 'Accueillir les publics',
    year: 2026,
    lotNumber: 'L2',
    axis: AXES[0]!,
    type: { id: 5, name: 'Formation' },
    provider: { id: 7, name: 'Organisme Alpha' },
    sessionCount: 3,
    totalCost: '12345.50',
  },
  {
    id: 13,
    name: 'Conduire un entretien',
    year: 2025,
    lotNumber: null,
    axis: AXES[1]!,
    type: { id: 5, name: 'Formation' },
    provider: null,
    sessionCount: 0,
    totalCost: '0.00',
  },
];

const INDICATORS: ActionIndicators = {
  actionCount: 1234,
  sessionCount: 56,
  sessionsByStatus: {
    PROGRAMMED: 40,
    REALIZED: 10,
    REPORTED: 2,
    CANCELED: 4,
    VALIDATED_MANAGER: 0,
    CLOSED: 0,
  },
  seats: 1500,
  registrations: 987,
  totalCost: '123456.78',
};

/** The API of the list: actions narrowed by year and axis, as the server does. */
function fakeApi(call: ApiCall): Response {
  const path = call.url.pathname;
  const params = call.url.searchParams;
  switch (path) {
    case '/api/year_parameters/current':
      return jsonResponse(200, {
        id: 1,
        currentPublicYear: 2026,
        changedAt: '2025-09-01T08:00:00.000Z',
        changedBy: null,
      });
    case '/api/actions/available_years':
      return jsonResponse(200, [2026, 2025]);
    case '/api/axes':
      return jsonResponse(200, { items: AXES, total: 2, page: 1, pageSize: 100 });
    case '/api/action_types':
      return jsonResponse(200, { items: TYPES, total: 2, page: 1, pageSize: 100 });
    case '/api/structures/providers':
      return jsonResponse(200, PROVIDERS);
    case '/api/users/managers':
      return jsonResponse(200, [{ id: 4, givenName: 'Claire', familyName: 'Martin' }]);
    case '/api/actions/indicators':
      return jsonResponse(200, INDICATORS);
    case '/api/actions': {
      if (call.method === 'POST') {
        return jsonResponse(201, { ...ROWS[0], id: 99, ...(call.body as object) });
      }
      const items = ROWS.filter(
        (row) =>
          (!params.has('year') || row.year === Number(params.get('year'))) &&
          (!params.has('axisId') || row.axis.id === Number(params.get('axisId'))),
      );
      return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 });
    }
    default:
      return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  }
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderList(path = '/back/programming', profile: ProfileCode = 'profile_manager') {
  const user = userOf(profile);
  writeSession({ user, accessToken: 'token' });
  const api = mockFetch(fakeApi);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user }),
      Component: () => (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children: [
        {
          path: 'back/programming',
          loader: route.clientLoader as unknown as LoaderFunction,
          Component: route.default,
        },
        { path: 'back/programming/:id/action', Component: () => <p>Fiche de l’action</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return api;
}

const where = () => screen.getByTestId('where').textContent;
const table = () => screen.getByRole('table', { name: 'Actions de formation' });
const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/actions' && call.method === 'GET');

describe('ActionListPage: list and indicators', () => {
  it('shows the current public year’s actions and French figures', async () => {
    const { calls } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Programmation' })).toBeVisible();
    // Without a year in the URL, the current public year (from the parameters) applies.
    expect(screen.getByRole('combobox', { name: 'Année' })).toHaveValue('2026');
    expect(listCalls(calls).at(-1)!.url.searchParams.get('year')).toBe('2026');

    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect(within(row).getByRole('link', { name: 'Accueillir les publics' })).toHaveAttribute(
      'href',
      '/back/programming/12/action',
    );
    expect(row).toHaveTextContent('1 – Accueil et orientation');
    expect(row).toHaveTextContent('Organisme Alpha');
    expect(row.textContent).toContain('12\u202f345,50\u00a0€');

    const indicators = screen.getByRole('region', { name: 'Indicateurs' });
    const figure = (label: string) =>
      within(indicators).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Actions')).toBe('1\u202f234');
    expect(figure('Places')).toBe('1\u202f500');
    expect(figure('Coût total')).toBe('123\u202f456,78\u00a0€');
    expect(figure('Annulée :')).toBe('4');
  });

  it('filters by year and axis through the URL, the API and the export links', async () => {
    const { calls } = renderList();
    const axis = await screen.findByRole('combobox', { name: 'Axe' });
    await userEvent.selectOptions(axis, '2 – Accompagnement');
    await waitFor(() => expect(where()).toBe('/back/programming?axisId=2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Année' }), '2025');
    await waitFor(() => expect(where()).toBe('/back/programming?year=2025&axisId=2'));

    const last = listCalls(calls).at(-1)!.url.searchParams;
    expect(last.get('year')).toBe('2025');
    expect(last.get('axisId')).toBe('2');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(table()).getByRole('link', { name: 'Conduire un entretien' })).toBeVisible();

    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      '/api/action_views/export?format=csv&year=2025&axisId=2&sort=-year',
    );
    expect(screen.getByRole('link', { name: 'Exporter en XLSX' })).toHaveAttribute(
      'href',
      '/api/action_views/export?format=xlsx&year=2025&axisId=2&sort=-year',
    );
    // The sessions of the same actions, in the order of their start dates.
    expect(screen.getByRole('link', { name: 'Exporter les sessions en CSV' })).toHaveAttribute(
      'href',
      '/api/session_views/export?format=csv&year=2025&axisId=2',
    );

    // Back to the defaults in one step.
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(where()).toBe('/back/programming'));
    expect(screen.getByRole('combobox', { name: 'Axe' })).toHaveValue('');
  });

  it('sorts from a column header, saying so with aria-sort', async () => {
    renderList();
    const year = await screen.findByRole('columnheader', { name: /Année/ });
    expect(year).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(table()).getByRole('button', { name: 'Intitulé' }));
    await waitFor(() => expect(where()).toBe('/back/programming?sort=name'));
    expect(screen.getByRole('columnheader', { name: /Intitulé/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Année/ })).not.toHaveAttribute('aria-sort');
  });

  it('tells an empty selection from an empty programme', async () => {
    renderList('/back/programming?year=2024');
    expect(await screen.findByText('Aucune donnée correspondante')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps a search typed in the field in the URL', async () => {
    renderList();
    const search = await screen.findByRole('searchbox', { name: 'Rechercher' });
    expect(search).toHaveAttribute('placeholder', 'Rechercher...');
    await userEvent.type(search, 'tutorat{Enter}');
    await waitFor(() => expect(where()).toBe('/back/programming?q=tutorat'));
  });
});

describe('ActionListPage: by profile', () => {
  it('gives a provider no provider filter and no creation', async () => {
    const { calls } = renderList('/back/programming', 'profile_provider');
    expect(await screen.findByRole('table', { name: 'Actions de formation' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Prestataire' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Créer une action' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/structures/providers')).toBe(false);
    // Exports stay open to it (its own actions only, the API scopes them).
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeVisible();
  });

  it('lets a manager create an action, checked before it is sent', async () => {
    const { calls } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Créer une action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une action' });
    // The list's year is proposed; switched-off types are not.
    expect(within(dialog).getByRole('textbox', { name: /Année/ })).toHaveValue('2026');
    const type = within(dialog).getByRole('combobox', { name: /Type d'action/ });
    expect(within(type).queryByRole('option', { name: 'Webinaire' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: "Créer l'action" }));
    const name = within(dialog).getByRole('textbox', { name: /Intitulé/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Champ obligatoire');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(name, 'Tutorat des nouveaux conseillers');
    // Typing does not send the focus to the next invalid field.
    expect(name).toHaveFocus();
    await userEvent.selectOptions(type, 'Formation');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Axe/ }),
      '1 – Accueil et orientation',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Gestionnaire référent' }),
      'Claire Martin',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: "Créer l'action" }));

    await waitFor(() => expect(where()).toBe('/back/programming/99/action'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Tutorat des nouveaux conseillers',
      typeId: 5,
      year: 2026,
      axisId: 1,
      providerId: null,
      referentId: 4,
    });
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual(['Action créée.']);
  });
});
