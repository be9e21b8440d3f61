import { axesResource } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { apiClientAnswering, jsonResponse } from '../../test/fixtures';

import { loadResourceList } from './list-data';

const client = apiClientAnswering;

const page = { items: [{ id: 1, number: 1, name: 'Numérique' }], total: 1, page: 1, pageSize: 20 };
const request = (search: string) => new Request(`http://localhost/back/admin/axis${search}`);

describe('loadResourceList', () => {
  it('asks the API for the URL query and returns the page', async () => {
    const { api, fetch } = client(() => jsonResponse(200, page));
    const data = await loadResourceList(api, axesResource, request('?q=num&sort=-name&new=1'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/axes?q=num&sort=-name');
    expect(data).toEqual({
      query: {
        q: 'num',
        sort: { field: 'name', direction: 'desc' },
        page: 1,
        pageSize: 20,
        filters: {},
      },
      notice: null,
      page,
      error: null,
      edit: null,
    });
  });

  it('keeps the API message: error, else detail, else the default', async () => {
    const cases = [
      [{ error: 'Accès refusé', detail: 'x' }, 'Accès refusé'],
      [{ detail: 'Base indisponible' }, 'Base indisponible'],
      [{}, "La liste n'a pas pu être chargée."],
    ] as const;
    for (const [body, message] of cases) {
      const { api } = client(() => jsonResponse(503, body));
      const data = await loadResourceList(api, axesResource, request(''));
      expect(data.page).toBeNull();
      expect(data.error).toBe(message);
    }
  });

  it('loads the row of ?edit=<id> beside the list', async () => {
    const { api, fetch } = client((url) =>
      url === '/api/axes/4'
        ? jsonResponse(200, { id: 4, number: 4, name: 'Accueil' })
        : jsonResponse(200, page),
    );
    const data = await loadResourceList(api, axesResource, request('?edit=4'));
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(['/api/axes', '/api/axes/4']);
    expect(data.edit).toEqual({
      id: '4',
      item: { id: 4, number: 4, name: 'Accueil' },
      error: null,
    });
  });

  it('says when the row to edit does not exist, without asking for a bad id', async () => {
    const { api, fetch } = client((url) =>
      url === '/api/axes/9'
        ? jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' })
        : jsonResponse(200, page),
    );
    expect((await loadResourceList(api, axesResource, request('?edit=9'))).edit).toEqual({
      id: '9',
      item: null,
      error: 'Élément introuvable.',
    });
    fetch.mockClear();
    expect((await loadResourceList(api, axesResource, request('?edit=abc'))).edit?.error).toBe(
      'Élément introuvable.',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops an invalid parameter and reports it', async () => {
    const { api, fetch } = client(() => jsonResponse(200, page));
    const data = await loadResourceList(api, axesResource, request('?sort=color&q=x'));
    expect(fetch.mock.calls[0]![0]).toBe('/api/axes?q=x');
    expect(data.notice).toBe(
      "Le paramètre « sort=color » (tri non autorisé : color) de l'adresse n'est pas valable : il a été retiré.",
    );
  });
});
