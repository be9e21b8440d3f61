import { axesResource, type ResourceItem } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, useLocation, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { toastStore } from '~/lib/toast';

import { fakeResourceApi, mockFetch, samplesResource } from '../../test/admin-kit-fixtures';
import { jsonResponse, userOf } from '../../test/fixtures';

import { resourceRoute } from './resource-route';

function axis(id: number, name: string, color: string | null = null): ResourceItem {
  return { id, number: id, name, description: null, color };
}

const AXES = () => [axis(1, 'Numérique', '#1a2b3c'), axis(2, 'Accueil'), axis(3, 'Orientation')];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(
  options: {
    path?: string;
    rows?: ResourceItem[];
    profile?: 'profile_admin' | 'profile_manager';
    resource?: typeof axesResource;
    inUse?: Set<number>;
    answer?: Parameters<typeof mockFetch>[0];
  } = {},
) {
  const resource = options.resource ?? axesResource;
  const route = resourceRoute(resource);
  const api = mockFetch(
    options.answer ?? fakeResourceApi(resource, options.rows ?? AXES(), options.inUse),
  );
  const user = userOf(options.profile ?? 'profile_admin');
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
          path: 'back/admin/axis',
          loader: route.clientLoader as unknown as LoaderFunction,
          Component: route.Component,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[options.path ?? '/back/admin/axis']} />);
  return api;
}

const where = () => screen.getByTestId('where').textContent;
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const toasts = () => toastStore.getSnapshot().map((t) => [t.kind, t.message]);

// Several routes load one after the other; give a busy test machine some slack.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => toastStore.reset());

