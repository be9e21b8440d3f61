import {
  profileCode,
  registrationListQuerySchema,
  type Profile,
  type RegistrationListItem,
  type RegistrationHistoryEntry,
  type SessionUser,
} from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { RegistrationsPage } from './registrations-page';
import {
  registrationExportHref,
  registrationSearch,
  readRegistrationQuery,
} from './registrations-url';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

function userOf(profile: Profile): SessionUser {
  return {
    id: 1,
    username: profile,
    givenName: 'Test',
    familyName: profile,
    email: `${profile}@example.fr`,
    userProfileCode: profileCode(profile),
    profiles: [{ code: profileCode(profile), structureId: 5, structureName: 'Structure' }],
  } as unknown as SessionUser;
}

function item(extra: Partial<RegistrationListItem> & { id: number }): RegistrationListItem {
  return {
    status: 'REQUESTED',
    waitingList: false,
    askedAt: '2030-02-01T09:15:00.000Z',
    effectiveHours: null,
    excusedAbsence: false,
    beneficiary: {
      id: extra.id + 100,
      civility: 'MRS',
      givenName: 'Claire',
      familyName: `Martin${extra.id}`,
      email: 'claire@example.fr',
    },
    structure: { id: 5, name: 'Mission Locale Albi' },
    session: {
      id: 41,
      code: 'ECO-1',
      status: 'PROGRAMMED',
      startDate: '2030-03-10T08:00:00.000Z',
      endDate: '2030-03-10T16:00:00.000Z',
    },
    action: { id: 7, name: 'Écoute active' },
    previousStatus: null,
    events: [],
    structureRequests: { count: 3, notice: true },
    noHrValidator: false,
    ...extra,
  };
}

function renderPage(
  profile: Profile,
  items: RegistrationListItem[],
  url = '/back/registrations',
  structure: { id: number; name: string } | null = null,
) {
  const onChanged = vi.fn();
  function Page() {
    const { search } = useLocation();
    const { query, notice } = readRegistrationQuery(new URLSearchParams(search));
    return (
      <>
        <RegistrationsPage
          user={userOf(profile)}
          query={query}
          notice={notice}
          structure={structure}
          page={{ items, total: items.length, page: 1, pageSize: 20 }}
          pathname="/back/registrations"
          onPageSize={() => undefined}
          onChanged={onChanged}
        />
        <span data-testid="search">{search}</span>
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: '/back/registrations', Component: Page, HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[url]} />);
  return onChanged;
}

function mockApi(response: (url: string) => Response) {
  return vi
    .spyOn(window, 'fetch')
    .mockImplementation(async (input) =>
      response(String(input instanceof Request ? input.url : input)),
    );
}

describe('registrations URL', () => {
  it('round-trips the filters and builds the export link of the same list', () => {
    const query = registrationListQuerySchema.parse({
      q: 'élan',
      status: 'REQUESTED',
      waitingList: 'true',
      sort: 'beneficiary',
      page: '2',
    });
    expect(registrationSearch(query)).toBe(
      '?q=%C3%A9lan&status=REQUESTED&waitingList=true&sort=beneficiary&page=2',
    );
    expect(registrationExportHref('xlsx', query)).toBe(
      '/api/registration_views/export?q=%C3%A9lan&status=REQUESTED&waitingList=true&sort=beneficiary&format=xlsx',
    );
    const dropped = readRegistrationQuery(new URLSearchParams('status=NOPE&q=dupont'));
    expect(dropped.query).toMatchObject({ q: 'dupont', page: 1 });
    expect(dropped.query.status).toBeUndefined();
    expect(dropped.notice).toContain('« status=NOPE » (valeur non autorisée)');
  });
});

