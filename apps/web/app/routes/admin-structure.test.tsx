import type { ProviderInformation, StructureDocument, StructureRecord } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, useLocation, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { writeSession } from '~/lib/session';
import { toastStore } from '~/lib/toast';

import { mockFetch, type ApiCall } from '../../test/admin-kit-fixtures';
import { jsonResponse, structureRecordOf, userOf } from '../../test/fixtures';
import * as route from './admin-structure';

configure({ asyncUtilTimeout: 4000 });
// Typing into the form takes a while on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const DOCUMENT: StructureDocument = {
  id: 3,
  structureId: 12,
  kind: 'document',
  name: 'convention.pdf',
  createdAt: '2026-03-12T08:00:00.000Z',
  file: {
    id: 8,
    name: 'convention.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    url: '/api/files/8/convention.pdf',
  },
};

const RECORD = structureRecordOf({
  address: '3 rue des Lilas',
  phone: '05 63 00 00 00',
  email: 'contact@maison-emploi.fr',
  member: true,
  parent: { id: 5, name: 'Réseau des maisons de l’emploi' },
  children: [{ id: 14, name: 'Antenne de Castres' }],
  validators: [
    {
      id: 42,
      givenName: 'Claire',
      familyName: 'Martin',
      email: 'claire.martin@example.org',
      disabled: false,
    },
  ],
  members: [
    {
      id: 43,
      givenName: 'Paul',
      familyName: 'Durand',
      email: 'paul.durand@example.org',
      disabled: true,
    },
  ],
  documents: [DOCUMENT],
});

/** The French refusal of the API for a structure something uses (structuresAdmin.inUse). */
const IN_USE =
  'Suppression impossible : cette structure est utilisée par 1 inscription. Vous pouvez la désactiver.';

interface Answers {
  /** The answer of the edit form's PATCH (the state buttons' PATCH always succeeds). */
  patch?: Response;
  delete?: Response;
}

/**
 * `structures/detail/12` (read, changed by PATCH so that a reload shows the change, deleted) and
 * `structure_files` (upload of file 40, attachment, removal).
 */
function fakeApi(record: StructureRecord, answers: Answers) {
  let current = record;
  let information: ProviderInformation = {
    structure: {
      id: record.id,
      name: record.name,
      siret: record.siret,
      address: record.address,
      zipCode: record.zipCode,
      city: record.city,
    },
    managerName: 'Hélène Dubois',
    managerCivility: 'MRS',
    managerTitle: null,
    logo: null,
    stamp: null,
  };
  return (call: ApiCall): Response => {
    const path = call.url.pathname;
    if (path === `/api/structures/detail/${current.id}`) {
      if (call.method === 'GET') return jsonResponse(200, current);
      if (call.method === 'PATCH') {
        const body = call.body as Partial<StructureRecord>;
        if (answers.patch && !('active' in body)) return answers.patch;
        current = { ...current, ...body };
        return jsonResponse(200, current);
      }
      if (call.method === 'DELETE') return answers.delete ?? new Response(null, { status: 204 });
    }
    if (path === '/api/structure_files/multiple' && call.method === 'POST') {
      return jsonResponse(201, [
        {
          id: 40,
          name: 'statuts.pdf',
          mimeType: 'application/pdf',
          size: 10,
          url: '/api/files/40/statuts.pdf',
        },
      ]);
    }
    if (path === '/api/structure_files' && call.method === 'POST') {
      const body = call.body as { fileIds: number[] };
      const added = body.fileIds.map((fileId) => ({
        ...DOCUMENT,
        id: 90,
        name: 'statuts.pdf',
        file: {
          ...DOCUMENT.file,
          id: fileId,
          name: 'statuts.pdf',
          url: '/api/files/40/statuts.pdf',
        },
      }));
      return jsonResponse(201, [...current.documents, ...added]);
    }
    if (path === `/api/structure_files/${DOCUMENT.id}` && call.method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    if (path === `/api/structures/${current.id}/information` && current.type === 'provider') {
      if (call.method === 'GET') return jsonResponse(200, information);
      if (call.method === 'PATCH') {
        information = { ...information, ...(call.body as Partial<ProviderInformation>) };
        return jsonResponse(200, information);
      }
    }
    if (path === '/api/structures') {
      return jsonResponse(200, [
        { id: 14, name: 'Antenne de Castres', type: 'employer', member: true, active: true },
      ]);
    }
    return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderRecord(record: StructureRecord = RECORD, answers: Answers = {}) {
  const user = userOf('profile_admin');
  writeSession({ user, accessToken: 'token' });
  const api = mockFetch(fakeApi(record, answers));
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children: [
        {
          path: 'back/admin/structures/:id',
          loader: route.clientLoader as unknown as LoaderFunction,
          Component: route.default,
        },
        { path: 'back/admin/structures', Component: () => <p>Liste des structures</p> },
      ],
    },
  ]);
  render(<Stub initialEntries={[`/back/admin/structures/${record.id}`]} />);
  return api;
}

