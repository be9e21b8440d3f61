import { BENEFICIARY_API } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { apiClientAnswering, jsonResponse } from '../../../test/fixtures';

import { loadBeneficiaryList } from './beneficiary-page';

const client = () =>
  apiClientAnswering(() => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 }));

const request = (search: string) => new Request(`http://localhost/beneficiary/passed${search}`);

describe('loadBeneficiaryList', () => {
  it('asks the API for the page of the URL', async () => {
    const { api, fetch } = client();
    const page = await loadBeneficiaryList(api, request('?page=3'), BENEFICIARY_API.passed);
    expect(fetch.mock.calls[0]![0]).toBe('/api/session_views/passed?page=3');
    expect(page).toMatchObject({ total: 0, notice: null });
  });

  it('drops a page it cannot read, says so, and shows the first page', async () => {
    const { api, fetch } = client();
    const page = await loadBeneficiaryList(api, request('?page=deux'), BENEFICIARY_API.passed);
    expect(fetch.mock.calls[0]![0]).toBe('/api/session_views/passed');
    expect(page.notice).toBe(
      "Le paramètre « page=deux » (doit être un nombre entier) de l'adresse n'est pas valable : il a été retiré.",
    );
  });
});
