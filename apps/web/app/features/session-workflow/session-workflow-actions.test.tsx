import {
  PROFILES,
  SESSION_STATUSES,
  sessionEventLabel,
  sessionTransitions,
  type Profile,
  type SessionStatus,
  type SessionWorkflowState,
} from '@passerelle/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { inRouter } from '../../../test/in-router';
import { SessionWorkflowActions, type SessionWorkflowView } from './session-workflow-actions';

afterEach(() => toastStore.reset());

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

function session(status: SessionStatus, extra: Partial<SessionWorkflowView> = {}) {
  return {
    id: 5,
    status,
    startDate: '2030-03-02T08:00:00.000Z',
    endDate: '2030-03-03T16:00:00.000Z',
    surveyEnabled: false,
    reportEnabled: true,
    ...extra,
  } satisfies SessionWorkflowView;
}

function state(status: SessionStatus, extra: Partial<SessionWorkflowState> = {}) {
  return {
    id: 5,
    status,
    startDate: '2030-03-02T08:00:00.000Z',
    endDate: '2030-03-03T16:00:00.000Z',
    surveyEnabled: false,
    reportEnabled: true,
    ...extra,
  };
}

/** Answers every call with `response` and records the calls. */
function mockApi(response: () => Response) {
  return vi.spyOn(window, 'fetch').mockImplementation(async () => response());
}