const where = () => screen.getByTestId('where').textContent;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Maison de l’emploi' });
const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const callsTo = (calls: ApiCall[], method: string, path = '/api/structures/detail/12') =>
  calls.filter((call) => call.method === method && call.url.pathname === path);
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('Structure record: what it shows', () => {
  it('fills the form with the structure’s fields', async () => {
    const { calls } = renderRecord();
    expect(await heading()).toBeVisible();
    expect(callsTo(calls, 'GET')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Retour aux structures' })).toHaveAttribute(
      'href',
      '/back/admin/structures',
    );
    const form = screen.getByRole('group', { name: 'Informations' });
    expect(within(form).getByRole('textbox', { name: /^Nom/ })).toHaveValue('Maison de l’emploi');
    expect(within(form).getByRole('combobox', { name: /^Type/ })).toHaveValue('employer');
    expect(within(form).getByRole('textbox', { name: /SIRET/ })).toHaveValue('73282932000074');
    expect(within(form).getByRole('textbox', { name: /^Adresse$/ })).toHaveValue('3 rue des Lilas');
    expect(within(form).getByRole('textbox', { name: /Code postal/ })).toHaveValue('81000');
    expect(within(form).getByRole('textbox', { name: /^Ville/ })).toHaveValue('Albi');
    expect(within(form).getByRole('textbox', { name: /Téléphone/ })).toHaveValue('05 63 00 00 00');
    expect(within(form).getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(
      'contact@maison-emploi.fr',
    );
    expect(within(form).getByRole('combobox', { name: /Structure parente/ })).toHaveValue(
      'Réseau des maisons de l’emploi',
    );
    expect(within(form).getByRole('checkbox', { name: 'Adhérente au programme' })).toBeChecked();
    // The star that the form's notice explains marks the required fields only.
    expect(within(form).getByText(/astérisque \(\*\) sont obligatoires/)).toBeVisible();
    expect(
      Array.from(form.querySelectorAll('label'), (label) => label.textContent).filter((text) =>
        text?.endsWith('*'),
      ),
    ).toEqual(['Nom *', 'Type *', 'SIRET *']);
    // An active structure has no notice, and may be disabled or, unused, deleted.
    expect(screen.queryByText(/Cette structure est désactivée/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Désactiver la structure' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Supprimer la structure' })).toBeVisible();
  });

  it('links the HR validators, the members and the attached structures', async () => {
    renderRecord();
    await heading();
    const validators = section('Valideurs RH');
    const claire = within(validators).getByRole('link', {
      name: 'Ouvrir le compte de Claire Martin',
    });
    expect(claire).toHaveAttribute('href', '/back/admin/users?edit=42');
    expect(within(validators).getByRole('listitem')).toHaveTextContent(
      'Claire Martin (claire.martin@example.org)',
    );
    expect(within(validators).queryByText(/compte désactivé/)).toBeNull();

    const members = section('Membres');
    expect(
      within(members).getByRole('link', { name: 'Ouvrir le compte de Paul Durand' }),
    ).toHaveAttribute('href', '/back/admin/users?edit=43');
    expect(within(members).getByRole('listitem')).toHaveTextContent(
      'Paul Durand (paul.durand@example.org) – compte désactivé',
    );

    expect(
      within(section('Structures rattachées')).getByRole('link', { name: 'Antenne de Castres' }),
    ).toHaveAttribute('href', '/back/admin/structures/14');
  });

  it('says when nobody is tied to it, and why it cannot be deleted when in use', async () => {
    renderRecord(structureRecordOf({ active: false, usedBy: ['2 valideurs RH', '1 inscription'] }));
    await heading();
    expect(
      within(section('Valideurs RH')).getByText(
        'Aucun valideur RH : les demandes d’inscription de ses membres ne peuvent pas être validées.',
      ),
    ).toBeVisible();
    expect(within(section('Membres')).getByText('Aucun membre.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Structures rattachées' })).toBeNull();
    expect(
      screen.getByText(
        'Cette structure ne peut pas être supprimée : elle est utilisée par 2 valideurs RH et 1 inscription. Vous pouvez la désactiver.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Supprimer la structure' })).toBeNull();
    expect(
      screen.getByText(
        'Cette structure est désactivée : ses valideurs RH et ses membres ne peuvent plus se connecter par elle.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réactiver la structure' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Désactiver la structure' })).toBeNull();
  });
});

