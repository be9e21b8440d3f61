import type { ProviderInformation, SessionUser } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, type LoaderFunction } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ProviderInformationSection } from '~/features/provider-information/provider-information-form';
import { isEditLocked } from '~/lib/edit-lock';
import { writeSession } from '~/lib/session';
import { toastStore } from '~/lib/toast';

import { mockFetch, type ApiCall } from '../../test/admin-kit-fixtures';
import { jsonResponse, qualityResultsOf, userOf } from '../../test/fixtures';
import * as route from './back-information';

configure({ asyncUtilTimeout: 4000 });
// Typing into the form takes a while on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const INFORMATION: ProviderInformation = {
  structure: {
    id: 7,
    name: 'Cap Formation Occitanie',
    siret: '73282932000074',
    address: '5 allée des Tilleuls',
    zipCode: '31000',
    city: 'Toulouse',
  },
  managerName: null,
  managerCivility: null,
  managerTitle: null,
  logo: null,
  stamp: null,
};

const LOGO = {
  id: 55,
  name: 'logo.png',
  mimeType: 'image/png',
  size: 2048,
  url: '/api/files/55/logo.png',
};

function providerOf(structures: { id: number; name: string }[]): SessionUser {
  return {
    ...userOf('profile_provider'),
    profiles: structures.map(({ id, name }) => ({
      code: 'profile_provider' as const,
      structureId: id,
      structureName: name,
    })),
  };
}

/** Structure 7's results indicators (decision 079): one action, published. */
const QUALITY = {
  total: qualityResultsOf({
    trained: 9,
    completionRate: 0.889,
    answers: 7,
    satisfactionRate: 0.857,
  }),
  actions: [] as unknown[],
};
QUALITY.actions.push({ id: 3, name: 'Accueillir les publics', results: QUALITY.total });

interface Answers {
  /** The PATCH's answer instead of the information changed as asked. */
  patch?: Response;
}

/** `structures/{id}/information` (read, PATCH as asked) and the images' upload (file 55). */
function fakeApi(answers: Answers = {}) {
  const saved = new Map<number, ProviderInformation>([
    [7, INFORMATION],
    [9, { ...INFORMATION, structure: { ...INFORMATION.structure, id: 9, name: 'Cap Sud' } }],
  ]);
  return (call: ApiCall): Response => {
    const match = /^\/api\/structures\/(\d+)\/information$/.exec(call.url.pathname);
    const current = match ? saved.get(Number(match[1])) : undefined;
    if (current && call.method === 'GET') return jsonResponse(200, current);
    if (current && call.method === 'PATCH') {
      if (answers.patch) return answers.patch;
      const body = call.body as Record<string, unknown>;
      const next: ProviderInformation = {
        ...current,
        ...('managerName' in body ? { managerName: body.managerName as string | null } : {}),
        ...('managerTitle' in body ? { managerTitle: body.managerTitle as string | null } : {}),
        ...('logoFileId' in body ? { logo: body.logoFileId === null ? null : LOGO } : {}),
      };
      saved.set(current.structure.id, next);
      return jsonResponse(200, next);
    }
    if (/^\/api\/structures\/7\/quality_results$/.test(call.url.pathname)) {
      return jsonResponse(200, QUALITY);
    }
    if (call.url.pathname === '/api/calendar_feed') {
      return jsonResponse(200, { scope: 'provider', active: false, createdAt: null });
    }
    if (call.url.pathname === '/api/structure_files/multiple' && call.method === 'POST') {
      return jsonResponse(201, [LOGO]);
    }
    return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  };
}