describe('resource page: list', () => {
  it('shows the rows under one heading, the colour as a swatch with its code', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Axes' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('table', { name: 'Axes' })).toBeInTheDocument();
    expect(names()).toEqual(['Numérique', 'Accueil', 'Orientation']);
    expect(screen.getByRole('status')).toHaveTextContent('3 éléments');
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('#1a2b3c').tagName).toBe('CODE');
    expect(
      resourceRoute(axesResource).meta({ location: { pathname: '/back/admin/axis' } } as never),
    ).toEqual([{ title: 'Axes – Passerelle' }]);
  });

  it('sorts from the column headers, which say their order', async () => {
    const { calls } = renderPage();
    await screen.findByRole('table');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Numéro')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Nom')).not.toHaveAttribute('aria-sort');
    expect(within(header('Couleur')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Numéro' }));
    await waitFor(() => expect(where()).toBe('/back/admin/axis?sort=-number'));
    await waitFor(() => expect(header('Numéro')).toHaveAttribute('aria-sort', 'descending'));
    expect(names()).toEqual(['Orientation', 'Accueil', 'Numérique']);
    expect(calls.at(-1)!.url.search).toBe('?sort=-number');

    await userEvent.click(screen.getByRole('button', { name: 'Nom' }));
    await waitFor(() => expect(names()).toEqual(['Accueil', 'Numérique', 'Orientation']));
    expect(where()).toBe('/back/admin/axis?sort=name');
    expect(header('Nom')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Numéro')).not.toHaveAttribute('aria-sort');
  });

  it('searches as you type, keeping the search in the URL', async () => {
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Rechercher' });
    expect(search).toHaveAttribute('placeholder', 'Rechercher...');
    await userEvent.type(search, 'accu');
    await waitFor(() => expect(where()).toBe('/back/admin/axis?q=accu'));
    await waitFor(() => expect(names()).toEqual(['Accueil']));
    expect(screen.getByRole('status')).toHaveTextContent('1 élément');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz{Enter}');
    expect(await screen.findByText('Aucune donnée correspondante')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Aucune donnée' when there is nothing at all", async () => {
    renderPage({ rows: [] });
    expect(await screen.findByText('Aucune donnée')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
  });

  it('pages through the rows', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => axis(i + 1, `Axe ${i + 1}`));
    renderPage({ rows });
    expect(await screen.findByText('Page 1 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('25 éléments');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('link', { name: 'Précédent' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Suivant' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(where()).toBe('/back/admin/axis?page=2');
    expect(names()).toHaveLength(5);
    expect(within(nav).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/back/admin/axis',
    );
    expect(within(nav).getByText('Suivant').closest('[aria-disabled]')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Éléments par page' }),
      '50',
    );
    await waitFor(() => expect(where()).toBe('/back/admin/axis?pageSize=50'));
    expect(await screen.findByText('Page 1 sur 1')).toBeInTheDocument();
  });

  it("shows the API's message when the list cannot be loaded", async () => {
    renderPage({ answer: () => jsonResponse(503, { detail: 'Service indisponible' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible');
    expect(screen.queryByText('Aucune donnée')).not.toBeInTheDocument();
  });

  it('shows a loading state while the rows of a new query arrive', async () => {
    let release: () => void = () => {};
    const fake = fakeResourceApi(axesResource, AXES());
    renderPage({
      answer: (call) =>
        call.url.search.includes('sort')
          ? new Promise((resolve) => (release = () => resolve(fake(call))))
          : fake(call),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nom' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Chargement…'));
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 éléments'));
  });

  it('explains a URL parameter it had to ignore', async () => {
    renderPage({ path: '/back/admin/axis?sort=color' });
    expect(
      await screen.findByText(
        "Le paramètre « sort=color » (tri non autorisé : color) de l'adresse n'est pas valable : il a été retiré.",
      ),
    ).toBeInTheDocument();
    expect(names()).toEqual(['Numérique', 'Accueil', 'Orientation']);
  });
});

describe('resource page: filters', () => {
  it('filters by a yes/no field, a choice and a typed text', async () => {
    const rows = [
      { id: 1, name: 'A', level: 'low', enabled: true, city: 'Lyon' },
      { id: 2, name: 'B', level: 'high', enabled: false, city: 'Lyon' },
      { id: 3, name: 'C', level: 'high', enabled: true, city: 'Paris' },
    ];
    renderPage({ resource: samplesResource, rows });
    const enabled = await screen.findByRole('combobox', { name: 'Actif' });
    expect(
      within(enabled)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tous', 'Oui', 'Non']);
    await userEvent.selectOptions(enabled, 'true');
    await waitFor(() => expect(where()).toBe('/back/admin/axis?enabled=true'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Niveau' }), 'high');
    await waitFor(() => expect(where()).toBe('/back/admin/axis?level=high&enabled=true'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ville' }), 'Lyon');
    await waitFor(() => expect(where()).toBe('/back/admin/axis?level=high&city=Lyon&enabled=true'));
    expect(await screen.findByText('Aucune donnée correspondante')).toBeInTheDocument();
  });
});

describe('resource page: changes', () => {
  it('deletes a row after confirmation', async () => {
    const { calls } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer « Accueil »' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer « Accueil » ?' });
    expect(dialog).toHaveAccessibleDescription('Cette suppression est définitive.');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(names()).toEqual(['Numérique', 'Orientation']));
    expect(calls.find((c) => c.method === 'DELETE')!.url.pathname).toBe('/api/axes/2');
    expect(toasts()).toEqual([['success', 'Suppression effectuée.']]);
  });

  it("cancelling deletes nothing; a refusal shows the server's message", async () => {
    const { calls } = renderPage({ inUse: new Set([1]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer « Numérique »' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer « Numérique »' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', 'Suppression impossible : cet élément est utilisé par 2 actions de formation.'],
      ]),
    );
    expect(names()).toContain('Numérique');
  });

  it('creates in a dialog addressed by the URL', async () => {
    renderPage({ path: '/back/admin/axis?sort=name' });
    await userEvent.click(await screen.findByRole('link', { name: 'Créer un axe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un axe' });
    expect(where()).toBe('/back/admin/axis?sort=name&new=1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Numéro' }), '9');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Emploi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/back/admin/axis?sort=name');
    await waitFor(() => expect(names()).toContain('Emploi'));
    expect(toasts()).toEqual([['success', 'Modifications enregistrées.']]);
  });

  it('opens the edit dialog from the URL, and asks before dropping changes', async () => {
    renderPage({ path: '/back/admin/axis?edit=2' });
    const dialog = await screen.findByRole('dialog', { name: 'Modifier « Accueil »' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveValue('Accueil');
    await userEvent.type(name, ' des publics');
    await userEvent.keyboard('{Escape}');
    const confirm = screen.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rester sur la page' }));
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Nom' })).toHaveValue(
      'Accueil des publics',
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuer sans enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/back/admin/axis');
    expect(names()).toContain('Accueil');
  });

  it('edits from the row link', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Modifier « Orientation »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier « Orientation »' });
    expect(where()).toBe('/back/admin/axis?edit=3');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Nom' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Insertion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(names()).toEqual(['Numérique', 'Accueil', 'Insertion']));
  });

  it('says when the row to edit does not exist', async () => {
    renderPage({ path: '/back/admin/axis?edit=99' });
    const dialog = await screen.findByRole('dialog', { name: 'Axe' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Élément introuvable.');
  });

  it('offers no change to a profile without the write permission', async () => {
    renderPage({ profile: 'profile_manager', path: '/back/admin/axis?new=1' });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Créer un axe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