describe('Structure record: a provider’s information on documents', () => {
  it('shows and saves a provider structure’s manager, logo and stamp', async () => {
    const { calls } = renderRecord(structureRecordOf({ type: 'provider' }));
    await heading();
    const section = screen.getByRole('group', { name: 'Informations sur les documents' });
    const name = within(section).getByRole('textbox', { name: 'Nom du responsable' });
    expect(name).toHaveValue('Hélène Dubois');
    expect(within(section).getByLabelText('Logo')).toHaveAttribute('type', 'file');
    expect(within(section).getByLabelText('Tampon')).toHaveAttribute('type', 'file');
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Fonction du responsable' }),
      'Directrice',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', message: 'Informations enregistrées' }]),
    );
    expect(
      callsTo(calls, 'PATCH', '/api/structures/12/information').map((call) => call.body),
    ).toEqual([{ managerTitle: 'Directrice' }]);
    // The structure's own form was not sent.
    expect(callsTo(calls, 'PATCH')).toEqual([]);
  });

  it('has no such section for an employer, and does not ask for it', async () => {
    const { calls } = renderRecord();
    await heading();
    expect(screen.queryByRole('group', { name: 'Informations sur les documents' })).toBeNull();
    expect(calls.filter((call) => call.url.pathname.endsWith('/information'))).toEqual([]);
  });
});

describe('Structure record: edit', () => {
  it('sends only the changed fields, then shows the saved structure', async () => {
    const { calls } = renderRecord();
    await heading();
    const name = screen.getByRole('textbox', { name: /^Nom/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maison de l’emploi du Tarn');
    const phone = screen.getByRole('textbox', { name: /Téléphone/ });
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Adhérente au programme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', message: 'Structure enregistrée' }]),
    );
    expect(callsTo(calls, 'PATCH').map((call) => call.body)).toEqual([
      { name: 'Maison de l’emploi du Tarn', phone: null, member: false },
    ]);
    // The page reads the structure again and shows what was saved.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison de l’emploi du Tarn' }),
    ).toBeVisible();
    expect(callsTo(calls, 'GET')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Adhérente au programme' })).not.toBeChecked();
  });

  it('checks the values before sending them, in French', async () => {
    const { calls } = renderRecord();
    await heading();
    const zipCode = screen.getByRole('textbox', { name: /Code postal/ });
    await userEvent.clear(zipCode);
    await userEvent.type(zipCode, '8100');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(zipCode).toHaveAccessibleDescription('Code postal invalide'));
    expect(zipCode).toHaveAttribute('aria-invalid', 'true');
    expect(zipCode).toHaveFocus();
    expect(callsTo(calls, 'PATCH')).toEqual([]);
  });

  it('shows the field errors of a 400 on their fields, and keeps what was typed', async () => {
    const cycle =
      'Une structure ne peut dépendre ni d’elle-même ni d’une structure qui lui est rattachée';
    const { calls } = renderRecord(RECORD, {
      patch: jsonResponse(400, {
        error: 'Certains champs sont invalides.',
        code: 'VALIDATION_FAILED',
        fieldErrors: { parentId: [cycle] },
      }),
    });
    await heading();
    const city = screen.getByRole('textbox', { name: /^Ville/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Castres');
    const parent = screen.getByRole('combobox', { name: /Structure parente/ });
    await userEvent.clear(parent);
    await userEvent.type(parent, 'Antenne');
    await userEvent.click(await screen.findByRole('option', { name: 'Antenne de Castres' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(parent).toHaveAttribute('aria-invalid', 'true'));
    expect(parent).toHaveAccessibleDescription(expect.stringContaining(cycle));
    expect(parent).toHaveFocus();
    expect(parent).toHaveValue('Antenne de Castres');
    expect(city).toHaveValue('Castres');
    expect(callsTo(calls, 'PATCH').map((call) => call.body)).toEqual([
      { city: 'Castres', parentId: 14 },
    ]);
    // Nothing was saved: no reload, no success.
    expect(callsTo(calls, 'GET')).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it('shows a refusal that names no field above the form', async () => {
    const locked =
      'Type impossible à changer : cette structure est utilisée par 1 valideur RH et 1 membre';
    renderRecord(RECORD, {
      patch: jsonResponse(409, { error: locked, code: 'STRUCTURE_TYPE_LOCKED' }),
    });
    await heading();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'provider');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const form = screen.getByRole('group', { name: 'Informations' });
    expect(await within(form).findByText(locked)).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('provider');
  });
});

describe('Structure record: state and deletion', () => {
  it('disables after confirmation, then offers to enable it again without asking', async () => {
    const { calls } = renderRecord();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver la structure' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Désactiver Maison de l’emploi ?',
    });
    expect(confirm).toHaveTextContent(
      'Ses valideurs RH et ses membres ne peuvent plus se connecter par elle tant qu’elle reste désactivée.',
    );
    // Cancelling changes nothing.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(callsTo(calls, 'PATCH')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Désactiver la structure' }));
    const again = await screen.findByRole('alertdialog', {
      name: 'Désactiver Maison de l’emploi ?',
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Désactiver la structure' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', message: 'Structure désactivée' }]),
    );
    expect(callsTo(calls, 'PATCH').map((call) => call.body)).toEqual([{ active: false }]);
    expect(await screen.findByText(/Cette structure est désactivée/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Réactiver la structure' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({ kind: 'success', message: 'Structure réactivée' }),
    );
    expect(callsTo(calls, 'PATCH').map((call) => call.body)).toEqual([
      { active: false },
      { active: true },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryByText(/Cette structure est désactivée/)).toBeNull());
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const { calls } = renderRecord();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la structure' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Supprimer Maison de l’emploi ?',
    });
    expect(confirm).toHaveTextContent(
      'La structure et ses fichiers sont supprimés définitivement.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer la structure' }));
    await waitFor(() => expect(where()).toBe('/back/admin/structures'));
    expect(callsTo(calls, 'DELETE')).toHaveLength(1);
    expect(toasts()).toEqual([{ kind: 'success', message: 'Structure supprimée' }]);
  });

  it('shows the French 409 when the structure turned out to be in use, and stays', async () => {
    const { calls } = renderRecord(RECORD, {
      delete: jsonResponse(409, { error: IN_USE, code: 'RESOURCE_IN_USE' }),
    });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la structure' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Supprimer Maison de l’emploi ?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer la structure' }));
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', message: IN_USE }]));
    expect(callsTo(calls, 'DELETE')).toHaveLength(1);
    expect(where()).toBe('/back/admin/structures/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Maison de l’emploi' })).toBeVisible();
  });
});

