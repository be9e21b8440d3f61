import type { YearParameters, YearQuotas } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import AdminParametersPage from '~/routes/admin-parameters';
import { isEditLocked } from '~/lib/edit-lock';
import { toastStore } from '~/lib/toast';

import type { ParametersActionResult } from '~/features/parameters/parameters-actions';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const author = { id: 1, name: 'Claire Martin' };
const CURRENT: YearParameters = {
  id: 2,
  currentPublicYear: 2026,
  changedAt: '2026-01-05T09:30:00.000Z',
  changedBy: author,
};
const HISTORY: YearParameters[] = [
  CURRENT,
  { id: 1, currentPublicYear: 2025, changedAt: '2025-01-06T10:00:00.000Z', changedBy: null },
];
const quota = (id: number, year: number, max: number, maxType: number, changedAt: string) => ({
  id,
  year,
  maxActionAmount: max,
  maxActionTypeAmount: maxType,
  changedAt,
  changedBy: author,
});
const QUOTAS: YearQuotas = {
  years: [
    quota(3, 2026, 8, 4, '2026-02-01T08:00:00.000Z'),
    quota(1, 2025, 6, 3, '2025-01-06T10:00:00.000Z'),
  ],
  history: [
    quota(3, 2026, 8, 4, '2026-02-01T08:00:00.000Z'),
    quota(2, 2026, 6, 3, '2026-01-05T09:30:00.000Z'),
    quota(1, 2025, 6, 3, '2025-01-06T10:00:00.000Z'),
  ],
};

function renderPage(
  answer: (form: FormData) => ParametersActionResult = (form) => ({
    intent: form.get('intent') as 'setYear',
    ok: true,
  }),
) {
  const received: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: '/back/admin/parameters',
      Component: AdminParametersPage,
      loader: () => ({ current: CURRENT, history: HISTORY, quotas: QUOTAS }),
      action: async ({ request }) => {
        const form = await request.formData();
        received.push(Object.fromEntries([...form].map(([k, v]) => [k, String(v)])));
        return answer(form);
      },
    },
  ]);
  render(<Stub initialEntries={['/back/admin/parameters']} />);
  return { received, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('spinbutton', { name });

describe('parameters page', () => {
  it('shows the year in force, the quotas per year and both histories', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    expect(
      screen.getByText('Valeur en vigueur : 2026 (depuis le 05/01/2026 10:30).'),
    ).toBeVisible();
    expect(field('Année publique en cours')).toHaveValue(2026);

    const yearHistory = screen.getByRole('table', { name: 'Historique de l’année publique' });
    const yearRows = within(yearHistory).getAllByRole('row').slice(1);
    expect(yearRows.map((row) => row.textContent)).toEqual([
      '05/01/2026 10:302026 (en vigueur)Claire Martin',
      '06/01/2025 11:002025Non renseigné',
    ]);

    const inForce = screen.getByRole('table', { name: 'Quotas en vigueur par année' });
    expect(within(inForce).getAllByRole('row')).toHaveLength(3);
    const history = screen.getByRole('table', { name: 'Historique des quotas' });
    expect(within(history).getAllByRole('row')).toHaveLength(4);

    // The quota form opens on the current public year, with its quotas.
    expect(field('Année')).toHaveValue(2026);
    expect(
      field('Nombre maximal d’actions (types réservés aux structures adhérentes)'),
    ).toHaveValue(8);
    expect(field('Dont actions soumises à validation RH')).toHaveValue(4);
  });

  it('refuses a year out of range in the browser, with the French message, sending nothing', async () => {
    const { received, user } = renderPage();
    const year = await screen.findByRole('spinbutton', { name: 'Année publique en cours' });
    await user.clear(year);
    await user.type(year, '1999');
    expect(isEditLocked()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’année' }));
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription("L'année doit être comprise entre 2000 et 2100");
    expect(received).toEqual([]);
  });

  it('sends a valid year and says it is saved', async () => {
    const { received, user } = renderPage();
    const year = await screen.findByRole('spinbutton', { name: 'Année publique en cours' });
    await user.clear(year);
    await user.type(year, '2027');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’année' }));
    await waitFor(() =>
      expect(received).toEqual([{ intent: 'setYear', currentPublicYear: '2027' }]),
    );
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((item) => [item.kind, item.message])).toEqual([
        ['success', 'Modifications enregistrées.'],
      ]),
    );
  });

  it('refuses more HR-validated actions than actions, and blanks, sending nothing', async () => {
    const { received, user } = renderPage();
    const max = await screen.findByRole('spinbutton', {
      name: 'Nombre maximal d’actions (types réservés aux structures adhérentes)',
    });
    const maxType = field('Dont actions soumises à validation RH');
    await user.clear(max);
    await user.type(max, '2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les quotas' }));
    expect(maxType).toHaveAccessibleDescription(
      "Ne peut pas dépasser le nombre maximal d'actions (2) : il s'agit d'un quota parmi elles",
    );
    await user.clear(max);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les quotas' }));
    expect(max).toHaveAccessibleDescription('Champ obligatoire');
    expect(received).toEqual([]);
  });

  it('loads a year from the table, sends its new quotas and shows the API’s field errors', async () => {
    const { received, user } = renderPage(() => ({
      intent: 'setQuotas',
      ok: false,
      error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      fieldErrors: { maxActionAmount: ['Doit être inférieur ou égal à 1000'] },
    }));
    await user.click(await screen.findByRole('button', { name: 'Modifier les quotas de 2025' }));
    expect(field('Année')).toHaveFocus();
    expect(field('Année')).toHaveValue(2025);
    const max = field('Nombre maximal d’actions (types réservés aux structures adhérentes)');
    expect(max).toHaveValue(6);
    await user.clear(max);
    await user.type(max, '7');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les quotas' }));
    await waitFor(() =>
      expect(received).toEqual([
        { intent: 'setQuotas', year: '2025', maxActionAmount: '7', maxActionTypeAmount: '3' },
      ]),
    );
    await waitFor(() =>
      expect(max).toHaveAccessibleDescription('Doit être inférieur ou égal à 1000'),
    );
    expect(toastStore.getSnapshot()).toMatchObject([
      {
        kind: 'error',
        title: "Les modifications n'ont pas pu être enregistrées.",
        message: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      },
    ]);
  });

  it('fills in the quotas of a known year typed in, and keeps the others', async () => {
    const { user } = renderPage();
    const year = await screen.findByRole('spinbutton', { name: 'Année' });
    await user.clear(year);
    await user.type(year, '2025');
    expect(field('Dont actions soumises à validation RH')).toHaveValue(3);
    await user.clear(year);
    await user.type(year, '2030');
    expect(field('Dont actions soumises à validation RH')).toHaveValue(3);
  });
});
