import type { ActionDocument, ActionLink, ProfileCode } from '@passerelle/shared';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { writeSession } from '~/lib/session';
import { toastStore } from '~/lib/toast';

import { mockFetch, type ApiCall } from '../../../test/admin-kit-fixtures';
import { jsonResponse, userOf } from '../../../test/fixtures';

import { ActionDocuments } from './action-documents';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const PUBLIC_DOCUMENT: ActionDocument = {
  id: 3,
  actionId: 12,
  kind: 'public',
  name: 'plaquette.pdf',
  createdAt: '2030-03-12T08:00:00.000Z',
  file: {
    id: 8,
    name: 'plaquette.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    url: '/api/files/8/plaquette.pdf',
  },
};

const LINK: ActionLink = {
  id: 5,
  actionId: 12,
  name: 'Site du programme',
  url: 'https://exemple.fr/programme',
  createdAt: '2030-03-12T08:00:00.000Z',
};

/** The action_files and action_links API of action 12. */
function fakeApi(call: ApiCall): Response {
  const path = call.url.pathname;
  if (path === '/api/action_files/multiple' && call.method === 'POST') {
    return jsonResponse(201, [
      {
        id: 40,
        name: 'support.pdf',
        mimeType: 'application/pdf',
        size: 10,
        url: '/api/files/40/support.pdf',
      },
    ]);
  }
  if (path === '/api/action_files' && call.method === 'POST') {
    const body = call.body as { fileId: number; kind: ActionDocument['kind'] };
    return jsonResponse(201, {
      id: 90,
      actionId: 12,
      kind: body.kind,
      name: 'support.pdf',
      createdAt: '2030-03-13T08:00:00.000Z',
      file: {
        id: body.fileId,
        name: 'support.pdf',
        mimeType: 'application/pdf',
        size: 10,
        url: '/api/files/40/support.pdf',
      },
    });
  }
  if (path === '/api/action_links' && call.method === 'POST') {
    const body = call.body as { name: string; url: string };
    return jsonResponse(201, {
      id: 6,
      actionId: 12,
      ...body,
      createdAt: '2030-03-13T08:00:00.000Z',
    });
  }
  if (call.method === 'DELETE') return new Response(null, { status: 204 });
  return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
}

function renderSection(profile: ProfileCode) {
  const user = userOf(profile);
  writeSession({ user, accessToken: 'token' });
  const api = mockFetch(fakeApi);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user }),
      HydrateFallback: () => null,
      Component: () => (
        <ActionDocuments actionId={12} documents={[PUBLIC_DOCUMENT]} links={[LINK]} />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ActionDocuments', () => {
  it('lists the documents by kind and the links with their addresses', async () => {
    renderSection('profile_manager');
    expect(await screen.findByRole('heading', { name: 'Documents et liens' })).toBeVisible();
    expect(
      within(section('Documents publics')).getByRole('link', { name: 'plaquette.pdf' }),
    ).toHaveAttribute('href', '/api/files/8/plaquette.pdf');
    expect(screen.getByRole('link', { name: 'Site du programme' })).toHaveAttribute(
      'href',
      'https://exemple.fr/programme',
    );
    // Staff may add every kind.
    for (const kind of ['Fichiers', 'Documents gestionnaire', 'Ressources complémentaires']) {
      expect(screen.getByLabelText(`Ajouter des fichiers (${kind})`)).toBeEnabled();
    }
  });

  it('uploads through action_files/multiple, then attaches the stored file as the kind', async () => {
    const { calls } = renderSection('profile_manager');
    const input = await screen.findByLabelText('Ajouter des fichiers (Documents participants)');
    const file = new File(['%PDF-1.4'], 'support.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    const participants = section('Documents participants');
    expect(await within(participants).findByRole('link', { name: 'support.pdf' })).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url.pathname)).toEqual([
      '/api/action_files/multiple',
      '/api/action_files',
    ]);
    expect(posts[1]!.body).toEqual({ actionId: 12, fileId: 40, kind: 'participant' });
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain('Import effectué.');
  });

  it('removes a document after confirmation', async () => {
    const { calls } = renderSection('profile_manager');
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer « plaquette.pdf »' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer' }));
    expect(
      calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/action_files/3'),
    ).toBe(true);
    expect(await within(section('Documents publics')).findByText('Aucun fichier.')).toBeVisible();
  });

  it('checks a new link before sending it, with French messages', async () => {
    const { calls } = renderSection('profile_manager');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter le lien' }));
    expect(screen.getByRole('textbox', { name: /Intitulé du lien/ })).toHaveAccessibleDescription(
      /Champ obligatoire/,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Intitulé du lien/ }), 'Vidéo');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Adresse \(URL\)/ }),
      'javascript:alert(1)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le lien' }));
    expect(screen.getByRole('textbox', { name: /Adresse \(URL\)/ })).toHaveAccessibleDescription(
      /URL invalide/,
    );
    expect(calls.some((call) => call.url.pathname === '/api/action_links')).toBe(false);

    const url = screen.getByRole('textbox', { name: /Adresse \(URL\)/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://exemple.fr/video');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le lien' }));
    expect(await screen.findByRole('link', { name: 'Vidéo' })).toHaveAttribute(
      'href',
      'https://exemple.fr/video',
    );
    const post = calls.find((call) => call.url.pathname === '/api/action_links');
    expect(post?.body).toEqual({ actionId: 12, name: 'Vidéo', url: 'https://exemple.fr/video' });
    expect(screen.getByRole('textbox', { name: /Intitulé du lien/ })).toHaveValue('');
  });

  it('lets a provider change public and participant documents and links only', async () => {
    renderSection('profile_provider');
    expect(await screen.findByLabelText('Ajouter des fichiers (Documents publics)')).toBeEnabled();
    expect(screen.getByLabelText('Ajouter des fichiers (Documents participants)')).toBeEnabled();
    expect(screen.queryByLabelText('Ajouter des fichiers (Documents gestionnaire)')).toBeNull();
    expect(screen.queryByLabelText('Ajouter des fichiers (Fichiers)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ajouter le lien' })).toBeVisible();
  });
});
