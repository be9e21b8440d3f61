import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '~/lib/api-client';

import { jsonResponse } from '../../../test/fixtures';

import { loadBeneficiaryList } from './beneficiary-page';

function client() {
  const fetch = vi.fn(async (_url: string) =>
    jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 }),
  );
  const api = createApiClient({
    fetch,
    getAccessToken: () => null,
    clearSession: () => {},
    getCurrentPath: () => '/beneficiary/favorites',
    redirectToLogin: () => {},
  });
  return { api, fetch };
}

const request = (search: string) => new Request(`http://localhost/beneficiary/passed${search}`);

describe('loadBeneficiaryList', () => {
  it('asks the API for the page of the URL', async () => {
    const { api, fetch } = client();
    const page = await loadBeneficiaryList(api, request('?page=3'), '/api/session_views/passed');
    expect(fetch.mock.calls[0]![0]).toBe('/api/session_views/passed?page=3');
    expect(page).toMatchObject({ total: 0, notice: null });
  });

  it('drops a page it cannot read, says so, and shows the first page', async () => {
    const { api, fetch } = client();
    const page = await loadBeneficiaryList(api, request('?page=deux'), '/api/session_views/passed');
    expect(fetch.mock.calls[0]![0]).toBe('/api/session_views/passed');
    expect(page.notice).toBe(
      "Le paramètre « page=deux » (doit être un nombre entier) de l'adresse n'est pas valable : il a été retiré.",
    );
  });
});
