import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { isEditLocked } from '~/lib/edit-lock';
import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { SessionForm, type SessionFormProps } from './session-form';
import { mockProgrammingApi, sessionDetail, type RecordedCall } from './test-fixtures';
import { inRouter } from '../../../test/in-router';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

function renderForm(props: Partial<SessionFormProps> = {}) {
  const handlers = {
    onSaved: vi.fn(),
    onDeleted: vi.fn(),
    onCancel: vi.fn(),
  };
  render(
    <SessionForm actionId={7} session={null} access="all" canDelete {...handlers} {...props} />,
    inRouter,
  );
  return handlers;
}

/** A `datetime-local` input by the start of its label (the star of required fields follows). */
const dateInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const setDate = (label: string, value: string) =>
  fireEvent.change(dateInput(label), { target: { value } });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

describe('SessionForm: validation in the browser', () => {
  it('marks the required fields, focuses the first one and sends nothing', async () => {
    const calls = mockProgrammingApi();
    renderForm();
    await save();
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Champ obligatoire');
    expect(dateInput('Date de début')).toHaveAccessibleDescription(
      expect.stringContaining('Champ obligatoire'),
    );
    expect(dateInput('Date de fin')).toHaveAccessibleDescription(
      expect.stringContaining('Champ obligatoire'),
    );
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Le formulaire contient des erreurs');
    expect(writes(calls)).toEqual([]);
  });

  it('wants the start before the end, for the session and each intervention date', async () => {
    mockProgrammingApi();
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ECO-9');
    setDate('Date de début', '2030-03-11T09:00');
    setDate('Date de fin', '2030-03-10T17:00');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une date' }));
    await waitFor(() => expect(dateInput('Début de la date 1')).toHaveFocus());
    setDate('Début de la date 1', '2030-03-10T14:00');
    setDate('Fin de la date 1', '2030-03-10T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une date' }));
    setDate('Début de la date 2', '2030-03-11T09:00');
    setDate('Fin de la date 2', '2030-03-11T12:00');
    await save();

    const rangeMessage = 'La date de début doit précéder la date de fin';
    expect(dateInput('Date de fin')).toHaveAccessibleDescription(
      expect.stringContaining(rangeMessage),
    );
    expect(dateInput('Fin de la date 1')).toHaveAccessibleDescription(rangeMessage);
    expect(dateInput('Fin de la date 2')).not.toHaveAttribute('aria-invalid');
    // Reading order: the session's end comes before the intervention dates.
    await waitFor(() => expect(dateInput('Date de fin')).toHaveFocus());
  });

  it('adds and removes intervention date rows', async () => {
    mockProgrammingApi();
    renderForm();
    expect(screen.getByText("Aucune date d'intervention.")).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Ajouter une date' });
    await userEvent.click(add);
    await userEvent.click(add);
    setDate('Début de la date 2', '2030-03-12T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la date 1' }));
    // The second row took the first place, with its value.
    expect(dateInput('Début de la date 1')).toHaveValue('2030-03-12T09:00');
    expect(screen.queryByLabelText(/^Début de la date 2/)).not.toBeInTheDocument();
  });

  it('asks for the URL when registration is external, and a real URL', async () => {
    mockProgrammingApi();
    renderForm({ session: sessionDetail() });
    expect(screen.queryByRole('textbox', { name: "URL d'inscription externe" })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Inscription externe' }));
    const url = screen.getByRole('textbox', { name: "URL d'inscription externe" });
    await save();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(expect.stringContaining('Champ obligatoire'));
    await waitFor(() => expect(url).toHaveFocus());

    await userEvent.type(url, 'inscription chez nous');
    await save();
    expect(url).toHaveAccessibleDescription(expect.stringContaining('URL invalide'));
  });

  it('holds navigation back while there are unsaved changes', async () => {
    mockProgrammingApi();
    const onDirtyChange = vi.fn();
    renderForm({ session: sessionDetail(), onDirtyChange });
    expect(isEditLocked()).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de places' }), '0');
    expect(isEditLocked()).toBe(true);
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });
});

describe('SessionForm: a new session', () => {
  it('starts with the seats of its action type, which the user may change', () => {
    mockProgrammingApi(() => undefined);
    renderForm({ defaultSeats: 16 });
    expect(screen.getByRole('textbox', { name: 'Nombre de places' })).toHaveValue('16');
  });

  it('starts without seats when its action type gives none', () => {
    mockProgrammingApi(() => undefined);
    renderForm({ defaultSeats: 0 });
    expect(screen.getByRole('textbox', { name: 'Nombre de places' })).toHaveValue('');
  });
});

