import type { Content, PublicMessage } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { stubLayoutForProseMirror } from '../../test/prosemirror';

import type { ContentActionResult } from '~/features/content/content-actions';
import { isEditLocked } from '~/lib/edit-lock';
import { toastStore } from '~/lib/toast';

import AdminContentPage from './admin-content';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => toastStore.reset());
beforeAll(stubLayoutForProseMirror);

const CGU: Content = {
  code: 'cgu',
  title: 'CGU',
  html: '<p>Article 1</p>',
  updatedAt: '2026-03-10T08:30:00.000Z',
};

const MESSAGE: PublicMessage = {
  id: 4,
  title: 'Fermeture estivale',
  html: '<p>Le service ferme du 1<sup>er</sup> au 15 août &amp; rouvre ensuite.</p>',
  published: true,
  startsAt: '2020-07-01T08:00:00.000Z',
  endsAt: null,
  createdAt: '2020-06-01T08:00:00.000Z',
  updatedAt: '2020-06-01T08:00:00.000Z',
};

function renderAt(
  path: string,
  loaderData: unknown,
  answer: (payload: { intent: ContentActionResult['intent'] }) => ContentActionResult = (
    payload,
  ) => ({ intent: payload.intent, ok: true }),
) {
  const received: unknown[] = [];
  const Stub = createRoutesStub([
    {
      path: '/back/admin/content/:code',
      Component: AdminContentPage,
      loader: () => loaderData,
      action: async ({ request }) => {
        const payload = (await request.json()) as { intent: ContentActionResult['intent'] };
        received.push(payload);
        return answer(payload);
      },
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { received, user: userEvent.setup() };
}

describe('content page editor', () => {
  it('lists the nine pages, marks the current one, and links to the public page', async () => {
    renderAt('/back/admin/content/cgu', { code: 'cgu', content: CGU });
    const nav = await screen.findByRole('navigation', { name: 'Pages de contenu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Message public',
      'Formats des formations',
      'Le Lab',
      'Conditions de participation',
      'À propos',
      'Accessibilité',
      'Mentions légales',
      'Gestion des cookies',
      "Conditions générales d'utilisation",
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(
      "Conditions générales d'utilisation",
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Contenus : Conditions générales d'utilisation",
    );
    expect(screen.getByText('Dernière modification le 10/03/2026 09:30.')).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: "Voir la page publique « Conditions générales d'utilisation »",
      }),
    ).toHaveAttribute('href', '/cgu');
  });

  it('saves title and text, holding navigation while unsaved, then says it is saved', async () => {
    const { received, user } = renderAt('/back/admin/content/cgu', { code: 'cgu', content: CGU });
    const editor = await screen.findByRole('textbox', { name: 'Texte de la page' });
    expect(editor).toHaveTextContent('Article 1');
    const title = screen.getByRole('textbox', { name: 'Titre de la page' });
    await user.clear(title);
    await user.type(title, 'Conditions générales');
    expect(isEditLocked()).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Modifications non enregistrées.');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(received).toEqual([
        {
          intent: 'saveContent',
          values: { title: 'Conditions générales', html: '<p>Article 1</p>' },
        },
      ]),
    );
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((item) => item.message)).toEqual([
        'Modifications enregistrées.',
      ]),
    );
  });

  it('refuses an empty title in the browser, sending nothing', async () => {
    const { received, user } = renderAt('/back/admin/content/cgu', { code: 'cgu', content: CGU });
    const title = await screen.findByRole('textbox', { name: 'Titre de la page' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(title).toHaveAccessibleDescription('Champ obligatoire');
    expect(received).toEqual([]);
  });

  it('shows the API’s refusal as an error toast', async () => {
    const { user } = renderAt('/back/admin/content/cgu', { code: 'cgu', content: CGU }, () => ({
      intent: 'saveContent',
      ok: false,
      error: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
      fieldErrors: {},
    }));
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toMatchObject([
        {
          kind: 'error',
          title: "Les modifications n'ont pas pu être enregistrées.",
          message: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
        },
      ]),
    );
  });
});

describe('public message page', () => {
  it('lists the messages with their state and window', async () => {
    renderAt('/back/admin/content/message', { code: 'message', messages: [MESSAGE] });
    const table = await screen.findByRole('table', { name: 'Liste des messages d’information' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(
      'Fermeture estivaleLe service ferme du 1 er au 15 août & rouvre ensuite.',
    );
    expect(row).toHaveTextContent('En ligne');
    expect(row).toHaveTextContent('À partir du 01/07/2020 10:00');
  });

  it('writes a new message and sends it with its window as ISO instants', async () => {
    const { received, user } = renderAt('/back/admin/content/message', {
      code: 'message',
      messages: [],
    });
    expect(await screen.findByText('Aucune donnée')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nouveau message' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Nouveau message' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Titre (facultatif)' }), 'Info');
    const editor = await screen.findByRole('textbox', { name: 'Texte du message' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer le message' }));
    expect(editor).toHaveAccessibleDescription('Champ obligatoire');
    expect(received).toEqual([]);

    await user.click(editor);
    await user.keyboard('Fermeture le 1er mai');
    await user.click(screen.getByRole('checkbox', { name: 'Publié' }));
    const start = screen.getByLabelText('Début de diffusion (facultatif)');
    await user.type(start, '2030-05-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le message' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      intent: 'createMessage',
      values: {
        title: 'Info',
        html: '<p>Fermeture le 1er mai</p>',
        published: true,
        startsAt: '2030-05-01T06:00:00.000Z', // 08:00 in Paris (summer time)
        endsAt: null,
      },
    });
    // Saved: the form closes and the focus goes back to the create button (once the list is
    // reloaded, which may come a tick after the form closed on a loaded machine).
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Nouveau message' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nouveau message' })).toHaveFocus(),
    );
  });

  it('deletes a message after confirmation', async () => {
    const { received, user } = renderAt('/back/admin/content/message', {
      code: 'message',
      messages: [MESSAGE],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Supprimer « Fermeture estivale »' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Supprimer le message « Fermeture estivale » ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(received).toEqual([{ intent: 'deleteMessage', id: 4 }]));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((item) => item.message)).toEqual([
        'Suppression effectuée.',
      ]),
    );
  });
});
