import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse, userOf } from '../../../test/fixtures';
import { inRouter } from '../../../test/in-router';
import { ReportPage } from './report-page';
import { SessionReportState } from './session-report-state';
import { reportOf } from './test-fixtures';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

const WRITTEN = {
  delivered: 'Apports puis études de cas.',
  goalsReached: 'Atteints.',
  traineesFeedback: 'Groupe satisfait.',
  difficulties: '',
  improvements: 'Plus de mises en situation.',
};
const COMPLETED = reportOf({
  status: 'COMPLETED',
  sections: WRITTEN,
  saved: { at: '2030-03-04T09:00:00.000Z', by: { id: 2, name: 'Paul Prestataire' } },
  completed: { at: '2030-03-04T09:00:00.000Z', by: { id: 2, name: 'Paul Prestataire' } },
});

function renderPage(report = COMPLETED, code: Parameters<typeof userOf>[0] = 'profile_manager') {
  render(<ReportPage initial={report} user={userOf(code)} />, inRouter);
}

describe('ReportPage', () => {
  it('shows the session, the computed attendance and the text to a manager', () => {
    renderPage();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Bilan pédagogique de la session ENT-2030-01',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Statut du bilan : Complété');
    expect(
      screen.getByText('Terminé le 04/03/2030 10:00 par Paul Prestataire.'),
    ).toBeInTheDocument();
    const attendance = screen.getByRole('region', { name: 'Présence des stagiaires' });
    expect(within(attendance).getByText('Absences excusées').nextSibling).toHaveTextContent('1');
    expect(within(attendance).getByText('Présents').nextSibling).toHaveTextContent('8');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Groupe satisfait.')).toBeInTheDocument();
    expect(screen.getByText('Non renseigné.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la session' })).toHaveAttribute(
      'href',
      '/back/programming/9/sessions?session=5',
    );
  });

  it('validates after a confirmation that says it is for good, with the toast of spec §8', async () => {
    const validated = reportOf({
      ...COMPLETED,
      status: 'VALIDATED',
      validated: { at: '2030-03-05T09:00:00.000Z', by: { id: 1, name: 'Claire Martin' } },
    });
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(200, validated));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Valider le bilan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Valider le bilan' });
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider le bilan' }));

    await waitFor(() => expect(toasts()).toEqual([['success', 'Bilan pédagogique validé.']]));
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/session_reports/5/validate');
    expect(screen.getByRole('status')).toHaveTextContent('Validé');
    expect(screen.queryByRole('button', { name: 'Valider le bilan' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Ce bilan est validé : il ne peut plus être modifié.'),
    ).toBeInTheDocument();
  });

  it('sends a report back only with a reason', async () => {
    const sentBack = reportOf({
      ...COMPLETED,
      status: 'IN_PROGRESS',
      completed: null,
      sentBack: {
        at: '2030-03-05T09:00:00.000Z',
        by: { id: 1, name: 'Claire Martin' },
        reason: 'Précisez l’évaluation.',
      },
    });
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(200, sentBack));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer au prestataire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renvoyer au prestataire' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renvoyer au prestataire' }));
    expect(
      within(dialog).getByRole('textbox', { name: 'Motif du renvoi' }),
    ).toHaveAccessibleDescription('Un motif est obligatoire');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Motif du renvoi' }),
      'Précisez l’évaluation.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renvoyer au prestataire' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['success', 'Bilan pédagogique renvoyé au prestataire.']]),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      reason: 'Précisez l’évaluation.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('En cours');
    expect(screen.getByText(/Renvoyé le 05\/03\/2030 10:00 par Claire Martin/)).toBeInTheDocument();
    expect(screen.getByText('Le prestataire n’a pas encore terminé ce bilan.')).toBeInTheDocument();
  });

  it('gives the provider the form while in progress, the text once completed', () => {
    renderPage(reportOf(), 'profile_provider');
    expect(screen.getByRole('status')).toHaveTextContent('À rédiger');
    expect(screen.getByRole('textbox', { name: 'Atteinte des objectifs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider le bilan' })).not.toBeInTheDocument();
  });

  it('shows the provider a completed report read-only', () => {
    renderPage(COMPLETED, 'profile_provider');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      screen.getByText('Ce bilan est terminé et attend la validation de l’équipe du programme.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider le bilan' })).not.toBeInTheDocument();
  });
});

describe('SessionReportState', () => {
  function renderState(session: { status: 'PROGRAMMED' | 'REALIZED'; reportEnabled: boolean }) {
    render(
      <MemoryRouter>
        <SessionReportState session={{ id: 5, ...session }} user={userOf('profile_provider')} />
      </MemoryRouter>,
    );
  }

  it('says when the session has no report, or not yet', () => {
    const fetch = vi.spyOn(window, 'fetch');
    renderState({ status: 'REALIZED', reportEnabled: false });
    expect(
      screen.getByText('Bilan pédagogique non activé pour cette session.'),
    ).toBeInTheDocument();
    renderState({ status: 'PROGRAMMED', reportEnabled: true });
    expect(screen.getByText(/une fois la session réalisée/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the report of a realised session and links to it', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(200, reportOf()));
    renderState({ status: 'REALIZED', reportEnabled: true });
    const link = await screen.findByRole('link', { name: 'Rédiger le bilan' });
    expect(link).toHaveAttribute('href', '/reports/5');
    expect(screen.getByText('À rédiger')).toBeInTheDocument();
  });
});