describe('SessionForm: saving', () => {
  it('creates a session with Paris-time instants, its dates, city and room', async () => {
    const created = sessionDetail({ id: 99, code: 'ECO-9' });
    const calls = mockProgrammingApi((call) =>
      call.method === 'POST' ? jsonResponse(201, created) : undefined,
    );
    const { onSaved } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ECO-9');
    setDate('Date de début', '2030-03-10T09:00');
    setDate('Date de fin', '2030-03-11T17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une date' }));
    setDate('Début de la date 1', '2030-03-10T09:00');
    setDate('Fin de la date 1', '2030-03-10T12:30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Modalité' }), 'BOTH');

    // The city narrows the rooms to its own.
    const city = screen.getByRole('combobox', { name: 'Ville' });
    await userEvent.type(city, 'Albi');
    await userEvent.click(await screen.findByRole('option', { name: 'Albi' }));
    const room = screen.getByRole('combobox', { name: 'Salle' });
    await waitFor(() =>
      expect(
        within(room)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Aucune salle', 'Salle Tarn']),
    );
    await userEvent.selectOptions(room, '21');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de places' }), '14');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Publiée' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Coût' }), '1200,50');
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created, true));
    const post = writes(calls)[0]!;
    expect(post.url.pathname).toBe('/api/actions/7/add_session');
    expect(post.body).toMatchObject({
      code: 'ECO-9',
      startDate: '2030-03-10T08:00:00.000Z',
      endDate: '2030-03-11T16:00:00.000Z',
      interventionDates: [
        { startsAt: '2030-03-10T08:00:00.000Z', endsAt: '2030-03-10T11:30:00.000Z' },
      ],
      modality: 'BOTH',
      cityId: 2,
      roomId: 21,
      seats: 14,
      published: true,
      registrationRequired: true,
      externalRegistrationUrl: null,
      cost: '1200,50',
    });
    expect(toasts()).toEqual([['success', 'Session ECO-9 ajoutée.']]);
  });

  it('shows the server’s field messages on their fields', async () => {
    mockProgrammingApi((call) =>
      call.method === 'PATCH'
        ? jsonResponse(400, {
            error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
            code: 'VALIDATION_FAILED',
            fieldErrors: { roomId: ['Élément introuvable'] },
          })
        : undefined,
    );
    const { onSaved } = renderForm({ session: sessionDetail() });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ECO-1B');
    await save();
    const room = screen.getByRole('combobox', { name: 'Salle' });
    await waitFor(() => expect(room).toHaveAttribute('aria-invalid', 'true'));
    expect(room).toHaveAccessibleDescription(expect.stringContaining('Élément introuvable'));
    expect(room).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    expect(toasts()).toEqual([
      ['error', 'Certains champs sont invalides. Corrigez-les puis réessayez.'],
    ]);
  });

  it('warns before saving that the registered trainees will be told of new dates', async () => {
    renderForm({ session: sessionDetail({ takenSeats: 3 }) });
    const notice = /les 3 stagiaires inscrits recevront le courriel « Session reprogrammée »/;
    expect(screen.queryByText(notice)).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de places' }), '0');
    expect(screen.queryByText(notice)).toBeNull();
    setDate('Date de début', '2030-03-12T09:00');
    expect(screen.getByText(notice)).toBeVisible();
    setDate('Date de début', '2030-03-10T09:00');
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('sends every field of a stored session on save', async () => {
    const calls = mockProgrammingApi((call) =>
      call.method === 'PATCH' ? jsonResponse(200, sessionDetail({ seats: 20 })) : undefined,
    );
    const { onSaved } = renderForm({ session: sessionDetail() });
    const seats = screen.getByRole('textbox', { name: 'Nombre de places' });
    expect(seats).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Temps asynchrone (heures)' })).toHaveValue('1,50');
    expect(dateInput('Date de début')).toHaveValue('2030-03-10T09:00');
    await userEvent.clear(seats);
    await userEvent.type(seats, '20');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patch = writes(calls)[0]!;
    expect(patch.url.pathname).toBe('/api/sessions/41');
    expect(patch.body).toMatchObject({
      seats: 20,
      cityId: 1,
      roomId: 11,
      startDate: '2030-03-10T08:00:00.000Z',
      interventionDates: [
        { startsAt: '2030-03-10T08:00:00.000Z', endsAt: '2030-03-10T11:00:00.000Z' },
      ],
      registrationDeadline: '2030-03-01T22:59:00.000Z',
      asyncTime: '1,50',
    });
    expect(toasts()).toEqual([['success', 'Modifications enregistrées.']]);
    expect(isEditLocked()).toBe(false);
  });

  it('asks a remote session’s link, written in its convocations, and sends it', async () => {
    const calls = mockProgrammingApi((call) =>
      call.method === 'PATCH' ? jsonResponse(200, sessionDetail()) : undefined,
    );
    const { onSaved } = renderForm({
      session: sessionDetail({ modality: 'REMOTE', remoteUrl: 'https://visio.example.test/a' }),
    });
    const link = screen.getByRole('textbox', { name: 'Lien de connexion à distance' });
    expect(link).toHaveValue('https://visio.example.test/a');
    expect(link).toHaveAccessibleDescription(expect.stringContaining('convocations'));
    await userEvent.clear(link);
    await userEvent.type(link, 'https://visio.example.test/b');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes(calls)[0]!.body).toMatchObject({
      modality: 'REMOTE',
      remoteUrl: 'https://visio.example.test/b',
    });
  });

  it('has no remote link for an onsite session', () => {
    mockProgrammingApi();
    renderForm({ session: sessionDetail({ modality: 'ONSITE' }) });
    expect(screen.queryByRole('textbox', { name: 'Lien de connexion à distance' })).toBeNull();
  });

  it('deletes after confirmation', async () => {
    const calls = mockProgrammingApi((call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const { onDeleted } = renderForm({ session: sessionDetail() });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la session' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la session ECO-1 ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(writes(calls).map((call) => [call.method, call.url.pathname])).toEqual([
      ['DELETE', '/api/sessions/41'],
    ]);
  });
});

