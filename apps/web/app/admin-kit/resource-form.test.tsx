import { actionTypesResource, axesResource, type ResourceItem } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { isEditLocked } from '~/lib/edit-lock';
import { toastStore } from '~/lib/toast';

import { fakeResourceApi, mockFetch, samplesResource } from '../../test/admin-kit-fixtures';
import { jsonResponse } from '../../test/fixtures';

import { ResourceForm } from './resource-form';

const AXES: ResourceItem[] = [
  { id: 1, number: 1, name: 'Numérique', description: null, color: '#1a2b3c' },
  { id: 2, number: 3, name: 'Accueil', description: 'Premier accueil', color: null },
];

function renderForm(item: ResourceItem | null = null, resource = axesResource) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<ResourceForm resource={resource} item={item} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

// Several routes load one after the other; give a busy test machine some slack.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => toastStore.reset());

describe('ResourceForm: fields', () => {
  it('draws one labelled input per field, marking the required ones', () => {
    mockFetch(fakeResourceApi(axesResource, [...AXES]));
    renderForm();
    expect(
      screen.getByText('Les champs marqués d’un astérisque (*) sont obligatoires.'),
    ).toBeVisible();
    expect(box('Numéro')).toBeRequired();
    expect(box('Numéro')).toHaveAttribute('inputmode', 'numeric');
    expect(box('Nom')).toBeRequired();
    expect(box('Description').tagName).toBe('TEXTAREA');
    expect(box('Description')).not.toBeRequired();
    expect(box('Couleur')).toHaveAccessibleDescription('Format : #rrggbb');
    expect(screen.getByLabelText('Couleur : sélecteur de couleur')).toHaveAttribute(
      'type',
      'color',
    );
  });

  it('draws each kind with its own control', async () => {
    const { calls } = mockFetch((call) =>
      call.url.pathname === '/api/axes'
        ? jsonResponse(200, { items: AXES, total: 2, page: 1, pageSize: 50 })
        : jsonResponse(404, {}),
    );
    renderForm(null, samplesResource);
    expect(screen.getByRole('combobox', { name: 'Niveau' }).tagName).toBe('SELECT');
    expect(screen.getByRole('checkbox', { name: 'Actif' })).not.toBeChecked();
    expect(screen.getByLabelText('Début')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveAttribute('type', 'email');
    expect(box('Mots-clés')).toHaveAccessibleDescription('Un élément par ligne');
    // A reference is a combobox over the referenced rows.
    const axis = screen.getByRole('combobox', { name: 'Axe' });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/axes')).toBe(true));
    await userEvent.click(axis);
    expect(await screen.findByRole('option', { name: 'Accueil' })).toBeInTheDocument();
  });
});

describe('ResourceForm: validation', () => {
  it('checks in the browser with the shared schema, marks the fields and focuses the first', async () => {
    const { calls } = mockFetch(fakeResourceApi(axesResource, [...AXES]));
    renderForm();
    await userEvent.type(box('Couleur'), 'rouge');
    await save();
    expect(box('Numéro')).toHaveFocus();
    expect(box('Numéro')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Numéro')).toHaveAccessibleDescription('Champ obligatoire');
    expect(box('Nom')).toHaveAccessibleDescription('Champ obligatoire');
    expect(box('Couleur')).toHaveAccessibleDescription(
      'Format : #rrggbb Couleur invalide (format attendu : #rrggbb)',
    );
    expect(box('Description')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Correcting a field clears its message.
    await userEvent.type(box('Nom'), 'Social');
    expect(box('Nom')).not.toHaveAttribute('aria-invalid');
  });

  it('moves the focus on a failed submit only, never while the user types', async () => {
    mockFetch(fakeResourceApi(axesResource, [...AXES]));
    renderForm();
    await save();
    expect(box('Numéro')).toHaveFocus();
    expect(box('Nom')).toHaveAttribute('aria-invalid', 'true');
    // Correcting the focused field clears its message; the focus stays while Nom is invalid.
    await userEvent.type(box('Numéro'), '72');
    expect(box('Numéro')).not.toHaveAttribute('aria-invalid');
    expect(box('Numéro')).toHaveFocus();
    expect(box('Numéro')).toHaveValue('72');
    // Typing in another field leaves the focus there too.
    await userEvent.type(box('Description'), 'Texte');
    expect(box('Description')).toHaveFocus();
    expect(box('Description')).toHaveValue('Texte');
    // The next failed submit focuses the first field still invalid.
    await save();
    expect(box('Nom')).toHaveFocus();
  });

  it('checks a unique number while typing and refuses a duplicate', async () => {
    const { calls } = mockFetch(fakeResourceApi(axesResource, [...AXES]));
    renderForm();
    await userEvent.type(box('Numéro'), '3');
    await waitFor(() =>
      expect(box('Numéro')).toHaveAccessibleDescription('Ce numéro est déjà utilisé'),
    );
    const check = calls.find((c) => c.url.pathname === '/api/axes/is_unique_number')!;
    expect(check.url.searchParams.get('value')).toBe('3');
    await userEvent.type(box('Nom'), 'Doublon');
    await save();
    expect(box('Numéro')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(box('Numéro'), '0');
    await waitFor(() => expect(box('Numéro')).not.toHaveAttribute('aria-invalid'));
  });

  it('puts the server fieldErrors on their fields', async () => {
    // The live check cannot see a duplicate created meanwhile: the server says it (409).
    mockFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(409, {
            error: "Cette opération n'est pas possible dans l'état actuel des données.",
            code: 'CONFLICT',
            fieldErrors: { number: ['Ce numéro est déjà utilisé'] },
          })
        : jsonResponse(200, { unique: true }),
    );
    const { onSaved } = renderForm();
    await userEvent.type(box('Numéro'), '5');
    await userEvent.type(box('Nom'), 'Nouvel axe');
    await save();
    await waitFor(() => expect(box('Numéro')).toHaveFocus());
    expect(box('Numéro')).toHaveAccessibleDescription('Ce numéro est déjà utilisé');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Cette opération n'est pas possible dans l'état actuel des données.",
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('ResourceForm: saving', () => {
  it('creates the row, says so in a toast and hands it back', async () => {
    const rows = [...AXES];
    const { calls } = mockFetch(fakeResourceApi(axesResource, rows));
    const { onSaved } = renderForm();
    await userEvent.type(box('Numéro'), '7');
    await userEvent.type(box('Nom'), ' Emploi ');
    await userEvent.type(box('Couleur'), '#00AA00');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/axes');
    expect(post.body).toEqual({ number: 7, name: 'Emploi', description: null, color: '#00AA00' });
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: 3, number: 7 });
    expect(toastStore.getSnapshot().map((t) => [t.kind, t.message])).toEqual([
      ['success', 'Modifications enregistrées.'],
    ]);
  });

  it('edits with a PATCH of the changed fields; its own number is not a duplicate', async () => {
    const { calls } = mockFetch(fakeResourceApi(axesResource, [...AXES]));
    const { onSaved } = renderForm(AXES[1]!);
    expect(box('Numéro')).toHaveValue('3');
    await userEvent.clear(box('Description'));
    await userEvent.type(box('Numéro'), '1');
    await waitFor(() => expect(calls.some((c) => c.url.pathname.includes('is_unique'))).toBe(true));
    const check = calls.find((c) => c.url.pathname.includes('is_unique'))!;
    expect(check.url.searchParams.get('excludeId')).toBe('2');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/axes/2');
    expect(patch.body).toEqual({ number: 31, description: null });
  });

  it('holds the editing lock while the inputs differ from the saved values', async () => {
    mockFetch(fakeResourceApi(axesResource, [...AXES]));
    const { onCancel } = renderForm(AXES[0]!);
    expect(isEditLocked()).toBe(false);
    await userEvent.type(box('Nom'), 'x');
    expect(isEditLocked()).toBe(true);
    await userEvent.type(box('Nom'), '{Backspace}');
    expect(isEditLocked()).toBe(false);
    await userEvent.click(within(document.body).getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows the message of a failed save and keeps the inputs', async () => {
    mockFetch((call) =>
      call.method === 'PATCH'
        ? jsonResponse(500, { detail: 'Base de données indisponible' })
        : jsonResponse(200, { unique: true }),
    );
    const { onSaved } = renderForm(AXES[0]!);
    await userEvent.type(box('Nom'), ' bis');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Base de données indisponible');
    expect(box('Nom')).toHaveValue('Numérique bis');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('ResourceForm: the action type’s cold evaluation and documents', () => {
  it('starts a new type at 90 days and every document, refuses a delay out of 1–730 in French', async () => {
    const { calls } = mockFetch(fakeResourceApi(actionTypesResource, []));
    const { onSaved } = renderForm(null, actionTypesResource);
    // Every document offered unless unticked (decision 064), in a group named by the field.
    const generated = screen.getByRole('group', { name: 'Documents générés' });
    expect(
      within(generated)
        .getAllByRole('checkbox')
        .map((one) => [one.getAttribute('value'), (one as HTMLInputElement).checked]),
    ).toEqual([
      ['convocation', true],
      ['participant_list', true],
      ['participation_certificate', true],
      ['end_certificate', true],
    ]);
    await userEvent.click(within(generated).getByRole('checkbox', { name: 'Convocation' }));
    const option = screen.getByRole('checkbox', { name: 'Évaluation à froid' });
    const delay = box('Délai après la fin de la session (jours)');
    expect(option).not.toBeChecked();
    expect(delay).toHaveValue('90');

    await userEvent.type(box('Nom'), 'Atelier de pratique');
    await userEvent.click(option);
    await userEvent.clear(delay);
    await userEvent.type(delay, '0');
    await save();
    expect(delay).toHaveAttribute('aria-invalid', 'true');
    expect(delay).toHaveAccessibleDescription(/Doit être supérieur ou égal à 1/);
    await userEvent.clear(delay);
    await userEvent.type(delay, '731');
    await save();
    expect(delay).toHaveAccessibleDescription(/Doit être inférieur ou égal à 730/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(delay);
    await userEvent.type(delay, '120');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Atelier de pratique',
      coldSurveyEnabled: true,
      coldSurveyDelayDays: 120,
      generatedDocuments: ['participant_list', 'participation_certificate', 'end_certificate'],
      regulatoryDocuments: ['convention', 'registration_signature', 'completion_certificate'],
    });
  });
});
