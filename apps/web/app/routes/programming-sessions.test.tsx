import type { ProfileCode, SessionDetail, SessionDocument } from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import {
  mockProgrammingApi,
  sessionDetail,
  type RecordedCall,
} from '~/features/programming-sessions/test-fixtures';
import { toastStore } from '~/lib/toast';

import { jsonResponse, userOf } from '../../test/fixtures';
import ProgrammingSessionsTab from './programming-sessions';

/*
 * A session's sheet as the sessions tab composes it: the sheet (features/programming-sessions)
 * with the session's workflow and history (features/session-workflow).
 */

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const INVOICE: SessionDocument = {
  id: 3,
  kind: 'invoice',
  name: 'facture.pdf',
  createdAt: '2030-03-12T08:00:00.000Z',
  file: {
    id: 8,
    name: 'facture.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    url: '/api/files/8/facture.pdf',
  },
};

const LIST = '/back/programming/7/sessions';

/** Renders the tab on a session's sheet; the tab's loads are counted (a reload is one more). */
function renderSheet(
  profile: ProfileCode,
  session = sessionDetail(),
  answer: (call: RecordedCall) => Response | undefined = () => undefined,
) {
  mockProgrammingApi(
    (call) =>
      answer(call) ??
      (call.url.pathname === `/api/sessions/${session.id}/history`
        ? jsonResponse(200, [
            {
              id: 1,
              createdAt: '2029-12-01T08:00:00.000Z',
              author: { id: 2, name: 'Thomas Bernard' },
              fromStatus: null,
              toStatus: 'PROGRAMMED',
              event: null,
              comment: '',
            },
          ])
        : undefined),
  );
  const user = userOf(profile);
  const loads = { count: 0 };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user }),
      Component: Outlet,
      HydrateFallback: () => null,
      children: [
        {
          path: 'back/programming/:id/sessions',
          loader: ({ request }: LoaderFunctionArgs) => {
            loads.count += 1;
            const opened = new URL(request.url).searchParams.has('session');
            const sheet: {
              kind: 'session';
              session: SessionDetail;
              documents: SessionDocument[];
            } | null = opened ? { kind: 'session', session, documents: [INVOICE] } : null;
            return { action: { id: 7, name: 'Écoute active' }, sessions: [], sheet };
          },
          Component: ProgrammingSessionsTab,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[`${LIST}?session=${session.id}`]} />);
  return loads;
}

const workflow = () => screen.getByRole('region', { name: 'Suivi de la session' });

describe('the sessions tab on a session sheet', () => {
  it('gives the staff the form, the workflow, the history and the files', async () => {
    renderSheet('profile_manager');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Session ECO-1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeEnabled();
    expect(within(workflow()).getByRole('button', { name: 'Reporter la session' })).toBeVisible();
    expect(within(workflow()).getByRole('switch', { name: 'Bilan pédagogique' })).toBeVisible();
    expect(
      await screen.findByRole('table', { name: 'Historique de la session' }),
    ).toHaveTextContent('Thomas Bernard');
    expect(screen.getByRole('link', { name: 'facture.pdf' })).toHaveAttribute(
      'href',
      '/api/files/8/facture.pdf',
    );
    expect(screen.getByLabelText('Ajouter des fichiers (Facture)')).toBeEnabled();
  });

  it('shows a provider the planning read-only, its realised hours, own steps and files', async () => {
    renderSheet('profile_provider', sessionDetail({ endDate: '2020-01-01T16:00:00.000Z' }));
    expect(
      await screen.findByText(
        "La planification de la session est gérée par l'équipe du programme : seules les heures réalisées peuvent être renseignées.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Coût' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Heures réalisées en présentiel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Supprimer la session' })).toBeNull();
    const buttons = within(workflow())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Marquer comme réalisée']);
    // A provider adds the invoice and the attendance sheet of its sessions.
    expect(screen.getByLabelText("Ajouter des fichiers (Feuille d'émargement)")).toBeEnabled();
  });

  it('keeps a closed session read-only for everyone', async () => {
    renderSheet('profile_admin', sessionDetail({ status: 'CLOSED' }));
    expect(await screen.findByText(/Cette session est clôturée/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Heures réalisées en présentiel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByLabelText(/Ajouter des fichiers/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Retirer « facture.pdf »/ })).toBeNull();
    // The administrator may still bring it back (workflow table).
    expect(
      within(workflow()).getByRole('button', { name: 'Remettre en programmation' }),
    ).toBeVisible();
  });

  it('keeps the realised hours of a closed session read-only for a provider', async () => {
    renderSheet('profile_provider', sessionDetail({ status: 'CLOSED' }));
    expect(await screen.findByText(/Cette session est clôturée/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Heures réalisées en présentiel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('reloads the session when a workflow click finds its status changed meanwhile', async () => {
    const message = 'Le statut de la session a changé entre-temps : rechargez la page.';
    const loads = renderSheet('profile_manager', sessionDetail({ status: 'REPORTED' }), (call) =>
      call.method === 'POST'
        ? jsonResponse(409, { error: message, code: 'SESSION_STATUS_CHANGED' })
        : undefined,
    );
    await screen.findByRole('region', { name: 'Suivi de la session' });
    await userEvent.click(
      await within(workflow()).findByRole('button', { name: 'Remettre en programmation' }),
    );
    // The dialog offers the session's dates to confirm.
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remettre en programmation' })).getByRole(
        'button',
        { name: 'Remettre en programmation' },
      ),
    );
    await waitFor(() => expect(loads.count).toBe(2));
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([message]);
  });

  it('asks before leaving for the list with unsaved changes', async () => {
    renderSheet('profile_manager');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await userEvent.type(code, '-BIS');
    await userEvent.click(screen.getByRole('link', { name: 'Retour à la liste des sessions' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(code).toHaveValue('ECO-1-BIS');

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Modifications non enregistrées' })).getByRole(
        'button',
        { name: 'Continuer sans enregistrer' },
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: "Sessions de l'action" }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
  });
});
