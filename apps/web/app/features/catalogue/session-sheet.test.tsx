import type { CatalogueSessionDetail, ProfileCode } from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse, qualityResultsOf } from '../../../test/fixtures';
import { SessionSheet } from './session-sheet';
import { catalogueSession, sessionSheet } from './test-fixtures';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

function renderSheet(sheet: CatalogueSessionDetail, profile: ProfileCode | null) {
  const Stub = createRoutesStub([
    {
      path: '/training/:id',
      Component: () => (
        <SessionSheet sheet={sheet} related={[catalogueSession({ id: 8 })]} profile={profile} />
      ),
      loader: () => null,
    },
  ]);
  render(<Stub initialEntries={[`/training/${sheet.id}`]} />);
}

/** The sheet as the API gives a beneficiary: their favourite and registration read. */
const beneficiarySheet = (overrides: Partial<CatalogueSessionDetail> = {}) =>
  sessionSheet({ favorite: false, ...overrides });

function mockApi(response: () => Response) {
  return vi.spyOn(window, 'fetch').mockImplementation(async () => response());
}

describe('session sheet', () => {
  it('shows its training’s published results', async () => {
    renderSheet(
      sessionSheet({
        quality: qualityResultsOf({
          trained: 42,
          completionRate: 0.952,
          answers: 31,
          satisfactionRate: 0.903,
        }),
      }),
      null,
    );
    const block = await screen.findByRole('region', { name: 'Résultats de cette formation' });
    expect(block).toHaveTextContent('Sessions terminées du 01/11/2025 au 31/10/2026.');
    const figure = (label: string) => within(block).getByText(label).nextSibling;
    expect(figure('Stagiaires formés')).toHaveTextContent('42');
    expect(figure('Taux d’achèvement')).toHaveTextContent('95 %');
    expect(figure('Taux de satisfaction')).toHaveTextContent('90 %');
    expect(block).toHaveTextContent('(31 réponses au questionnaire)');
    expect(figure('Contenus et animation')).toHaveTextContent('4,6 sur 5');
  });

  it('has no results block before enough trainees answered', async () => {
    renderSheet(sessionSheet({ quality: null }), null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Résultats de cette formation' })).toBeNull();
  });

  it('shows the action, the session, its seats and related sessions', async () => {
    renderSheet(
      sessionSheet({
        seatsLeft: 2,
        availability: 'LAST_PLACES',
        room: {
          name: 'Salle Garonne',
          address: '1 rue du Port',
          zipCode: '31000',
          city: 'Toulouse',
        },
      }),
      null,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Évaluer les compétences : outils et méthodes',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Dernières places')).toBeInTheDocument();
    expect(screen.getByText('2 places restantes')).toBeInTheDocument();
    const practical = screen.getByRole('region', { name: 'Informations pratiques' });
    expect(within(practical).getByText('Le 10 mars 2026')).toBeInTheDocument();
    expect(within(practical).getByText('Salle Garonne')).toBeInTheDocument();
    // The deadline: 22:00 UTC on 1 March, 23:00 in Paris, still 1 March.
    expect(within(practical).getByText('1er mars 2026')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Sessions proches' });
    expect(within(related).getByRole('link')).toHaveAttribute('href', '/training/8');
  });

  it('sends an anonymous visitor to the login page, and back', async () => {
    renderSheet(sessionSheet(), null);
    const register = await screen.findByRole('link', { name: 'S’inscrire' });
    expect(register).toHaveAttribute('href', '/login?redirect=%2Ftraining%2F5');
    expect(screen.queryByRole('button', { name: /favoris/ })).not.toBeInTheDocument();
  });

  it('links to the provider site for an external registration', async () => {
    renderSheet(sessionSheet({ externalRegistrationUrl: 'https://example.org/i' }), null);
    expect(
      await screen.findByRole('link', { name: 'S’inscrire sur le site de l’organisme' }),
    ).toHaveAttribute('href', 'https://example.org/i');
  });

  it('says why registering is not possible', async () => {
    renderSheet(
      beneficiarySheet({ availability: 'FULL', seatsLeft: 0, waitingListOpen: false }),
      'profile_beneficiary',
    );
    expect(
      await screen.findByText('Cette session est complète, liste d’attente comprise.'),
    ).toBeInTheDocument();
  });

  it('lets a beneficiary register with a required motivation', async () => {
    const fetch = mockApi(() =>
      jsonResponse(201, {
        registration: { id: 40, status: 'REQUESTED', waitingList: false },
        notices: ['Demandez à votre responsable de se connecter.'],
      }),
    );
    renderSheet(beneficiarySheet(), 'profile_beneficiary');
    await userEvent.click(await screen.findByRole('button', { name: 'S’inscrire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demande d’inscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Votre motivation/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.type(within(dialog).getByLabelText(/Votre motivation/), 'Pour progresser');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/sessions/5/register');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ motivation: 'Pour progresser' });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Votre inscription : Demande d'inscription",
    );
    expect(toasts()).toEqual([
      ['success', 'Votre demande d’inscription est enregistrée.'],
      ['info', 'Demandez à votre responsable de se connecter.'],
    ]);
  });

  it('shows the French refusal of the API and keeps the dialog open', async () => {
    mockApi(() => jsonResponse(409, { error: 'Quota annuel atteint.', code: 'CONFLICT' }));
    renderSheet(
      beneficiarySheet({ availability: 'FULL', seatsLeft: 0, waitingListOpen: true }),
      'profile_beneficiary',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rejoindre la liste d’attente' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Inscription en liste d’attente' });
    await userEvent.type(within(dialog).getByLabelText(/Votre motivation/), 'Motivé');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Quota annuel atteint.');
    expect(toasts()).toEqual([['error', 'Quota annuel atteint.']]);
  });

  it('shows a beneficiary their registration and toggles the favourite', async () => {
    const fetch = mockApi(() => new Response(null, { status: 204 }));
    renderSheet(
      beneficiarySheet({ registration: { id: 3, status: 'REGISTERED', waitingList: false } }),
      'profile_beneficiary',
    );
    expect(await screen.findByText('Votre inscription : Inscrit')).toBeInTheDocument();
    // The switch's code comes on demand, for beneficiaries (session-sheet.tsx).
    const toggle = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    const pressed = await screen.findByRole('button', { name: 'Retirer des favoris' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(fetch.mock.calls[0]![1]?.method).toBe('POST');
    await userEvent.click(pressed);
    await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    expect(String(fetch.mock.calls[1]![0])).toBe('/api/sessions/5/favorite');
    expect(fetch.mock.calls[1]![1]?.method).toBe('DELETE');
  });

  it('tells staff that only beneficiaries register here', async () => {
    renderSheet(sessionSheet(), 'profile_manager');
    expect(
      await screen.findByText('Seuls les bénéficiaires peuvent s’inscrire depuis le catalogue.'),
    ).toBeInTheDocument();
  });

  it('says a beneficiary’s own part is being read when the sheet is their audience’s', async () => {
    // A page kept for every beneficiary alike (decision 100): no favourite, no registration yet.
    renderSheet(sessionSheet(), 'profile_beneficiary');
    expect(await screen.findByRole('status')).toHaveTextContent('Lecture de votre inscription…');
    expect(screen.queryByRole('button', { name: 'S’inscrire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favoris/ })).not.toBeInTheDocument();
  });
});

describe("the action's image", () => {
  it('is offered at every breakpoint and density, in webp at quality 80', async () => {
    const sheet = sessionSheet();
    renderSheet({ ...sheet, action: { ...sheet.action, imageId: 42 } }, null);
    const image = await screen.findByRole('presentation');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', '/_ipx/s_752x423&fit_cover&f_webp&q_80/files/42');
    const widths = image
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1504w']);
    expect(image.getAttribute('sizes')).toContain('752px');
  });

  it('is left out when the action has none', async () => {
    renderSheet(sessionSheet(), null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('presentation')).toBeNull();
  });
});
