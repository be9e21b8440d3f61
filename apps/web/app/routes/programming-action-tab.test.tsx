import type { ActionDetail, ProfileCode } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Outlet,
  createRoutesStub,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  type LoaderFunction,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { actionDetail } from '~/features/programming/test-fixtures';
import { writeSession } from '~/lib/session';
import { toastStore } from '~/lib/toast';
import * as page from '~/routes/programming-action';
import * as tab from '~/routes/programming-action-tab';

import { mockFetch, type ApiCall } from '../../test/admin-kit-fixtures';
import { jsonResponse, userOf } from '../../test/fixtures';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());
beforeEach(() => {
  // jsdom has no object URLs: the preview of a new upload reads this one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const notFound = () => jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });

/** The action API on one stored action (id 12), its copy (13) and the form's choices. */
function fakeApi(stored: ActionDetail) {
  const actions = new Map<number, ActionDetail>([[stored.id, stored]]);
  return (call: ApiCall): Response => {
    const path = call.url.pathname;
    if (path === '/api/axes') {
      const items = [{ id: 1, number: 1, name: 'Accueil et orientation', color: '#1D4ED8' }];
      return jsonResponse(200, { items, total: 1, page: 1, pageSize: 100 });
    }
    if (path === '/api/action_types') {
      const items = [{ id: 2, name: 'Formation', active: true }];
      return jsonResponse(200, { items, total: 1, page: 1, pageSize: 100 });
    }
    if (path === '/api/structures/providers') {
      return jsonResponse(200, [
        { id: 7, name: 'Organisme Alpha', type: 'provider', member: false, active: true },
      ]);
    }
    if (path === '/api/users/managers') {
      return jsonResponse(200, [{ id: 4, givenName: 'Claire', familyName: 'Martin' }]);
    }
    if (path === '/api/action_files/multiple' && call.method === 'POST') {
      return jsonResponse(201, [
        {
          id: 55,
          name: 'photo.png',
          mimeType: 'image/png',
          size: 10,
          url: '/api/files/55/photo.png',
        },
      ]);
    }
    const match = /^\/api\/actions\/(\d+)(\/\w+)?$/.exec(path);
    const action = match ? actions.get(Number(match[1])) : undefined;
    if (!action) return notFound();
    const sub = match?.[2];
    if (sub === '/cost') {
      return jsonResponse(200, {
        pedagogicalCost: action.pedagogicalCost,
        animationCost: action.animationCost,
        travelCost: action.travelCost,
        sessionCount: 2,
        sessionsCost: '500.00',
        totalCost: '1750.50',
      });
    }
    if (sub === '/duplicate' && call.method === 'POST') {
      const copy = { ...action, id: 13, name: `${action.name} (copie)`, sessionCount: 0 };
      actions.set(copy.id, copy);
      return jsonResponse(201, copy);
    }
    if (call.method === 'DELETE') {
      return jsonResponse(409, {
        error: "Cette opération n'est pas possible dans l'état actuel des données.",
        code: 'CONFLICT',
        detail: "Cette action a 2 sessions : supprimez-les avant de supprimer l'action.",
      });
    }
    if (call.method === 'PATCH') {
      const body = call.body as Record<string, unknown>;
      if (typeof body.lotNumber === 'string' && body.lotNumber.startsWith('X')) {
        return jsonResponse(400, {
          error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
          code: 'VALIDATION_FAILED',
          fieldErrors: { lotNumber: ['Ce numéro de lot est déjà attribué'] },
        });
      }
      const next = { ...action, ...body, updatedAt: '2026-01-02T10:00:00.000Z' } as ActionDetail;
      actions.set(next.id, next);
      return jsonResponse(200, next);
    }
    return jsonResponse(200, action);
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function ErrorStatus() {
  const error = useRouteError();
  return <p>Erreur {isRouteErrorResponse(error) ? error.status : '?'}</p>;
}

function renderTab(
  path = '/back/programming/12/action',
  profile: ProfileCode = 'profile_manager',
  stored: Partial<ActionDetail> = {},
) {
  const user = userOf(profile);
  writeSession({ user, accessToken: 'token' });
  const api = mockFetch(fakeApi(actionDetail(stored)));
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user }),
      Component: () => (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children: [
        { path: 'back/programming', Component: () => <p>Liste des actions</p> },
        {
          id: 'back-programming-id',
          path: 'back/programming/:id',
          loader: page.clientLoader as unknown as LoaderFunction,
          Component: page.default,
          ErrorBoundary: ErrorStatus,
          children: [
            {
              path: 'action',
              loader: tab.clientLoader as unknown as LoaderFunction,
              Component: tab.default,
            },
          ],
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return api;
}

const where = () => screen.getByTestId('where').textContent;
const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);
const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');

describe('action page', () => {
  it('names the action in its heading, with the tabs', async () => {
    renderTab();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accueillir les publics' }),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: "Onglets de l'action de formation" });
    expect(within(tabs).getByRole('link', { name: 'Action' })).toHaveAttribute(
      'href',
      '/back/programming/12/action',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Action de formation' })).toBeVisible();
  });

  it("shows the error screen for an unknown id (or another provider's)", async () => {
    renderTab('/back/programming/404/action');
    expect(await screen.findByText('Erreur 404')).toBeVisible();
  });

  it('shows the error screen for a path that is not an id', async () => {
    renderTab('/back/programming/abc/action');
    expect(await screen.findByText('Erreur 404')).toBeVisible();
  });
});

describe('action form (staff)', () => {
  it('shows every field with the saved values and the derived total cost', async () => {
    renderTab();
    const name = await screen.findByRole('textbox', { name: /Intitulé/ });
    expect(name).toHaveValue('Accueillir les publics');
    expect(screen.getByRole('combobox', { name: /Type d'action/ })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: /^Axe/ })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Prestataire' })).toHaveValue('Organisme Alpha');
    expect(screen.getByRole('combobox', { name: 'Gestionnaire référent' })).toHaveValue('4');
    for (const label of [
      'Numéro de lot',
      'Public',
      'Objectifs',
      'Description',
      'Ressources complémentaires',
      'Nombre de jours',
      "Nombre d'heures",
      'Coût pédagogique',
      "Coût d'animation",
      'Frais de déplacement',
      'Open badge : description',
      'Open badge : URL de demande',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeVisible();
    }
    expect(screen.getByLabelText('Image')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Open badge : image')).toHaveAttribute('type', 'file');

    // 1000 + 250,50 + 0 + 500 of the sessions; read-only, it follows the typed costs.
    const total = screen.getByRole('status', { name: 'Coût total' });
    expect(total.textContent).toBe('1\u202f750,50\u00a0€');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Frais de déplacement' }),
      '{Control>}a{/Control}99,5',
    );
    expect(total.textContent).toBe('1\u202f850,00\u00a0€');
    expect(screen.queryByRole('textbox', { name: 'Coût total' })).toBeNull();
  });

  it('checks the fields with the shared rules before sending anything', async () => {
    const { calls } = renderTab();
    const name = await screen.findByRole('textbox', { name: /Intitulé/ });
    await userEvent.clear(name);
    await userEvent.type(screen.getByRole('textbox', { name: 'Coût pédagogique' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Champ obligatoire');
    expect(screen.getByRole('textbox', { name: 'Coût pédagogique' })).toHaveAccessibleDescription(
      'En euros, par exemple 1250,50 Doit être un nombre positif avec au plus 2 décimales',
    );
    expect(patches(calls)).toHaveLength(0);
  });

  it('saves the changed fields only, then says so', async () => {
    const { calls } = renderTab();
    const goal = await screen.findByRole('textbox', { name: 'Objectifs' });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    await userEvent.type(goal, ' et orienter');
    await userEvent.clear(screen.getByRole('textbox', { name: /Intitulé/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Intitulé/ }), 'Accueil renouvelé');
    await userEvent.click(save);

    await waitFor(() => expect(toasts()).toEqual([['success', 'Modifications enregistrées.']]));
    expect(patches(calls).map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/actions/12', { name: 'Accueil renouvelé', goal: 'Savoir accueillir et orienter' }],
    ]);
    // The page's heading follows the saved name; the form is clean again.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accueil renouvelé' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('puts the server’s messages on their fields', async () => {
    renderTab();
    const lot = await screen.findByRole('textbox', { name: 'Numéro de lot' });
    await userEvent.clear(lot);
    await userEvent.type(lot, 'X9');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(lot).toHaveAccessibleDescription('Ce numéro de lot est déjà attribué'),
    );
    expect(lot).toHaveFocus();
    expect(toasts()).toEqual([
      ['error', 'Certains champs sont invalides. Corrigez-les puis réessayez.'],
    ]);
  });

  it('sends the LHÉO codes typed as one text as a list, and a checkbox changed alone', async () => {
    const { calls } = renderTab();
    const section = await screen.findByRole('group', { name: 'Référencement national (LHÉO)' });
    expect(section).toHaveAccessibleDescription(/^Ce que le flux LHÉO du catalogue exige/);
    const level = within(section).getByRole('combobox', { name: 'Niveau d’entrée' });
    expect(level).toHaveValue('');
    expect(within(level).getByRole('option', { name: 'Non renseigné' })).toBeInTheDocument();
    expect(
      within(level).getByRole('option', { name: 'Niveau 4 : baccalauréat' }),
    ).toBeInTheDocument();
    const codes = within(section).getByRole('textbox', { name: 'Codes Formacode du public visé' });
    expect(codes).toHaveAccessibleDescription(
      'Codes à cinq chiffres, séparés par des virgules (10 au plus).',
    );
    await userEvent.type(codes, '80006, 81050');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(patches(calls).at(-1)?.body).toEqual({ publicCodes: ['80006', '81050'] }),
    );
    // Saved, the codes show as the API gives them back.
    await waitFor(() => expect(codes).toHaveValue('80006, 81050'));

    const certifying = within(section).getByRole('checkbox', { name: 'Formation certifiante' });
    expect(certifying).not.toBeChecked();
    await userEvent.click(certifying);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(patches(calls).at(-1)?.body).toEqual({ certifying: true });
  });

  it('refuses a bad Formacode code on its field, with the shared French message', async () => {
    const { calls } = renderTab();
    const codes = await screen.findByRole('textbox', { name: 'Codes Formacode du public visé' });
    await userEvent.type(codes, '80006 810');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(codes).toHaveFocus();
    expect(codes).toHaveAccessibleDescription(
      'Codes à cinq chiffres, séparés par des virgules (10 au plus). ' +
        'Chaque code Formacode compte cinq chiffres ; séparez les codes par des virgules',
    );
    expect(patches(calls)).toHaveLength(0);
  });

  it('uploads an image, shows it, and attaches it on save', async () => {
    const { calls } = renderTab();
    const input = await screen.findByLabelText('Image');
    expect(screen.getAllByText('Aucune image')).toHaveLength(2);
    await userEvent.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Aperçu : Image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const upload = calls.find((call) => call.url.pathname === '/api/action_files/multiple')!;
    expect(upload.url.searchParams.get('accept')).toBe('jpeg,png,webp,gif');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ imageId: 55 }));
  });

  it('duplicates after a confirmation and opens the copy', async () => {
    const { calls } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Dupliquer' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: "Dupliquer l'action « Accueillir les publics » ?",
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Dupliquer' }));
    await waitFor(() => expect(where()).toBe('/back/programming/13/action'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accueillir les publics (copie)' }),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/actions/12/duplicate',
    ]);
    expect(toasts()).toEqual([['success', 'Copie effectuée.']]);
  });

  it('says why an action with sessions cannot be deleted', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', "Cette action a 2 sessions : supprimez-les avant de supprimer l'action."],
      ]),
    );
    expect(where()).toBe('/back/programming/12/action');
  });
});

