import { REPORT_STATUS_OPTIONS, SESSION_STATUS_OPTIONS } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { createLoadContext } from '~/lib/load-context';
import AdminReferencesPage, { loader } from '~/routes/admin-references';
import { jsonResponse } from '../../test/fixtures';

async function load(answer: (path: string) => Response) {
  const apiFetch = vi.fn(async (path: string) => answer(path));
  const loaded = await loader({
    request: new Request('http://localhost/back/admin/references'),
    context: createLoadContext({ apiFetch, cspNonce: 'n' }),
    params: {},
  } as unknown as Parameters<typeof loader>[0]);
  return { loaded, paths: apiFetch.mock.calls.map(([path]) => path) };
}

function renderPage(data: Awaited<ReturnType<typeof loader>>) {
  const Stub = createRoutesStub([
    { path: '/back/admin/references', Component: AdminReferencesPage, loader: () => data },
  ]);
  render(<Stub initialEntries={['/back/admin/references']} />);
}

describe('/back/admin/references', () => {
  it('reads every status list from its *_statuses endpoint', async () => {
    const { paths } = await load(() => jsonResponse(200, []));
    expect(paths).toEqual([
      '/api/session_statuses',
      '/api/registration_statuses',
      '/api/report_statuses',
      '/api/survey_statuses',
      '/api/survey_fill_statuses',
    ]);
  });

  it('shows each enumeration with its labels and meanings, and says which could not be read', async () => {
    const { loaded } = await load((path) =>
      path === '/api/session_statuses'
        ? jsonResponse(200, SESSION_STATUS_OPTIONS)
        : path === '/api/report_statuses'
          ? jsonResponse(200, REPORT_STATUS_OPTIONS)
          : jsonResponse(403, { error: "Vous n'avez pas les droits nécessaires." }),
    );
    renderPage(loaded);

    expect(await screen.findByRole('heading', { level: 1, name: 'Référentiels' })).toBeVisible();
    const sessions = screen.getByRole('table', { name: 'Statuts de session' });
    const reported = within(sessions).getByRole('rowheader', { name: 'Reportée' }).closest('tr')!;
    expect(within(reported).getByText('REPORTED')).toBeVisible();
    expect(within(reported).getByText(/sera reprogrammée à de nouvelles dates/)).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Statuts de bilan' })).getAllByRole('row'),
    ).toHaveLength(4);

    const registrations = screen.getByRole('region', { name: "Statuts d'inscription" });
    expect(within(registrations).getByText(/n'a pas pu être lue/)).toBeVisible();
    // The lists fixed by the platform need no call.
    expect(
      within(screen.getByRole('table', { name: 'Profils' })).getByRole('rowheader', {
        name: 'Valideur RH',
      }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Disponibilité des places' })).toBeVisible();
  });
});
