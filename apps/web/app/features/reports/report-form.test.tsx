import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { isEditLocked } from '~/lib/edit-lock';
import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { ReportForm } from './report-form';
import { reportOf } from './test-fixtures';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

function mockApi(response: () => Response) {
  return vi.spyOn(window, 'fetch').mockImplementation(async () => response());
}

function callOf(fetch: ReturnType<typeof mockApi>, index = -1) {
  const [url, init] = fetch.mock.calls.at(index)!;
  return {
    url: String(url),
    method: init?.method,
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  };
}

const FILLED = {
  delivered: 'Apports puis études de cas.',
  goalsReached: 'Atteints, quiz final.',
  traineesFeedback: 'Groupe satisfait.',
  difficulties: '',
  improvements: 'Plus de mises en situation.',
};

function renderForm() {
  const onChange = vi.fn();
  render(<ReportForm report={reportOf()} onChange={onChange} />);
  return { onChange };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ReportForm', () => {
  it('offers one labelled text area per section, the required ones marked', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Rubriques du bilan' })).toBeInTheDocument();
    for (const name of [
      'Contenus et déroulement',
      'Atteinte des objectifs',
      'Retours des stagiaires',
      'Pistes d’amélioration',
    ]) {
      expect(field(name)).toBeRequired();
    }
    expect(field('Difficultés rencontrées')).not.toBeRequired();
    expect(field('Difficultés rencontrées')).toHaveAccessibleDescription(/Rubrique facultative/);
    expect(screen.getByText(/marquées d’un astérisque/)).toBeInTheDocument();
  });

  it('saves a draft with empty sections', async () => {
    const saved = reportOf({ saved: { at: '2030-03-04T10:00:00.000Z', by: { id: 2, name: 'P' } } });
    const fetch = mockApi(() => jsonResponse(200, saved));
    const { onChange } = renderForm();
    await userEvent.type(field('Contenus et déroulement'), 'Début de la matinée');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(saved));
    expect(callOf(fetch)).toEqual({
      url: '/api/session_reports/5',
      method: 'PUT',
      body: {
        sections: {
          delivered: 'Début de la matinée',
          goalsReached: '',
          traineesFeedback: '',
          difficulties: '',
          improvements: '',
        },
      },
    });
    expect(toasts()).toEqual([['success', 'Brouillon du bilan enregistré.']]);
  });

  it('refuses to complete while required sections are blank, on their fields', async () => {
    const fetch = mockApi(() => jsonResponse(200, reportOf()));
    renderForm();
    fireEvent.change(field('Contenus et déroulement'), { target: { value: FILLED.delivered } });
    await userEvent.click(screen.getByRole('button', { name: 'Terminer le bilan' }));

    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field('Atteinte des objectifs')).toHaveAccessibleDescription(/Champ obligatoire/);
    expect(field('Atteinte des objectifs')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Atteinte des objectifs')).toHaveFocus();
    expect(field('Pistes d’amélioration')).toHaveAccessibleDescription(/Champ obligatoire/);
    expect(field('Difficultés rencontrées')).not.toHaveAttribute('aria-invalid');
    expect(
      screen.getByText('Le bilan contient des erreurs : corrigez les rubriques signalées.'),
    ).toBeInTheDocument();

    // Typing in a field drops its message.
    await userEvent.type(field('Atteinte des objectifs'), 'Oui');
    expect(field('Atteinte des objectifs')).not.toHaveAttribute('aria-invalid');
  });

  it('completes after a confirmation, sending the text shown', async () => {
    const completed = reportOf({ status: 'COMPLETED', sections: FILLED });
    const fetch = mockApi(() => jsonResponse(200, completed));
    const { onChange } = renderForm();
    fireEvent.change(field('Contenus et déroulement'), { target: { value: FILLED.delivered } });
    fireEvent.change(field('Atteinte des objectifs'), { target: { value: FILLED.goalsReached } });
    fireEvent.change(field('Retours des stagiaires'), {
      target: { value: FILLED.traineesFeedback },
    });
    fireEvent.change(field('Pistes d’amélioration'), { target: { value: FILLED.improvements } });
    await userEvent.click(screen.getByRole('button', { name: 'Terminer le bilan' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Terminer le bilan' });
    expect(dialog).toHaveTextContent('transmis à l’équipe du programme pour validation');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminer le bilan' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(completed));
    expect(isEditLocked()).toBe(false);
    expect(callOf(fetch)).toEqual({
      url: '/api/session_reports/5/complete',
      method: 'POST',
      body: { sections: FILLED },
    });
    expect(toasts()).toEqual([
      ['success', 'Bilan pédagogique terminé et transmis pour validation.'],
    ]);
  });

  it('keeps the text and says why when the API refuses', async () => {
    mockApi(() =>
      jsonResponse(409, {
        code: 'REPORT_TRANSITION_NOT_ALLOWED',
        error:
          'Action « Enregistrer le brouillon » impossible : le bilan est au statut « Complété ».',
      }),
    );
    const { onChange } = renderForm();
    await userEvent.type(field('Contenus et déroulement'), 'Texte gardé');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

    expect(
      await screen.findByText(
        'Action « Enregistrer le brouillon » impossible : le bilan est au statut « Complété ».',
      ),
    ).toBeInTheDocument();
    expect(field('Contenus et déroulement')).toHaveValue('Texte gardé');
    expect(onChange).not.toHaveBeenCalled();
    // Nothing was saved: leaving the page is still held back.
    expect(isEditLocked()).toBe(true);
  });

  it('holds navigation back while a section differs from the saved text, until it is saved', async () => {
    const saved = reportOf({
      sections: { ...reportOf().sections, delivered: 'Début de la matinée' },
      saved: { at: '2030-03-04T10:00:00.000Z', by: { id: 2, name: 'P' } },
    });
    mockApi(() => jsonResponse(200, saved));
    const { onChange } = renderForm();
    expect(isEditLocked()).toBe(false);

    await userEvent.type(field('Retours des stagiaires'), 'Bon');
    expect(isEditLocked()).toBe(true);
    // Back to the saved text: nothing to lose.
    await userEvent.clear(field('Retours des stagiaires'));
    expect(isEditLocked()).toBe(false);

    await userEvent.type(field('Contenus et déroulement'), '  Début de la matinée ');
    expect(isEditLocked()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(saved));
    // The text the API stored (trimmed) is the saved one now.
    expect(field('Contenus et déroulement')).toHaveValue('Début de la matinée');
    expect(isEditLocked()).toBe(false);

    await userEvent.type(field('Contenus et déroulement'), ', puis');
    expect(isEditLocked()).toBe(true);
  });
});
