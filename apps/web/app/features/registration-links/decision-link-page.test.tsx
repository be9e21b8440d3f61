import type { DecisionLinkView, LinkDecision } from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '../../../test/fixtures';
import { DecisionLinkPage } from './decision-link-page';
import { decisionLinkViewOf } from './test-fixtures';

const TOKEN = 'a'.repeat(43);
const DECIDE = `/api/public/registration_links/${TOKEN}`;

function renderPage(view: DecisionLinkView | null, decision: LinkDecision | null) {
  const Stub = createRoutesStub([
    {
      path: '/registration-decision/:token',
      Component: () => (
        <DecisionLinkPage
          title="Décision sur une demande d’inscription"
          data={{ token: TOKEN, decision, view }}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[`/registration-decision/${TOKEN}`]} />);
}

/** `window.fetch` answering every call with `answer`; the calls as [url, method, body]. */
function mockApi(answer: () => Response) {
  const fetch = vi.spyOn(window, 'fetch').mockImplementation(async () => answer());
  return () =>
    fetch.mock.calls.map(([url, init]) => [
      String(url),
      init?.method,
      init?.body ? JSON.parse(String(init.body)) : undefined,
    ]);
}

const field = (name: string) =>
  screen.getByLabelText((label) => label.replace(/\s*\*$/, '') === name);

describe('DecisionLinkPage', () => {
  it('shows the request and the session, then validates in one click', async () => {
    const calls = mockApi(() =>
      jsonResponse(200, { status: 'PRE_REGISTERED', waitingList: false }),
    );
    renderPage(decisionLinkViewOf(), 'validate');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Valider une demande d’inscription' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Bonjour Nathalie Girard,')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Inès Roux (Mission Locale Toulouse Métropole) demande à s’inscrire à la session ci-dessous. Votre validation en tant que valideur RH est attendue.',
      ),
    ).toBeInTheDocument();
    const session = screen.getByRole('region', { name: 'Session' });
    expect(session).toHaveTextContent('Écoute active');
    expect(session).toHaveTextContent('ECOUTE-06 · Du 12 juin 2031 au 13 juin 2031');
    expect(screen.getByRole('region', { name: 'Motivation exprimée' })).toHaveTextContent(
      'Mieux accueillir le public.',
    );
    expect(screen.getByText('Ce lien est valable jusqu’au 06/06/2031 00:00.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la validation' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'C’est fait : la demande est validée, et la personne en est informée par courriel.',
    );
    expect(done).not.toHaveTextContent('liste d’attente');
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    expect(calls()).toEqual([[DECIDE, 'POST', { decision: 'validate' }]]);
    expect(screen.queryByRole('button', { name: 'Confirmer la validation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ouvrir le portail' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says when the validated request joins the waiting list', async () => {
    mockApi(() => jsonResponse(200, { status: 'PRE_REGISTERED', waitingList: true }));
    renderPage(decisionLinkViewOf({ step: 'provider' }), 'validate');
    expect(screen.getByText(/attend la validation de l’organisme de formation/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la validation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'La session étant complète, la demande rejoint la liste d’attente.',
    );
  });

  it('refuses an empty reason in the browser, then sends the refusal with its reason', async () => {
    const calls = mockApi(() =>
      jsonResponse(200, { status: 'REFUSED_REQUEST', waitingList: false }),
    );
    renderPage(
      decisionLinkViewOf({
        registration: { ...decisionLinkViewOf().registration, motivation: '  ' },
      }),
      'refuse',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Refuser une demande d’inscription' }),
    ).toBeInTheDocument();
    // A blank motivation is not shown.
    expect(screen.queryByRole('region', { name: 'Motivation exprimée' })).toBeNull();
    const reason = field('Motif du refus');
    expect(reason).toBeRequired();
    expect(reason).toHaveAccessibleDescription(/Le motif est envoyé à la personne par courriel\./);

    await userEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(reason).toHaveAccessibleDescription(/Le motif est obligatoire/);
    expect(reason).toHaveFocus();
    expect(calls()).toEqual([]);

    await userEvent.type(reason, 'Pas de budget cette année.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'C’est fait : la demande est refusée, et la personne en est informée par courriel avec votre motif.',
    );
    expect(calls()).toEqual([
      [DECIDE, 'POST', { decision: 'refuse', reason: 'Pas de budget cette année.' }],
    ]);
  });

  it('switches to the other choice, with the focus on what it shows', async () => {
    const calls = mockApi(() =>
      jsonResponse(200, { status: 'PRE_REGISTERED', waitingList: false }),
    );
    renderPage(decisionLinkViewOf(), 'refuse');
    await userEvent.click(screen.getByRole('button', { name: 'Je préfère valider cette demande' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Valider une demande d’inscription' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirmer la validation' });
    await waitFor(() => expect(confirm).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Je préfère refuser cette demande' }));
    await waitFor(() => expect(field('Motif du refus')).toHaveFocus());
    expect(calls()).toEqual([]);
  });

  it('offers both choices when the address names none', async () => {
    mockApi(() => jsonResponse(200, { status: 'PRE_REGISTERED', waitingList: false }));
    renderPage(decisionLinkViewOf(), null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Décision sur une demande d’inscription' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirmer/ })).toBeNull();
    expect(screen.getByText('Que décidez-vous ?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider la demande' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(field('Motif du refus')).toHaveFocus());
  });

  it.each([
    [
      'used',
      { state: 'used', usedAt: '2031-06-01T08:30:00.000Z' },
      'Ce lien a déjà servi le 01/06/2031 10:30 : la décision prise alors est enregistrée et rien n’a changé.',
    ],
    [
      'expired',
      { state: 'expired' },
      'Ce lien a expiré le 06/06/2031 00:00, avec la date limite d’inscription : rien n’a changé.',
    ],
    [
      'moved',
      {
        state: 'moved',
        registration: { ...decisionLinkViewOf().registration, status: 'CANCELED' },
      },
      'Cette inscription n’attend plus votre décision : elle est désormais « Annulé ». Rien n’a changé.',
    ],
    [
      'revoked',
      { state: 'revoked' },
      'Vous ne pouvez plus décider de cette inscription avec ce lien : votre compte ou votre rattachement a changé. Rien n’a changé.',
    ],
  ] as const)('a %s link says so, without a form', (_state, overrides, message) => {
    renderPage(decisionLinkViewOf(overrides as Partial<DecisionLinkView>), 'validate');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/Ce lien est valable jusqu’au/)).toBeNull();
    // What the link was about stays readable.
    expect(screen.getByRole('region', { name: 'Session' })).toHaveTextContent('Écoute active');
    expect(screen.getByRole('link', { name: 'Ouvrir le portail' })).toBeInTheDocument();
  });

  it('shows the API’s reason and drops the form when someone decided meanwhile (409)', async () => {
    const detail =
      'Cette inscription n’attend plus votre décision : elle est désormais « Pré-inscrit ». Rien n’a changé.';
    mockApi(() => jsonResponse(409, { error: 'Conflit', code: 'CONFLICT', detail }));
    renderPage(decisionLinkViewOf(), 'validate');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la validation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      within(alert.parentElement!).getByRole('link', { name: 'Ouvrir le portail' }),
    ).toBeVisible();
  });

  it('keeps the form when the server fails otherwise, with its message', async () => {
    mockApi(() => jsonResponse(500, { error: 'Erreur interne du serveur' }));
    renderPage(decisionLinkViewOf(), 'validate');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer la validation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne du serveur');
    expect(screen.getByRole('button', { name: 'Confirmer la validation' })).toBeEnabled();
  });

  it('says an unknown link is not valid', () => {
    renderPage(null, 'validate');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ce lien n’est pas valide : vérifiez qu’il est complet, ou décidez depuis le portail.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
