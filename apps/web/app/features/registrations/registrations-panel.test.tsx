import {
  actionRegistrationsQuerySchema,
  type RegistrationListItem,
  type RegistrationPage,
} from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLoaderData, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RegistrationsPanel, registrationsSearch } from './registrations-panel';

configure({ asyncUtilTimeout: 4000 });

const SESSIONS = [
  { id: 41, code: 'ECO-1' },
  { id: 42, code: 'ECO-2' },
];

function registration(extra: Partial<RegistrationListItem> & { id: number }): RegistrationListItem {
  return {
    effectiveHours: null,
    excusedAbsence: false,
    action: { id: 7, name: 'Écoute active' },
    previousStatus: null,
    events: [],
    structureRequests: null,
    noHrValidator: false,
    beneficiary: {
      id: extra.id + 100,
      civility: 'MRS',
      givenName: 'Claire',
      familyName: 'Martin',
      email: 'claire.martin@example.fr',
    },
    structure: { id: 5, name: 'Mission Locale Albi' },
    session: {
      id: 41,
      code: 'ECO-1',
      status: 'PROGRAMMED',
      startDate: '2030-03-10T08:00:00.000Z',
      endDate: '2030-03-10T16:00:00.000Z',
    },
    status: 'REGISTERED',
    waitingList: false,
    askedAt: '2030-02-01T09:15:00.000Z',
    ...extra,
  };
}

const ROWS: RegistrationListItem[] = [
  registration({ id: 1 }),
  registration({
    id: 2,
    status: 'REQUESTED',
    waitingList: true,
    structure: null,
    beneficiary: {
      id: 202,
      civility: null,
      givenName: 'Paul',
      familyName: 'Durand',
      email: '',
    },
  }),
  registration({
    id: 3,
    status: 'REFUSED_HR',
    session: {
      id: 42,
      code: 'ECO-2',
      status: 'PROGRAMMED',
      startDate: '2030-04-10T08:00:00.000Z',
      endDate: '2030-04-10T16:00:00.000Z',
    },
  }),
];

/**
 * The panel in a route whose loader filters the rows as the API does, from the URL: the panel's
 * GET form and links drive it.
 */
function renderTab(url: string, rows = ROWS) {
  const loaderUrls: string[] = [];
  function Tab() {
    const data = useLoaderData() as {
      page: RegistrationPage;
      filters: ReturnType<typeof actionRegistrationsQuerySchema.parse>;
    };
    const { pathname } = useLocation();
    const navigate = useNavigate();
    return (
      <RegistrationsPanel
        sessions={SESSIONS}
        filters={data.filters}
        page={data.page}
        pathname={pathname}
        onChanged={() => undefined}
        onPageSize={(pageSize) =>
          void navigate(`${pathname}${registrationsSearch({ ...data.filters, pageSize })}`)
        }
      />
    );
  }
  const Stub = createRoutesStub([
    {
      path: '/back/programming/:id/registrations',
      Component: Tab,
      HydrateFallback: () => null,
      loader: ({ request }) => {
        loaderUrls.push(request.url);
        const params = Object.fromEntries(new URL(request.url).searchParams);
        const filters = actionRegistrationsQuerySchema.parse(params);
        const matching = rows.filter(
          (row) =>
            (filters.sessionId === undefined || row.session.id === filters.sessionId) &&
            (filters.status === undefined || row.status === filters.status),
        );
        const start = (filters.page - 1) * filters.pageSize;
        return {
          filters,
          page: {
            items: matching.slice(start, start + filters.pageSize),
            total: matching.length,
            page: filters.page,
            pageSize: filters.pageSize,
          },
        };
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return loaderUrls;
}

const table = () => screen.getByRole('table', { name: "Inscriptions aux sessions de l'action" });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('RegistrationsPanel', () => {
  it('shows each registration with its beneficiary, structure, session, status and date', async () => {
    renderTab('/back/programming/7/registrations');
    await screen.findByRole('table');
    expect(screen.getByRole('status')).toHaveTextContent('3 éléments');
    const [first, second, third] = bodyRows();
    expect(first).toHaveTextContent('Mme Claire Martin');
    expect(first).toHaveTextContent('Mission Locale Albi');
    expect(first).toHaveTextContent('ECO-1');
    expect(first).toHaveTextContent('Inscrit');
    expect(first).toHaveTextContent('01/02/2030 10:15');
    expect(second).toHaveTextContent('Paul Durand');
    expect(second).toHaveTextContent('Aucune structure');
    expect(second).toHaveTextContent("Demande d'inscription");
    expect(second).toHaveTextContent("En liste d'attente");
    expect(third).toHaveTextContent('Refusé par le valideur RH');
    expect(third).not.toHaveTextContent("En liste d'attente");
  });

  it('filters by session and status through the URL, and resets', async () => {
    const loaderUrls = renderTab('/back/programming/7/registrations');
    const search = await screen.findByRole('search', { name: 'Filtrer les inscriptions' });
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: 'Session' }), '41');
    await userEvent.selectOptions(
      within(search).getByRole('combobox', { name: 'Statut' }),
      'REQUESTED',
    );
    await userEvent.click(within(search).getByRole('button', { name: 'Filtrer' }));

    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Paul Durand');
    const last = new URL(loaderUrls.at(-1)!);
    expect(last.searchParams.get('sessionId')).toBe('41');
    expect(last.searchParams.get('status')).toBe('REQUESTED');

    // The chosen filters stay shown; "Réinitialiser les filtres" brings every row back.
    const shown = screen.getByRole('search', { name: 'Filtrer les inscriptions' });
    expect(within(shown).getByRole('combobox', { name: 'Session' })).toHaveValue('41');
    expect(within(shown).getByRole('combobox', { name: 'Statut' })).toHaveValue('REQUESTED');
    await userEvent.click(screen.getByRole('link', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(new URL(loaderUrls.at(-1)!).search).toBe('');
    const filters = screen.getByRole('search', { name: 'Filtrer les inscriptions' });
    expect(within(filters).getByRole('combobox', { name: 'Session' })).toHaveValue('');
    expect(within(filters).getByRole('combobox', { name: 'Statut' })).toHaveValue('');
  });

  it('says when the filters match nothing', async () => {
    renderTab('/back/programming/7/registrations?sessionId=42&status=PRESENT');
    expect(await screen.findByText('Aucune donnée correspondante')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('0 élément');
  });

  it('says when the action has no registration at all', async () => {
    renderTab('/back/programming/7/registrations', []);
    expect(
      await screen.findByText('Aucune inscription aux sessions de cette action.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Réinitialiser les filtres' })).toBeNull();
  });

  it('pages the list and keeps the filters in the page links', async () => {
    const many = Array.from({ length: 12 }, (_, index) => registration({ id: index + 1 }));
    renderTab('/back/programming/7/registrations?status=REGISTERED&pageSize=10', many);
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Suivant' });
    expect(next).toHaveAttribute(
      'href',
      '/back/programming/7/registrations?status=REGISTERED&page=2&pageSize=10',
    );
    await userEvent.click(next);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });
});