describe('action sheet (provider)', () => {
  it('is read-only, without edit controls nor the staff’s choices', async () => {
    const { calls } = renderTab('/back/programming/12/action', 'profile_provider', {
      openBadgeImageId: 31,
      entryLevel: '14',
      certifying: true,
      publicCodes: ['80006', '81050'],
    });
    expect(await screen.findByText('Vous consultez cette action en lecture seule.')).toBeVisible();
    expect(screen.getByText('Savoir accueillir')).toBeVisible();
    expect(screen.getByText('Organisme Alpha')).toBeVisible();
    expect(screen.getByText('Claire Martin')).toBeVisible();
    const lheo = screen
      .getByRole('heading', { name: 'Référencement national (LHÉO)' })
      .closest('section')!;
    expect(within(lheo).getByText('Niveau 4 : baccalauréat')).toBeVisible();
    expect(within(lheo).getByText('80006, 81050')).toBeVisible();
    expect(within(lheo).getByText('Formation certifiante').nextElementSibling).toHaveTextContent(
      'Oui',
    );
    // A saved image comes from the image optimiser (webp, quality 80, 1x and 2x).
    const badge = screen.getByRole('img', { name: 'Aperçu : Open badge : image' });
    expect(badge).toHaveAttribute('src', '/_ipx/w_320&f_webp&q_80/files/31');
    expect(badge.getAttribute('srcset')).toContain('/_ipx/w_640&f_webp&q_80/files/31 2x');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    for (const name of ['Enregistrer', 'Dupliquer', 'Supprimer']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    const lookups = ['/api/axes', '/api/users/managers', '/api/structures/providers'];
    expect(calls.some((call) => lookups.includes(call.url.pathname))).toBe(false);
  });
});
