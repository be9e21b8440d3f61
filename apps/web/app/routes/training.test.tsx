import type { CataloguePage } from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { readCatalogueList } from '~/features/catalogue/catalogue-data';
import { catalogueSession } from '~/features/catalogue/test-fixtures';
import { createLoadContext } from '~/lib/load-context';
import TrainingPage, { loader } from '~/routes/training';

import { jsonResponse } from '../../test/fixtures';

const OPTIONS = {
  axes: [{ id: 2, number: 2, name: 'Accompagner', description: '', color: '#005f73' }],
  types: [{ id: 4, name: 'Formation collective', acronym: 'FC', membersOnly: false }],
  cities: [{ id: 1, code: '31555', value: 'Toulouse' }],
};

function renderAt(url: string, results: CataloguePage | null, error: string | null = null) {
  const Stub = createRoutesStub([
    {
      path: '/training',
      Component: TrainingPage,
      loader: ({ request }) => ({
        results,
        error,
        options: OPTIONS,
        list: readCatalogueList(new URL(request.url).searchParams),
      }),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('/training', () => {
  /** The loader at `search`, through the in-process API: its data and the paths it asked. */
  async function load(search: string) {
    const apiFetch = vi.fn(async (path: string) =>
      path.startsWith('/api/public/session_views')
        ? jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 })
        : jsonResponse(200, []),
    );
    const loaded = await loader({
      request: new Request(`http://localhost/training${search}`),
      context: createLoadContext({ apiFetch, cspNonce: 'n' }),
      params: {},
    } as unknown as Parameters<typeof loader>[0]);
    return { loaded, paths: apiFetch.mock.calls.map(([path]) => path) };
  }

  it('reads the search of the URL through the in-process API', async () => {
    const { loaded, paths } = await load('?q=evaluation&foo=1&cityId=');
    expect(paths).toContain('/api/public/session_views?q=evaluation');
    expect(loaded).toMatchObject({ results: { total: 0 }, error: null });
  });

  it('drops a criterion it does not understand, says so, and searches with the others', async () => {
    const { loaded, paths } = await load('?q=accueil&from=2030-02-01&to=2030-01-01&cityId=x');
    expect(paths).toContain('/api/public/session_views?q=accueil&from=2030-02-01');
    expect(loaded.list.notice).toMatch(/^Le paramètre « cityId=x » /);
    // The inverted range is the date field's business, not the page's (issue 23).
    expect(loaded.list.fieldErrors).toEqual({
      to: { value: '2030-01-01', message: 'La date de début doit précéder la date de fin' },
    });
  });

  it('keeps the query in the form and lists the sessions with their availability', async () => {
    renderAt('/training?q=evaluation&cityId=1&page=2', {
      items: [
        catalogueSession({ id: 1, availability: 'LAST_PLACES', seatsLeft: 2 }),
        catalogueSession({ id: 2, availability: 'FULL', seatsLeft: 0 }),
      ],
      total: 45,
      page: 2,
      pageSize: 20,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Catalogue des formations',
    );
    expect(screen.getByRole('searchbox', { name: 'Rechercher une formation' })).toHaveValue(
      'evaluation',
    );
    expect(screen.getByLabelText('Ville')).toHaveValue('1');
    expect(screen.getByText('Recherche avancée').closest('details')).toHaveAttribute('open');
    expect(screen.getByText('45 sessions trouvées')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Résultats' });
    expect(within(results).getByText('Dernières places')).toBeInTheDocument();
    expect(within(results).getByText('Complet')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages de résultats' });
    expect(within(pages).getByRole('link', { name: 'Page 2 sur 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/training?q=evaluation&cityId=1&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/training?q=evaluation&cityId=1',
    );
  });

  it('says when nothing matches, and shows an API refusal', async () => {
    renderAt('/training?q=zzz', { items: [], total: 0, page: 1, pageSize: 20 });
    expect(await screen.findByText('Aucune donnée correspondante')).toBeInTheDocument();
    expect(screen.getByText('Recherche avancée').closest('details')).not.toHaveAttribute('open');
  });

  it('says an inverted date range on its field, not in a notice over the page', async () => {
    renderAt('/training?from=2030-02-01&to=2030-01-01', {
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    const to = await screen.findByLabelText('Début jusqu’au');
    expect(to).toHaveValue('2030-01-01');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('La date de début doit précéder la date de fin');
    expect(screen.getByLabelText('Début à partir du')).toHaveValue('2030-02-01');
    expect(screen.queryByText(/a été retiré/)).toBeNull();
  });

  it('shows the French message of a refused search', async () => {
    renderAt('/training?q=x', null, 'Service indisponible');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible');
  });

  it('leaves the empty criteria out of the URL of a search', async () => {
    const urls: string[] = [];
    const Stub = createRoutesStub([
      {
        path: '/training',
        Component: TrainingPage,
        loader: ({ request }) => {
          urls.push(request.url);
          return {
            results: null,
            error: null,
            options: OPTIONS,
            list: readCatalogueList(new URL(request.url).searchParams),
          };
        },
      },
    ]);
    render(<Stub initialEntries={['/training']} />);
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Rechercher une formation' }),
      ' évaluation ',
    );
    await userEvent.selectOptions(screen.getByLabelText('Modalité'), 'REMOTE');
    await userEvent.click(screen.getAllByRole('button', { name: 'Rechercher' })[0]!);
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(new URL(urls[1]!).search).toBe('?q=%C3%A9valuation&modality=REMOTE');
  });
});
