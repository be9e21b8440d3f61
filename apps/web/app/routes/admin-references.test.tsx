import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_CATEGORY_MEANINGS,
  REPORT_STATUS_OPTIONS,
  SESSION_STATUS_OPTIONS,
  type ContactCategoryRecord,
} from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';
import AdminReferencesPage, { clientLoader } from '~/routes/admin-references';
import { mockFetch } from '../../test/admin-kit-fixtures';
import { jsonResponse } from '../../test/fixtures';

async function load(answer: (path: string) => Response) {
  const { spy, calls } = mockFetch(({ url }) => answer(url.pathname));
  const loaded = await clientLoader({
    request: new Request('http://localhost/back/admin/references'),
    params: {},
  } as unknown as Parameters<typeof clientLoader>[0]);
  spy.mockRestore();
  return { loaded, paths: calls.map(({ url }) => url.pathname) };
}

function renderPage(data: Awaited<ReturnType<typeof clientLoader>>, reload = () => data) {
  const Stub = createRoutesStub([
    { path: '/back/admin/references', Component: AdminReferencesPage, loader: reload },
  ]);
  render(<Stub initialEntries={['/back/admin/references']} />);
}

/** The categories as a fresh database holds them (the base seed's defaults). */
const CATEGORIES: ContactCategoryRecord[] = CONTACT_CATEGORIES.map((code) => ({
  code,
  label: CONTACT_CATEGORY_LABELS[code],
  description: CONTACT_CATEGORY_MEANINGS[code],
  active: true,
  updatedAt: '2026-11-29T10:00:00.000Z',
}));

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.reset();
});

describe('/back/admin/references', () => {
  it('reads every status list from its *_statuses endpoint', async () => {
    const { paths } = await load(() => jsonResponse(200, []));
    expect(paths).toEqual([
      '/api/session_statuses',
      '/api/registration_statuses',
      '/api/report_statuses',
      '/api/survey_statuses',
      '/api/survey_fill_statuses',
      '/api/contact_categories',
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

  it('edits a contact category in a dialog: its label, its description and its offer', async () => {
    const { loaded } = await load((path) =>
      path === '/api/contact_categories'
        ? jsonResponse(200, CATEGORIES)
        : jsonResponse(200, SESSION_STATUS_OPTIONS),
    );
    const saved: ContactCategoryRecord = {
      code: 'LAB',
      label: 'Laboratoire d’innovation',
      description: 'Les ateliers du Lab.',
      active: false,
      updatedAt: '2026-11-29T11:00:00.000Z',
    };
    const puts: { url: string; body: unknown }[] = [];
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      puts.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return jsonResponse(200, saved);
    });
    // After the save, the page reads the list again: the loader answers the saved category.
    const reload = vi.fn(() => loaded);
    renderPage(loaded, reload);
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Catégories de message et de contact' });
    const lab = within(table).getByRole('rowheader', { name: 'Lab' }).closest('tr')!;
    expect(within(lab).getByText('Proposée')).toBeVisible();
    // The workflow's lists stay read-only.
    expect(within(screen.getByRole('table', { name: 'Profils' })).queryByRole('button')).toBeNull();
    const calls = reload.mock.calls.length;

    await user.click(within(lab).getByRole('button', { name: 'Modifier « Lab »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la catégorie « Lab »' });
    expect(dialog).toHaveAccessibleDescription(/Code LAB, fixé par la plateforme/);
    // The focus is in the dialog, as in the other dialogs (on its close button first).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const label = within(dialog).getByRole('textbox', { name: /Libellé/ });
    const description = within(dialog).getByRole('textbox', { name: /Description/ });
    const offered = within(dialog).getByRole('checkbox', {
      name: 'Proposée dans le formulaire de contact',
    });
    expect(offered).toBeChecked();

    // An empty label is refused in the browser, in French, without a call.
    await user.clear(label);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(label).toHaveAccessibleDescription('Champ obligatoire');
    expect(label).toHaveFocus();
    expect(puts).toEqual([]);

    await user.type(label, 'Laboratoire d’innovation');
    await user.clear(description);
    await user.type(description, 'Les ateliers du Lab.');
    await user.click(offered);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([
      {
        url: '/api/contact_categories/LAB',
        body: {
          label: 'Laboratoire d’innovation',
          description: 'Les ateliers du Lab.',
          active: false,
        },
      },
    ]);
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
      'Catégorie « Laboratoire d’innovation » enregistrée.',
    ]);
    await waitFor(() => expect(reload.mock.calls.length).toBeGreaterThan(calls));
  });
});
