import { DEFAULT_PAGE_SIZE, type StructureRow } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, useLocation, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { writeSession } from '~/lib/session';
import { toastStore } from '~/lib/toast';

import { mockFetch, type ApiCall } from '../../test/admin-kit-fixtures';
import { jsonResponse, structureRecordOf, structureRowOf, userOf } from '../../test/fixtures';
import * as route from './admin-structures';

configure({ asyncUtilTimeout: 4000 });
// Typing into the form takes a while on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const ROWS: StructureRow[] = [
  structureRowOf({ validators: 1, members: 2 }),
  structureRowOf({
    id: 13,
    name: 'Organisme Formavenir',
    type: 'provider',
    siret: null,
    zipCode: null,
    city: 'Nantes',
    member: true,
    active: false,
    parent: { id: 12, name: 'Maison de l’emploi' },
    validators: 0,
    members: 1,
  }),
];

/**
 * `GET /api/structures/detail` narrowed as the server does (text on name, SIRET and city; type,
 * member, active; pages), and the creation of structure 99.
 */
function fakeApi(rows: StructureRow[]) {
  return (call: ApiCall): Response => {
    const path = call.url.pathname;
    const params = call.url.searchParams;
    if (path === '/api/structures/detail' && call.method === 'GET') {
      const q = params.get('q')?.toLowerCase();
      const items = rows.filter(
        (row) =>
          (!q || [row.name, row.siret, row.city].some((text) => text?.toLowerCase().includes(q))) &&
          (!params.has('type') || row.type === params.get('type')) &&
          (!params.has('member') || String(row.member) === params.get('member')) &&
          (!params.has('active') || String(row.active) === params.get('active')),
      );
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? DEFAULT_PAGE_SIZE);
      return jsonResponse(200, {
        items: items.slice((page - 1) * pageSize, page * pageSize),
        total: items.length,
        page,
        pageSize,
      });
    }
    if (path === '/api/structures/detail' && call.method === 'POST') {
      return jsonResponse(201, structureRecordOf({ ...(call.body as object), id: 99 }));
    }
    if (path === '/api/structures') return jsonResponse(200, []);
    return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderList(path = '/back/admin/structures', rows = ROWS) {
  const user = userOf('profile_admin');
  writeSession({ user, accessToken: 'token' });
  const api = mockFetch(fakeApi(rows));
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children: [
        {
          path: 'back/admin/structures',
          loader: route.clientLoader as unknown as LoaderFunction,
          Component: route.default,
        },
        { path: 'back/admin/structures/:id', Component: () => <p>Fiche de la structure</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return api;
}

const where = () => screen.getByTestId('where').textContent;
const table = () => screen.getByRole('table', { name: 'Structures' });
/** The query of the last list request. */
const lastQuery = (calls: ApiCall[]) =>
  Object.fromEntries(
    calls
      .filter((call) => call.url.pathname === '/api/structures/detail' && call.method === 'GET')
      .at(-1)!.url.searchParams,
  );
const search = () => userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));

describe('Structures administration: list', () => {
  it('shows each structure’s columns, with a link to its record', async () => {
    const { calls } = renderList();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Administration des structures',
      }),
    ).toBeVisible();
    expect(screen.getByText('2 structures')).toBeVisible();
    expect(lastQuery(calls)).toEqual({ page: '1', pageSize: String(DEFAULT_PAGE_SIZE) });

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Nom',
      'Type',
      'SIRET',
      'Ville',
      'Structure parente',
      'Adhérente au programme',
      'Valideurs RH et membres',
      'État',
    ]);
    const [, first, second] = within(table()).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Employeur',
      '73282932000074',
      '81000 Albi',
      '',
      'Non',
      '1 valideur RH2 membres',
      'Active',
    ]);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Prestataire',
      '',
      'Nantes',
      'Maison de l’emploi',
      'Oui',
      '0 valideur RH1 membre',
      'Désactivée',
    ]);

    const link = within(first!).getByRole('link', {
      name: 'Ouvrir la fiche de Maison de l’emploi',
    });
    expect(link).toHaveAttribute('href', '/back/admin/structures/12');
    expect(link).toHaveTextContent('Maison de l’emploi');
    await userEvent.click(within(second!).getByRole('link', { name: /Organisme Formavenir/ }));
    expect(await screen.findByText('Fiche de la structure')).toBeVisible();
    expect(where()).toBe('/back/admin/structures/13');
  });

  it('starts the filters from the URL and sends them to the API, a bad value dropped', async () => {
    const { calls } = renderList('/back/admin/structures?type=provider&member=true&active=maybe');
    await screen.findByRole('table', { name: 'Structures' });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('provider');
    expect(screen.getByRole('combobox', { name: 'Adhésion' })).toHaveValue('true');
    expect(screen.getByRole('combobox', { name: 'État' })).toHaveValue('');
    expect(lastQuery(calls)).toEqual({
      type: 'provider',
      member: 'true',
      page: '1',
      pageSize: String(DEFAULT_PAGE_SIZE),
    });
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(within(table()).getByRole('link', { name: /Organisme Formavenir/ })).toBeVisible();
  });

  it('puts the chosen filters in the URL and the API query, and resets them', async () => {
    const { calls } = renderList('/back/admin/structures?page=2');
    const searchbox = await screen.findByRole('searchbox', { name: 'Rechercher' });
    expect(searchbox).toHaveAttribute('placeholder', 'Nom, SIRET ou ville');
    expect(
      Array.from(
        (screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).options,
        (option) => [option.value, option.textContent],
      ),
    ).toEqual([
      ['', 'Tous les types'],
      ['employer', 'Employeur'],
      ['provider', 'Prestataire'],
      ['programme', 'Programme'],
    ]);
    expect(
      Array.from(
        (screen.getByRole('combobox', { name: 'Adhésion' }) as HTMLSelectElement).options,
        (option) => [option.value, option.textContent],
      ),
    ).toEqual([
      ['', 'Toutes'],
      ['true', 'Adhérentes'],
      ['false', 'Non adhérentes'],
    ]);
    expect(
      Array.from(
        (screen.getByRole('combobox', { name: 'État' }) as HTMLSelectElement).options,
        (option) => [option.value, option.textContent],
      ),
    ).toEqual([
      ['', 'Toutes'],
      ['true', 'Actives'],
      ['false', 'Désactivées'],
    ]);

    await userEvent.type(searchbox, ' albi ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'employer');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Adhésion' }), 'false');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'true');
    await search();
    // A new search starts at page 1.
    await waitFor(() =>
      expect(where()).toBe('/back/admin/structures?q=albi&type=employer&member=false&active=true'),
    );
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        q: 'albi',
        type: 'employer',
        member: 'false',
        active: 'true',
        page: '1',
        pageSize: String(DEFAULT_PAGE_SIZE),
      }),
    );
    await waitFor(() => expect(screen.getByText('1 structure')).toBeVisible());
    expect(within(table()).getByRole('link', { name: /Maison de l’emploi/ })).toBeVisible();
    expect(within(table()).queryByRole('link', { name: /Organisme Formavenir/ })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Réinitialiser' }));
    await waitFor(() => expect(where()).toBe('/back/admin/structures'));
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    await waitFor(() => expect(screen.getByText('2 structures')).toBeVisible());
  });

  it('says when there is no structure yet, and when none matches the filters', async () => {
    renderList('/back/admin/structures', []);
    expect(await screen.findByText('Aucune donnée')).toBeVisible();
    expect(screen.getByText('0 structure')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Ouvrir la fiche/ })).toBeNull();
  });

  it('tells an empty selection from an empty list', async () => {
    renderList('/back/admin/structures?q=introuvable');
    expect(await screen.findByText('Aucune donnée correspondante')).toBeVisible();
    expect(screen.queryByText('Aucune donnée')).toBeNull();
  });

  it('pages the list through the URL', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      structureRowOf({ id: 100 + index, name: `Structure ${String(index + 1).padStart(2, '0')}` }),
    );
    const { calls } = renderList('/back/admin/structures?pageSize=10', many);
    expect(await screen.findByText('12 structures')).toBeVisible();
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('link', { name: 'Suivant' }));
    await waitFor(() => expect(where()).toBe('/back/admin/structures?page=2&pageSize=10'));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(lastQuery(calls)).toEqual({ page: '2', pageSize: '10' });
  });

  it('drops a filter it does not understand, says so, and keeps the others', async () => {
    const { calls } = renderList('/back/admin/structures?type=nope&q=Lyon');
    expect(
      await screen.findByText(
        "Le paramètre « type=nope » (valeur non autorisée) de l'adresse n'est pas valable : il a été retiré.",
      ),
    ).toBeVisible();
    expect(lastQuery(calls)).toEqual({ q: 'Lyon', page: '1', pageSize: '20' });
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('Lyon');
    expect(screen.getByRole('link', { name: 'Créer une structure' })).toHaveAttribute(
      'href',
      '/back/admin/structures?q=Lyon&new=1',
    );
  });

  it('shows the French load error when the list cannot be read', async () => {
    const user = userOf('profile_admin');
    writeSession({ user, accessToken: 'token' });
    mockFetch(() => new Response(null, { status: 500 }));
    const Stub = createRoutesStub([
      {
        path: '/back/admin/structures',
        loader: route.clientLoader as unknown as LoaderFunction,
        HydrateFallback: () => null,
        Component: route.default,
      },
    ]);
    render(<Stub initialEntries={['/back/admin/structures']} />);
    expect(await screen.findByText("La liste n'a pas pu être chargée.")).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('creates a structure in a dialog addressed by the URL, then opens its record', async () => {
    const { calls } = renderList();
    await userEvent.click(await screen.findByRole('link', { name: 'Créer une structure' }));
    await waitFor(() => expect(where()).toBe('/back/admin/structures?new=1'));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une structure' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Foyer des jeunes');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /SIRET/ }),
      '732 829 320 00074',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Type/ }),
      'provider',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(where()).toBe('/back/admin/structures/99'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/structures/detail');
    expect(post?.body).toMatchObject({
      name: 'Foyer des jeunes',
      type: 'provider',
      siret: '73282932000074',
      member: false,
      parentId: null,
    });
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual(['Structure créée']);
  });

  it('closes the creation dialog back to the filtered list', async () => {
    renderList('/back/admin/structures?type=employer&new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Créer une structure' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(where()).toBe('/back/admin/structures?type=employer'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