function renderPage(options: { user?: SessionUser; path?: string; answers?: Answers } = {}): {
  calls: ApiCall[];
} {
  const user = options.user ?? providerOf([{ id: 7, name: 'Cap Formation Occitanie' }]);
  writeSession({ user, accessToken: 'token' });
  const api = mockFetch(fakeApi(options.answers));
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [
        {
          path: 'back/information',
          loader: route.clientLoader as unknown as LoaderFunction,
          Component: route.default,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[options.path ?? '/back/information']} />);
  return api;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Informations prestataire' });
const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => [kind, message]);
const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('/back/information: what it shows', () => {
  it('shows the structure as known, read only, and an empty form', async () => {
    const { calls } = renderPage();
    expect(await heading()).toBeVisible();
    // The provider's calendar feed (decision 041) follows the information.
    const feed = screen.getByRole('region', { name: 'Mon agenda en ligne' });
    expect(await within(feed).findByRole('status')).toHaveTextContent(
      "Vous n'avez pas encore de lien d'abonnement.",
    );
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /api/structures/7/information',
      'GET /api/structures/7/quality_results',
      'GET /api/calendar_feed',
    ]);
    // Its results indicators (decision 079), each action and all together.
    const quality = screen.getByRole('region', { name: 'Indicateurs de résultats' });
    expect(
      within(quality).getByRole('rowheader', { name: 'Accueillir les publics' }).closest('tr'),
    ).toHaveTextContent(/Accueillir les publics\s*9\s*89\s%\s*7\s*86\s%\s*Oui/);
    const identity = screen.getByRole('region', { name: 'Votre structure' });
    const value = (term: string) =>
      within(identity).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Nom')).toBe('Cap Formation Occitanie');
    expect(value('Adresse')).toBe('5 allée des Tilleuls\n31000 Toulouse');
    expect(value('SIRET')).toBe('732 829 320 00074');
    expect(within(identity).queryByRole('textbox')).toBeNull();
    expect(within(identity).getByText(/adressez-vous à l’administrateur/)).toBeVisible();

    const form = screen.getByRole('group', { name: 'Informations sur les documents' });
    expect(within(form).getByRole('textbox', { name: 'Nom du responsable' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Fonction du responsable' })).toHaveValue('');
    expect(within(form).getAllByText('Aucune image')).toHaveLength(2);
    const logo = within(form).getByLabelText('Logo');
    expect(logo).toHaveAttribute('type', 'file');
    expect(logo).toHaveAttribute('accept', 'image/png,.png,image/jpeg,.jpg,.jpeg');
    expect(logo).toHaveAccessibleDescription(
      'PNG ou JPEG, 1 Mo au plus, de 50 à 2\u202f000 pixels de côté.',
    );
    // The preview of a sample document with the saved information (decision 039).
    expect(
      screen.getByRole('link', {
        name: 'Prévisualiser un document (PDF, s’ouvre dans un nouvel onglet)',
      }),
    ).toHaveAttribute('href', '/api/structures/7/information/preview');
  });

  it('shows the saved images from their files', async () => {
    mockFetch(() => jsonResponse(200, { ...INFORMATION, logo: LOGO }));
    writeSession({ user: providerOf([{ id: 7, name: 'Cap' }]), accessToken: 'token' });
    render(<ProviderInformationSection information={{ ...INFORMATION, logo: LOGO }} />);
    expect(screen.getByRole('img', { name: 'Aperçu : Logo' })).toHaveAttribute(
      'src',
      '/api/files/55',
    );
    expect(screen.getAllByText('Aucune image')).toHaveLength(1);
  });

  it('lets a provider of several structures choose one', async () => {
    const { calls } = renderPage({
      user: providerOf([
        { id: 7, name: 'Cap Formation Occitanie' },
        { id: 9, name: 'Cap Sud' },
      ]),
      path: '/back/information?structure=9',
    });
    await heading();
    const choice = screen.getByRole('navigation', { name: 'Vos structures' });
    expect(within(choice).getByRole('link', { name: 'Cap Sud' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(choice).getByRole('link', { name: 'Cap Formation Occitanie' })).toHaveAttribute(
      'href',
      '/back/information?structure=7',
    );
    const information = calls.filter((call) => call.url.pathname.endsWith('/information'));
    expect(information.at(-1)?.url.pathname).toBe('/api/structures/9/information');
    // Structure 9's indicators failed (404 here): the page goes without them.
    expect(screen.queryByRole('region', { name: 'Indicateurs de résultats' })).toBeNull();
  });

  it('asks a user without provider structure to be attached to one', async () => {
    const { calls } = renderPage({ user: userOf('profile_admin') });
    await heading();
    expect(
      screen.getByText(/Aucune structure prestataire n’est rattachée à votre compte/),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('offers the preview of a generated document when there is one', () => {
    mockFetch(() => jsonResponse(404, {}));
    render(
      <ProviderInformationSection
        information={INFORMATION}
        previewHref="/api/structures/7/information/preview"
      />,
    );
    const link = screen.getByRole('link', {
      name: 'Prévisualiser un document (PDF, s’ouvre dans un nouvel onglet)',
    });
    expect(link).toHaveAttribute('href', '/api/structures/7/information/preview');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('L’aperçu reprend les informations enregistrées.')).toBeVisible();
  });
});

describe('/back/information: saving', () => {
  it('saves the manager and a logo, sending what changed, with a toast', async () => {
    const { calls } = renderPage();
    await heading();
    const name = screen.getByRole('textbox', { name: 'Nom du responsable' });
    await userEvent.type(name, '  Hélène Dubois ');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Fonction du responsable' }),
      'Directrice',
    );
    expect(isEditLocked()).toBe(true);

    await userEvent.upload(
      screen.getByLabelText('Logo'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Aperçu : Logo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const upload = calls.find((call) => call.url.pathname === '/api/structure_files/multiple');
    expect(upload?.url.searchParams.get('accept')).toBe('png,jpeg');

    await save();
    await waitFor(() => expect(toasts()).toEqual([['success', 'Informations enregistrées']]));
    expect(patches(calls).map((call) => [call.url.pathname, call.body])).toEqual([
      [
        '/api/structures/7/information',
        { managerName: 'Hélène Dubois', managerTitle: 'Directrice', logoFileId: 55 },
      ],
    ]);
    expect(isEditLocked()).toBe(false);
    // The form now holds what was saved; the logo is shown from its stored file.
    expect(screen.getByRole('textbox', { name: 'Nom du responsable' })).toHaveValue(
      'Hélène Dubois',
    );
    expect(screen.getByRole('img', { name: 'Aperçu : Logo' })).toHaveAttribute(
      'src',
      '/api/files/55',
    );

    // Removing the logo is a change like any other.
    await userEvent.click(screen.getByRole('button', { name: 'Retirer « Logo »' }));
    expect(isEditLocked()).toBe(true);
    await save();
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(patches(calls)[1]?.body).toEqual({ logoFileId: null });
    await waitFor(() => expect(isEditLocked()).toBe(false));
  });

  it('refuses in the browser an image that is no PNG or JPEG, or too heavy, before any upload', async () => {
    const { calls } = renderPage();
    await heading();
    const stamp = screen.getByLabelText('Tampon');
    await userEvent.upload(stamp, new File(['gif'], 'tampon.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('tampon.gif : Image PNG ou JPEG attendue')).toBeVisible();
    expect(stamp).toHaveAccessibleDescription(/tampon\.gif : Image PNG ou JPEG attendue/);
    await userEvent.upload(
      stamp,
      new File([new Uint8Array(1024 * 1024 + 1)], 'tampon.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('tampon.png : Image trop lourde : 1 Mo au plus')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.getAllByText('Aucune image')).toHaveLength(2);
  });

  it('puts the server’s refusal on its field, keeping the values and the lock', async () => {
    const { calls } = renderPage({
      answers: {
        patch: jsonResponse(400, {
          error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
          code: 'VALIDATION_FAILED',
          fieldErrors: {
            logoFileId: ['Image trop petite (40 × 300 pixels) : au moins 50 pixels de côté'],
          },
        }),
      },
    });
    await heading();
    await userEvent.upload(
      screen.getByLabelText('Logo'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'Aperçu : Logo' });
    await save();
    const logo = screen.getByLabelText('Logo');
    await waitFor(() =>
      expect(logo).toHaveAccessibleDescription(
        /Image trop petite \(40 × 300 pixels\) : au moins 50 pixels de côté/,
      ),
    );
    expect(logo).toHaveFocus();
    expect(toasts().some(([kind]) => kind === 'success')).toBe(false);
    expect(patches(calls)).toHaveLength(1);
    expect(isEditLocked()).toBe(true);
  });

  it('refuses a manager’s name too long before sending it', async () => {
    const { calls } = renderPage();
    await heading();
    const name = screen.getByRole('textbox', { name: 'Nom du responsable' });
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(101));
    await save();
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Maximum 100 caractères/));
    expect(name).toHaveFocus();
    expect(patches(calls)).toHaveLength(0);
  });
});