function lastCall(fetch: ReturnType<typeof mockApi>) {
  const [url, init] = fetch.mock.calls.at(-1)!;
  return {
    url: String(url),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

function renderActions(
  status: SessionStatus,
  profile: Profile,
  extra: Partial<SessionWorkflowView> = {},
) {
  const onChange = vi.fn();
  const onStale = vi.fn();
  render(
    <SessionWorkflowActions
      session={session(status, extra)}
      profile={profile}
      onChange={onChange}
      onStale={onStale}
    />,
    inRouter,
  );
  return { onChange, onStale };
}

function actionButtons() {
  const group = screen.queryByRole('group', { name: 'Actions sur la session' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
}

describe('SessionWorkflowActions buttons', () => {
  it.each(SESSION_STATUSES.flatMap((status) => PROFILES.map((profile) => ({ status, profile }))))(
    'draws for $profile on a $status session exactly the events of the shared table',
    ({ status, profile }) => {
      renderActions(status, profile);
      expect(actionButtons()).toEqual(sessionTransitions(status, profile).map(sessionEventLabel));
    },
  );

  it('names the buttons in French and shows the status', () => {
    renderActions('PROGRAMMED', 'admin');
    expect(actionButtons()).toEqual([
      'Reporter la session',
      'Annuler la session',
      'Marquer comme réalisée',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Statut de la session :Programmée');
    expect(screen.getByRole('button', { name: 'Annuler la session' })).toHaveClass('bg-danger');
  });
});

/** A session over: "Marquer comme réalisée" may be clicked. */
const PAST_END = '2020-03-03T16:00:00.000Z';

describe('SessionWorkflowActions confirmation', () => {
  it('says before the click why a session not over yet cannot be marked as realised', async () => {
    const fetch = mockApi(() => jsonResponse(200, state('REALIZED')));
    renderActions('PROGRAMMED', 'manager');
    const realize = screen.getByRole('button', { name: 'Marquer comme réalisée' });
    expect(realize).toBeDisabled();
    expect(realize).toHaveAccessibleDescription(
      "La session ne peut être marquée comme réalisée qu'une fois terminée (fin prévue le 03/03/2030).",
    );
    expect(screen.getByRole('button', { name: 'Reporter la session' })).toBeEnabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks before cancelling, says who may bring it back, and sends the comment', async () => {
    const fetch = mockApi(() => jsonResponse(200, state('CANCELED')));
    const { onChange } = renderActions('PROGRAMMED', 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la session' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Annuler la session' });
    expect(dialog).toHaveAccessibleDescription(
      'Les inscriptions en cours seront annulées (motif « session annulée ») et les stagiaires, leurs valideurs RH et le prestataire seront prévenus par e-mail.',
    );
    // "Remettre en programmation" holds (decision 065): the dialog says who may use it.
    expect(
      within(dialog).getByText(
        'Un administrateur ou un gestionnaire pourra revenir en arrière, avec « Remettre en programmation ».',
      ),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(
      within(dialog).getByLabelText('Commentaire (facultatif)'),
      ' Intervenant absent ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la session' }));

    await waitFor(() => expect(toasts()).toEqual([['success', 'Session annulée.']]));
    expect(lastCall(fetch)).toEqual({
      url: '/api/sessions/5/cancel',
      method: 'POST',
      body: { comment: 'Intervenant absent', expectedStatus: 'PROGRAMMED' },
    });
    expect(onChange).toHaveBeenCalledWith(state('CANCELED'));
    expect(screen.getByRole('status')).toHaveTextContent('Annulée');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // A cancelled session offers the manager only to bring it back.
    expect(actionButtons()).toEqual(['Remettre en programmation']);
  });

  it('asks to confirm the dates when returning to programmed, and "Retour" changes nothing', async () => {
    const fetch = mockApi(() => jsonResponse(200, []));
    renderActions('REALIZED', 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Remettre en programmation' }));
    const dialog = screen.getByRole('dialog', { name: 'Remettre en programmation' });
    expect(dialog).toHaveAccessibleDescription(
      'La session repassera au statut « Programmée » avec les dates confirmées : toutes les étapes du circuit seront rejouées. Les stagiaires inscrits, leurs valideurs RH et le prestataire seront prévenus à nouveau par e-mail.',
    );
    // The current dates, in Paris time, to confirm; no registration to offer back.
    expect(within(dialog).getByLabelText('Date de début')).toHaveValue('2030-03-02T09:00');
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Réalisée');
  });

  it('runs a step without confirmation at once', async () => {
    const fetch = mockApi(() => jsonResponse(200, state('REALIZED')));
    renderActions('PROGRAMMED', 'provider', { endDate: PAST_END });
    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme réalisée' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Session marquée comme réalisée.']]));
    expect(lastCall(fetch)).toEqual({
      url: '/api/sessions/5/realize',
      method: 'POST',
      body: { expectedStatus: 'PROGRAMMED' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Réalisée');
  });

  it("shows the API's French refusal and keeps the status", async () => {
    const message =
      "La présence n'est pas renseignée pour 2 stagiaires inscrits : renseignez-la avant de marquer la session comme réalisée.";
    mockApi(() => jsonResponse(409, { error: message, code: 'SESSION_ATTENDANCE_MISSING' }));
    const { onChange } = renderActions('PROGRAMMED', 'manager', { endDate: PAST_END });
    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme réalisée' }));
    await waitFor(() => expect(toasts()).toEqual([['error', message]]));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Programmée');
  });
});

describe('SessionWorkflowActions on a stale page', () => {
  const message = 'Le statut de la session a changé entre-temps : rechargez la page.';

  it('sends the status shown, then on the stale refusal says so and asks for a reload', async () => {
    const fetch = mockApi(() =>
      jsonResponse(409, { error: message, code: 'SESSION_STATUS_CHANGED' }),
    );
    const { onChange, onStale } = renderActions('REALIZED', 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Remettre en programmation' }));
    const dialog = screen.getByRole('dialog', { name: 'Remettre en programmation' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remettre en programmation' }),
    );
    await waitFor(() => expect(toasts()).toEqual([['error', message]]));
    expect(lastCall(fetch)).toEqual({
      url: '/api/sessions/5/return_to_programmed',
      method: 'POST',
      body: {
        startDate: '2030-03-02T08:00:00.000Z',
        endDate: '2030-03-03T16:00:00.000Z',
        expectedStatus: 'REALIZED',
      },
    });
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Réalisée');
  });

  it('shows the reloaded status and its own buttons', async () => {
    mockApi(() => jsonResponse(409, { error: message, code: 'SESSION_STATUS_CHANGED' }));
    const onStale = vi.fn();
    const { rerender } = render(
      <SessionWorkflowActions session={session('REALIZED')} profile="manager" onStale={onStale} />,
      inRouter,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Valider la session' }));
    await waitFor(() => expect(onStale).toHaveBeenCalled());
    // The host reloaded: someone else had validated the session meanwhile.
    rerender(
      <SessionWorkflowActions
        session={session('VALIDATED_MANAGER')}
        profile="manager"
        onStale={onStale}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Validée par le gestionnaire');
    expect(actionButtons()).toEqual([]);
  });

  it('does not reload for other refusals', async () => {
    mockApi(() =>
      jsonResponse(409, {
        error: 'Cette session est clôturée : elle ne peut plus être modifiée.',
        code: 'SESSION_READ_ONLY',
      }),
    );
    const { onStale } = renderActions('PROGRAMMED', 'provider', { endDate: PAST_END });
    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme réalisée' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(onStale).not.toHaveBeenCalled();
  });
});

describe('SessionWorkflowActions reprogramming', () => {
  async function openReprogram() {
    await userEvent.click(screen.getByRole('button', { name: 'Reprogrammer la session' }));
    return screen.getByRole('dialog', { name: 'Reprogrammer la session' });
  }

  it('asks for the new dates, checks them, then sends them', async () => {
    const fetch = mockApi(() =>
      jsonResponse(200, state('PROGRAMMED', { startDate: '2030-04-06T07:00:00.000Z' })),
    );
    renderActions('REPORTED', 'manager', { startDate: undefined, endDate: undefined });
    const dialog = await openReprogram();
    const start = within(dialog).getByLabelText('Nouvelle date de début');
    const end = within(dialog).getByLabelText('Nouvelle date de fin');
    const submit = within(dialog).getByRole('button', { name: 'Reprogrammer la session' });

    await userEvent.click(submit);
    expect(start).toHaveAccessibleDescription('Champ obligatoire');
    expect(end).toHaveAccessibleDescription('Champ obligatoire');
    expect(start).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(start, { target: { value: '2030-04-07T17:00' } });
    fireEvent.change(end, { target: { value: '2030-04-06T09:00' } });
    await userEvent.click(submit);
    expect(end).toHaveAccessibleDescription('La date de début doit précéder la date de fin');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(start, { target: { value: '2030-04-06T09:00' } });
    fireEvent.change(end, { target: { value: '2030-04-07T17:00' } });
    await userEvent.click(submit);
    await waitFor(() => expect(toasts()).toEqual([['success', 'Session reprogrammée.']]));
    expect(lastCall(fetch)).toEqual({
      url: '/api/sessions/5/reprogram',
      method: 'POST',
      body: {
        // Typed in Paris time (summer: UTC+2), whatever the browser's time zone.
        startDate: '2030-04-06T07:00:00.000Z',
        endDate: '2030-04-07T15:00:00.000Z',
        expectedStatus: 'REPORTED',
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Programmée');
  });

  it('starts from the current dates and shows the field errors the API sends back', async () => {
    mockApi(() =>
      jsonResponse(400, {
        error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
        code: 'VALIDATION_FAILED',
        fieldErrors: { startDate: ['Date invalide'] },
      }),
    );
    renderActions('REPORTED', 'admin');
    const dialog = await openReprogram();
    const start = within(dialog).getByLabelText('Nouvelle date de début');
    // 2030-03-02T08:00:00Z shown in Paris time (winter: UTC+1), whatever the browser's zone.
    expect(start).toHaveValue('2030-03-02T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprogrammer la session' }));
    await waitFor(() => expect(start).toHaveAccessibleDescription('Date invalide'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});

describe('SessionWorkflowActions return to programmed of a cancelled session', () => {
  const cancelled = [
    { id: 31, name: 'Alice Martin', structure: 'Mission locale', status: 'REGISTERED' },
    { id: 32, name: 'Bruno Petit', structure: null, status: 'PRE_REGISTERED' },
    { id: 33, name: 'Chloé Roux', structure: 'Cap emploi', status: 'REQUESTED' },
  ].map((row) => ({
    id: row.id,
    beneficiary: { id: row.id + 100, name: row.name },
    structureName: row.structure,
    previousStatus: row.status,
    waitingList: row.id === 33,
    cancelledAt: '2030-02-01T10:00:00.000Z',
  }));

  /** The list of cancelled registrations, then `answer` for the return itself. */
  function mockReturn(answer: () => Response) {
    return vi
      .spyOn(window, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('/cancelled_registrations')
          ? jsonResponse(200, cancelled)
          : answer(),
      );
  }

  async function openReturn() {
    renderActions('CANCELED', 'manager');
    await userEvent.click(screen.getByRole('button', { name: 'Remettre en programmation' }));
    const dialog = screen.getByRole('dialog', { name: 'Remettre en programmation' });
    const group = await within(dialog).findByRole('group', {
      name: 'Inscriptions annulées avec la session',
    });
    await within(group).findByRole('checkbox', { name: 'Alice Martin — Mission locale' });
    return { dialog, group };
  }

  it('offers each cancelled registration back and restores those ticked', async () => {
    const fetch = mockReturn(() => jsonResponse(200, state('PROGRAMMED')));
    const { dialog, group } = await openReturn();
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    expect(
      within(group).getByRole('checkbox', { name: 'Bruno Petit — Sans structure' }),
    ).toHaveAccessibleDescription("Avant l'annulation : Pré-inscrit");
    expect(
      within(group).getByRole('checkbox', { name: 'Chloé Roux — Cap emploi' }),
    ).toHaveAccessibleDescription("Avant l'annulation : Demande d'inscription, en liste d'attente");
    await userEvent.click(
      within(group).getByRole('checkbox', { name: 'Alice Martin — Mission locale' }),
    );
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Chloé Roux — Cap emploi' }));
    expect(within(group).getByRole('status')).toHaveTextContent('2 inscriptions seront rétablies.');
    expect(dialog).toHaveTextContent(
      'Les stagiaires inscrits (y compris ceux dont l’inscription est rétablie)',
    );

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remettre en programmation' }),
    );
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['success', 'Session remise en programmation : 2 inscriptions rétablies.'],
      ]),
    );
    expect(lastCall(fetch)).toEqual({
      url: '/api/sessions/5/return_to_programmed',
      method: 'POST',
      body: {
        startDate: '2030-03-02T08:00:00.000Z',
        endDate: '2030-03-03T16:00:00.000Z',
        restoreRegistrationIds: [31, 33],
        expectedStatus: 'CANCELED',
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Programmée');
  });

  it('keeps the dialog open with a refused restoration, so that someone can be left', async () => {
    const message =
      "L'inscription d’Alice Martin ne peut pas être rétablie : il ne reste plus de place sur la session. Libérez une place ou laissez cette inscription annulée.";
    mockReturn(() => jsonResponse(409, { error: message, code: 'SESSION_RESTORE_FULL' }));
    const { dialog, group } = await openReturn();
    await userEvent.click(
      within(group).getByRole('checkbox', { name: 'Alice Martin — Mission locale' }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remettre en programmation' }),
    );
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('SessionWorkflowActions survey and report switches', () => {
  it('enables the survey and disables the report with the spec §8 toasts', async () => {
    const fetch = mockApi(() => jsonResponse(200, state('PROGRAMMED', { surveyEnabled: true })));
    renderActions('PROGRAMMED', 'manager');
    const survey = screen.getByRole('switch', { name: 'Questionnaire de satisfaction' });
    const report = screen.getByRole('switch', { name: 'Bilan pédagogique' });
    expect(survey).toHaveAttribute('aria-checked', 'false');
    expect(report).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(survey);
    await waitFor(() =>
      expect(toasts()).toEqual([['success', 'Questionnaire de satisfaction activé.']]),
    );
    expect(lastCall(fetch)).toEqual({
      url: '/api/sessions/5/survey',
      method: 'POST',
      body: { enabled: true },
    });
    expect(survey).toHaveAttribute('aria-checked', 'true');

    fetch.mockImplementation(async () =>
      jsonResponse(200, state('PROGRAMMED', { surveyEnabled: true, reportEnabled: false })),
    );
    await userEvent.click(report);
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual(['success', 'Bilan pédagogique désactivé.']),
    );
    expect(lastCall(fetch)).toMatchObject({
      url: '/api/sessions/5/toggle_report',
      body: { enabled: false },
    });
    expect(report).toHaveAttribute('aria-checked', 'false');
  });

  it('shows no switch to a provider, on a closed session, or without the flags', () => {
    renderActions('PROGRAMMED', 'provider');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    renderActions('CLOSED', 'admin');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the refusal of a toggle', async () => {
    mockApi(() =>
      jsonResponse(409, {
        error: 'Cette session est clôturée : elle ne peut plus être modifiée.',
        code: 'SESSION_READ_ONLY',
      }),
    );
    renderActions('VALIDATED_MANAGER', 'admin');
    const survey = screen.getByRole('switch', { name: 'Questionnaire de satisfaction' });
    await userEvent.click(survey);
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', 'Cette session est clôturée : elle ne peut plus être modifiée.'],
      ]),
    );
    expect(survey).toHaveAttribute('aria-checked', 'false');
  });
});