describe('SessionForm: read-only', () => {
  it('shows every value and nothing to change or save', () => {
    mockProgrammingApi();
    renderForm({ session: sessionDetail({ status: 'CLOSED' }), access: 'none' });
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('ECO-1');
    expect(dateInput('Début de la date 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter une date' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer la session' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Heures réalisées en présentiel' })).toBeDisabled();
  });
});

describe('SessionForm: realised hours only (a provider)', () => {
  const hours = (name: string) => screen.getByRole('textbox', { name });
  const renderProvider = () =>
    renderForm({
      session: sessionDetail({ status: 'REALIZED' }),
      access: 'realisedHours',
      canDelete: false,
    });

  it('shows the planning read-only and the realised hours changeable', () => {
    mockProgrammingApi();
    renderProvider();
    for (const name of ['Code', 'Nombre de places', 'Coût']) {
      expect(screen.getByRole('textbox', { name })).toBeDisabled();
    }
    expect(screen.getByRole('combobox', { name: 'Modalité' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Publiée' })).toBeDisabled();
    expect(dateInput('Date de début')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ajouter une date' })).toBeNull();
    for (const name of [
      'Heures réalisées en présentiel',
      'Heures réalisées à distance',
      'Temps asynchrone (heures)',
    ]) {
      expect(hours(name)).toBeEnabled();
    }
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Supprimer la session' })).toBeNull();
    expect(screen.queryByText(/sont obligatoires/)).toBeNull();
  });

  it('sends the realised hours alone', async () => {
    const saved = sessionDetail({ status: 'REALIZED', realisedHoursOnsite: '6.50' });
    const calls = mockProgrammingApi((call) =>
      call.method === 'PATCH' ? jsonResponse(200, saved) : undefined,
    );
    const { onSaved } = renderProvider();
    await userEvent.type(hours('Heures réalisées en présentiel'), '6,5');
    await userEvent.clear(hours('Temps asynchrone (heures)'));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, false));
    const patch = writes(calls);
    expect(patch).toHaveLength(1);
    expect(patch[0]!.url.pathname).toBe('/api/sessions/41');
    expect(patch[0]!.body).toEqual({
      realisedHoursOnsite: '6,5',
      realisedHoursRemote: '',
      asyncTime: '',
    });
    expect(hours('Heures réalisées en présentiel')).toHaveValue('6,50');
    expect(toasts()).toEqual([['success', 'Modifications enregistrées.']]);
    expect(isEditLocked()).toBe(false);
  });

  it('checks the hours in the browser with the shared rule and sends nothing wrong', async () => {
    const calls = mockProgrammingApi();
    renderProvider();
    const onsite = hours('Heures réalisées en présentiel');
    await userEvent.type(onsite, 'deux heures');
    await save();
    expect(onsite).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(onsite).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Le formulaire contient des erreurs');
    expect(writes(calls)).toEqual([]);
  });

  it("shows the API's refusal", async () => {
    const detail = 'Un prestataire ne peut pas modifier ces champs : Coût.';
    mockProgrammingApi((call) =>
      call.method === 'PATCH'
        ? jsonResponse(403, {
            error: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
            code: 'FORBIDDEN',
            detail,
          })
        : undefined,
    );
    const { onSaved } = renderProvider();
    await userEvent.type(hours('Heures réalisées à distance'), '2');
    await save();
    // The case's own words (the API's detail) rather than the generic refusal.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(detail));
    expect(toastStore.getSnapshot()).toMatchObject([
      {
        kind: 'error',
        title: "Les modifications n'ont pas pu être enregistrées.",
        message: detail,
      },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