describe('RegistrationsPage', () => {
  it('flags to staff a request whose structure has no HR validator', async () => {
    renderPage('manager', [item({ id: 1, noHrValidator: true }), item({ id: 2 })]);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Aucun valideur RH dans la structure');
    expect(rows[1]).not.toHaveTextContent('Aucun valideur RH');
  });

  it('shows one h1, the rows with status, notice and the viewer’s events only', async () => {
    renderPage('hr', [
      item({ id: 1, events: ['validate', 'refuseRequest'] }),
      item({ id: 2, status: 'REGISTERED', events: [] }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscriptions' })).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent("Demande d'inscription");
    expect(rows[0]).toHaveTextContent('Plus de 2 demandes de la même structure');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Valider — Mme Claire Martin1' }),
    ).toBeVisible();
    expect(within(rows[1]!).queryByRole('button', { name: /Valider/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      '/api/registration_views/export?format=csv',
    );
  });

  it('lets staff filter by the beneficiary’s structure, kept in the URL and the export', async () => {
    const fetch = mockApi((url) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      expect(pathname).toBe('/api/registration_views/structures');
      const q = searchParams.get('q') ?? '';
      return jsonResponse(
        200,
        [
          { id: 5, name: 'Mission Locale Albi', type: 'employer', member: false, active: true },
          { id: 9, name: 'Mission Locale Rodez', type: 'employer', member: true, active: true },
        ].filter((structure) => structure.name.toLowerCase().includes(q.toLowerCase())),
      );
    });
    renderPage('manager', [item({ id: 1 })]);
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'Structure du bénéficiaire' });
    // Nothing is asked before the field is used.
    expect(fetch).not.toHaveBeenCalled();
    await user.type(picker, 'rodez');
    await user.click(await screen.findByRole('option', { name: 'Mission Locale Rodez' }));
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('q=rodez');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(
        new URLSearchParams(screen.getByTestId('search').textContent!).get('structureId'),
      ).toBe('9'),
    );
  });

  it('starts from the URL’s structure and exports the same list', async () => {
    renderPage('admin', [item({ id: 1 })], '/back/registrations?structureId=5&status=REQUESTED', {
      id: 5,
      name: 'Mission Locale Albi',
    });
    expect(await screen.findByRole('combobox', { name: 'Structure du bénéficiaire' })).toHaveValue(
      'Mission Locale Albi',
    );
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      '/api/registration_views/export?status=REQUESTED&structureId=5&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Exporter en XLSX' })).toHaveAttribute(
      'href',
      '/api/registration_views/export?status=REQUESTED&structureId=5&format=xlsx',
    );
    expect(screen.getByRole('link', { name: 'Réinitialiser les filtres' })).toBeVisible();
  });

  it('offers no structure filter to a provider', async () => {
    renderPage('provider', [item({ id: 1 })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscriptions' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Structure du bénéficiaire' })).toBeNull();
    const form = screen.getByRole('search', { name: 'Filtres des inscriptions' });
    expect(form.querySelector('[name="structureId"]')).toBeNull();
  });

  it('validates the ticked rows in bulk and reports each refusal', async () => {
    const fetch = mockApi(() =>
      jsonResponse(200, {
        results: [
          { ok: true, id: 1, status: 'PRE_REGISTERED', waitingList: false },
          { ok: false, id: 3, code: 'REGISTRATION_CHANGED', error: 'Refus de test' },
        ],
      }),
    );
    const onChanged = renderPage('hr', [
      item({ id: 1, events: ['validate'] }),
      item({ id: 2, events: [] }),
      item({ id: 3, events: ['validate'] }),
    ]);
    const user = userEvent.setup();
    const bulk = await screen.findByRole('button', { name: 'Valider la sélection (0)' });
    expect(bulk).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: 'Sélectionner Mme Claire Martin2' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Mme Claire Martin1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Mme Claire Martin3' }));
    await user.click(screen.getByRole('button', { name: 'Valider la sélection (2)' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toContain('/api/registrations/bulk_validate');
    expect(JSON.parse(String(init?.body))).toEqual({ ids: [1, 3] });
    const toasts = toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);
    expect(toasts).toEqual([
      ['success', '1 inscription validée.'],
      ['error', 'Refus de test'],
    ]);
  });

  it('validates one registration in one click, as the HR validator’s page does', async () => {
    const fetch = mockApi(() =>
      jsonResponse(200, { id: 1, status: 'REGISTERED', waitingList: false, overbooked: false }),
    );
    const onChanged = renderPage('provider', [item({ id: 1, events: ['validate'] })]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Valider — Mme Claire Martin1' }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toContain('/api/registrations/1/validate');
    expect(init?.method).toBe('POST');
    const toasts = toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);
    expect(toasts).toEqual([['success', 'Inscription validée.']]);
  });

  it('forces a status only with a reason, after a confirmation that warns of overbooking', async () => {
    const fetch = mockApi(() =>
      jsonResponse(200, { id: 1, status: 'REGISTERED', waitingList: false, overbooked: true }),
    );
    const onChanged = renderPage('manager', [
      item({ id: 1, waitingList: true, events: ['force'] }),
    ]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Forcer un statut — Mme Claire Martin1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forcer un statut' });
    await user.selectOptions(within(dialog).getByLabelText(/Nouveau statut/), 'REGISTERED');
    expect(within(dialog).getByText(/la session sera en surréservation/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Forcer un statut' }));
    expect(await within(dialog).findByText('Le motif est obligatoire')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Motif/), 'Place ajoutée');
    await user.click(within(dialog).getByRole('button', { name: 'Forcer un statut' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      "Passer l'inscription de Mme Claire Martin1 de « Demande d'inscription » à « Inscrit » ?",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer le changement' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(String(url)).toContain('/api/registrations/1/force');
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'REGISTERED',
      waitingList: false,
      reason: 'Place ajoutée',
    });
  });

  it('tells the staff when a move onto the waiting list took a free seat instead', async () => {
    const fetch = mockApi(() =>
      jsonResponse(200, { id: 1, status: 'REGISTERED', waitingList: false, overbooked: false }),
    );
    renderPage('manager', [item({ id: 1, status: 'CANCELED', events: ['force'] })]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Forcer un statut — Mme Claire Martin1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forcer un statut' });
    await user.selectOptions(within(dialog).getByLabelText(/Nouveau statut/), 'PRE_REGISTERED');
    await user.click(within(dialog).getByRole('checkbox', { name: "En liste d'attente" }));
    await user.type(within(dialog).getByLabelText(/Motif/), 'Retour en liste');
    await user.click(within(dialog).getByRole('button', { name: 'Forcer un statut' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Confirmer le changement',
      }),
    );
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => [toast.kind, toast.message])).toEqual([
        ['success', 'Statut forcé.'],
        [
          'info',
          "Une place était libre : l'inscription n'est pas en liste d'attente, elle est au statut « Inscrit ».",
        ],
      ]),
    );
    expect(JSON.parse(String(fetch.mock.calls.at(-1)![1]?.body))).toMatchObject({
      status: 'PRE_REGISTERED',
      waitingList: true,
    });
  });

  it('opens the detail with its full history', async () => {
    mockApi(() =>
      jsonResponse(200, {
        registration: {
          id: 1,
          status: 'REGISTERED',
          waitingList: false,
          motivation: 'Pour progresser',
          askedAt: '2030-02-01T09:15:00.000Z',
          hrValidatedAt: null,
          providerValidatedAt: null,
          refusalReason: null,
          waitingPosition: null,
        },
        session: {
          id: 41,
          code: 'ECO-1',
          status: 'PROGRAMMED',
          startDate: '2030-03-10T08:00:00.000Z',
          endDate: '2030-03-10T16:00:00.000Z',
          registrationDeadline: null,
          seats: 10,
          seatsTaken: 1,
          waitingCount: 0,
        },
        action: {
          id: 7,
          name: 'Écoute active',
          providerId: 9,
          type: {
            id: 1,
            name: 'Formation',
            hrValidation: true,
            providerValidation: false,
            membersOnly: false,
            waitingSeatAmount: 2,
          },
        },
        beneficiary: {
          id: 101,
          civility: 'MRS',
          givenName: 'Claire',
          familyName: 'Martin1',
          email: 'c@example.fr',
        },
        structure: { id: 5, name: 'Mission Locale Albi', member: false },
        events: [],
        structureRequests: null,
        history: [
          {
            id: 1,
            createdAt: '2030-02-01T09:15:00.000Z',
            author: { id: 101, name: 'Claire Martin1' },
            impersonator: null,
            fromStatus: null,
            toStatus: 'REQUESTED',
            reason: "Demande d'inscription",
            viaMailLink: false,
          },
          {
            id: 2,
            createdAt: '2030-02-02T10:00:00.000Z',
            author: { id: 7, name: 'Marie Durand' },
            impersonator: null,
            fromStatus: 'REQUESTED',
            toStatus: 'PRE_REGISTERED',
            reason: '',
            // Validated from the link of the "à valider" mail (decision 077).
            viaMailLink: true,
          },
          {
            id: 3,
            createdAt: '2030-02-03T10:00:00.000Z',
            author: null,
            impersonator: null,
            fromStatus: 'PRE_REGISTERED',
            toStatus: 'REGISTERED',
            reason: '',
            viaMailLink: false,
          },
        ] satisfies RegistrationHistoryEntry[],
      }),
    );
    renderPage('manager', [item({ id: 1, status: 'REGISTERED' })]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: "Détail de l'inscription de Mme Claire Martin1" }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Détail de l'inscription" });
    const history = await within(dialog).findByRole('table', { name: 'Historique' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent("Claire Martin1—Demande d'inscription");
    expect(rows[1]).toHaveTextContent(
      "Marie Durand, par lien reçu par courrielDemande d'inscriptionPré-inscrit",
    );
    expect(rows[2]).toHaveTextContent('Le portailPré-inscritInscrit');
  });
});