describe('Structure record: files', () => {
  it('lists the files with their download links', async () => {
    renderRecord();
    await heading();
    // One heading for the files section, at the level of the page's other sections.
    expect(screen.getAllByRole('heading', { name: 'Fichiers' })).toHaveLength(1);
    expect(section('Fichiers')).toContainElement(
      screen.getByRole('list', { name: 'Fichiers : fichiers' }),
    );
    const files = screen.getByRole('list', { name: 'Fichiers : fichiers' });
    expect(within(files).getByRole('link', { name: 'convention.pdf' })).toHaveAttribute(
      'href',
      '/api/files/8/convention.pdf',
    );
    expect(files).toHaveTextContent('(2 Ko)');
  });

  it('uploads through structure_files/multiple, then attaches the stored files', async () => {
    const { calls } = renderRecord();
    await heading();
    const file = new File(['%PDF-1.4'], 'statuts.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Ajouter des fichiers (Fichiers)'), file);
    const files = screen.getByRole('list', { name: 'Fichiers : fichiers' });
    expect(await within(files).findByRole('link', { name: 'statuts.pdf' })).toBeVisible();
    expect(within(files).getByRole('link', { name: 'convention.pdf' })).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url.pathname)).toEqual([
      '/api/structure_files/multiple',
      '/api/structure_files',
    ]);
    expect(posts[1]!.body).toEqual({ structureId: 12, fileIds: [40] });
    expect(toasts()).toEqual([{ kind: 'success', message: 'Import effectué.' }]);
  });

  it('removes a file after confirmation', async () => {
    const { calls } = renderRecord();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer « convention.pdf »' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Retirer « convention.pdf » ?',
    });
    expect(confirm).toHaveTextContent('Le fichier ne sera plus rattaché à la structure.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Aucun fichier.')).toBeVisible();
    expect(callsTo(calls, 'DELETE', '/api/structure_files/3')).toHaveLength(1);
  });
});

describe('Structure record: loader', () => {
  it('asks for id 0 (a 404) when the URL’s id is not a number', async () => {
    const calls: string[] = [];
    mockFetch((call) => {
      calls.push(call.url.pathname);
      return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
    });
    const thrown = await Promise.resolve(
      route.clientLoader({
        request: new Request('http://localhost/back/admin/structures/abc'),
        params: { id: 'abc' },
      } as unknown as Parameters<typeof route.clientLoader>[0]),
    ).catch((error: unknown) => error);
    expect(calls).toEqual(['/api/structures/detail/0']);
    expect(thrown).toMatchObject({
      init: { status: 404 },
      data: { layout: 'back', message: 'Élément introuvable.' },
    });
  });
});
