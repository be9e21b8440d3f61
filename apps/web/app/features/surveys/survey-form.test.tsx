import {
  coldQuestionnaire,
  ratingQuestions,
  satisfactionQuestionnaire,
  type RegistrationSurvey,
} from '@passerelle/shared';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { SurveySheet } from './survey-sheet';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const USER = 7;
const questionnaire = satisfactionQuestionnaire(['La qualité des outils à distance']);
const ratings = ratingQuestions(questionnaire);

function sheetOf(overrides: Partial<RegistrationSurvey> = {}): RegistrationSurvey {
  return {
    id: 31,
    kind: 'HOT',
    fillStatus: 'UNFILLED',
    filledAt: null,
    surveyStatus: 'OPEN',
    canAnswer: true,
    session: {
      id: 4,
      code: 'S-2026-04',
      actionName: 'Écoute active',
      startDate: '2026-03-10T08:00:00.000Z',
      endDate: '2026-03-11T16:00:00.000Z',
      modality: 'ONSITE',
      cityName: 'Toulouse',
    },
    questionnaire,
    answers: null,
    ...overrides,
  };
}

function show(sheet = sheetOf()) {
  return render(
    <MemoryRouter>
      <SurveySheet sheet={sheet} userId={USER} title="Questionnaire de satisfaction" />
    </MemoryRouter>,
  );
}

const draftKey = `passerelle.survey-draft.${USER}.31`;
function storeDraft(values: Record<string, number>, step: number) {
  window.sessionStorage.setItem(
    draftKey,
    JSON.stringify({ ratings: values, comments: { 'general.strengths': 'Les échanges' }, step }),
  );
}
const allRatings = (stars = 4) =>
  Object.fromEntries(ratings.map((question) => [question.key, stars]));

const stepper = () => screen.getByRole('navigation', { name: 'Étapes du questionnaire' });

describe('SurveyForm', () => {
  it('shows the steps by theme and the progress', () => {
    show();
    const items = within(stepper()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Organisation de la formation (en cours)',
      '2Information des participants',
      '3Contenus et animation',
      '4Objectifs pédagogiques',
      '5Appréciation générale',
    ]);
    expect(
      within(stepper()).getByText('Organisation de la formation').closest('span[aria-current]'),
    ).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(`0 note donnée sur ${ratings.length}`)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Progression du questionnaire' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Étape 1 sur 5 : Organisation de la formation' }),
    ).toBeInTheDocument();
  });

  it('puts a step with missing ratings in error and does not go on', async () => {
    show();
    await userEvent.click(screen.getAllByRole('radio', { name: '5 étoiles sur 5' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      "Il manque 2 notes à cette étape : « L'accueil et l'organisation pendant la session », « Les conditions matérielles (salle, équipements ou outils à distance) ».",
    );
    expect(within(stepper()).getAllByRole('listitem')[0]).toHaveTextContent('(à compléter)');
    expect(within(stepper()).getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'error');
    const second = screen.getByRole('radiogroup', {
      name: "L'accueil et l'organisation pendant la session",
    });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('Sans réponse Champ obligatoire');
    await waitFor(() => expect(within(second).getAllByRole('radio')[0]).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Étape 1 sur 5');
    expect(screen.getByText(`1 note donnée sur ${ratings.length}`)).toBeInTheDocument();
  });

  it('goes on once the step is complete, focusing the next step, and lets the trainee come back', async () => {
    show();
    for (const group of screen.getAllByRole('radiogroup')) {
      await userEvent.click(within(group).getByRole('radio', { name: '3 étoiles sur 5' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));
    const heading = screen.getByRole('heading', {
      name: 'Étape 2 sur 5 : Information des participants',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(stepper()).getAllByRole('listitem')[0]).toHaveTextContent('(terminée)');
    await userEvent.click(within(stepper()).getByRole('button', { name: /Organisation/ }));
    expect(screen.getAllByRole('radio', { name: '3 étoiles sur 5' })[0]).toBeChecked();
  });

  it('shows the action type’s questions in the contents step', () => {
    storeDraft({}, 0);
    storeDraft(
      Object.fromEntries(ratings.filter((q) => q.theme !== 'contents').map((q) => [q.key, 2])),
      2,
    );
    show();
    expect(
      screen.getByRole('heading', { name: 'Questions propres à ce type de formation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: 'La qualité des outils à distance' }),
    ).toBeInTheDocument();
  });

  it('keeps unsent answers through a reload', async () => {
    const first = show();
    await userEvent.click(screen.getAllByRole('radio', { name: '2 étoiles sur 5' })[0]!);
    first.unmount();
    show();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vos réponses non envoyées ont été retrouvées.',
    );
    expect(screen.getAllByRole('radio', { name: '2 étoiles sur 5' })[0]).toBeChecked();
  });

  it('sends every answer once, then shows them read-only and forgets the draft', async () => {
    storeDraft(allRatings(4), 4);
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as RegistrationSurvey['answers'];
      return jsonResponse(
        200,
        sheetOf({
          fillStatus: 'FILLED',
          filledAt: '2026-03-12T09:00:00.000Z',
          canAnswer: false,
          answers: body,
        }),
      );
    });
    show();
    const send = screen.getByRole('button', { name: 'Envoyer mes réponses' });
    await userEvent.dblClick(send);
    await waitFor(() =>
      expect(
        screen.getByText(/Vous avez répondu à ce questionnaire le 12 mars 2026/),
      ).toBeInTheDocument(),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/registration_surveys/31');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      ratings: allRatings(4),
      comments: { 'general.strengths': 'Les échanges' },
    });
    expect(toastStore.getSnapshot().map((item) => item.message)).toContain(
      'Merci ! Vos réponses ont été envoyées.',
    );
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getAllByText('4 étoiles sur 5')).toHaveLength(ratings.length);
  });

  it('on sending with a rating missing in an earlier step, opens that step in error', async () => {
    const { ['beneficiaryInfo.audience']: _gap, ...incomplete } = allRatings(5);
    storeDraft(incomplete, 4);
    const fetch = vi.spyOn(window, 'fetch');
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Étape 2 sur 5 : Information des participants',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il manque 1 note à cette étape : « La clarté des prérequis et du public visé ».',
    );
    expect(within(stepper()).getAllByRole('listitem')[1]).toHaveAttribute('data-state', 'error');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the refusal of the API and keeps the answers', async () => {
    storeDraft(allRatings(3), 4);
    vi.spyOn(window, 'fetch').mockImplementation(async () =>
      jsonResponse(409, {
        error: 'Ce questionnaire est clôturé : il ne reçoit plus de réponses.',
        code: 'SURVEY_CLOSED',
      }),
    );
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ce questionnaire est clôturé : il ne reçoit plus de réponses.',
      ),
    );
    expect(window.sessionStorage.getItem(draftKey)).not.toBeNull();
  });
});

describe('SurveySheet', () => {
  it('shows a closed survey without answers as such', () => {
    show(sheetOf({ surveyStatus: 'CLOSED', canAnswer: false }));
    expect(screen.getByText(/Ce questionnaire est clôturé/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('a cold evaluation', () => {
  it('is answered with the same stepper, its own steps and scale', async () => {
    const cold = coldQuestionnaire();
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) =>
      jsonResponse(
        200,
        sheetOf({
          kind: 'COLD',
          questionnaire: cold,
          fillStatus: 'FILLED',
          filledAt: '2026-06-12T09:00:00.000Z',
          canAnswer: false,
          answers: JSON.parse(String(init?.body)) as RegistrationSurvey['answers'],
        }),
      ),
    );
    render(
      <MemoryRouter>
        <SurveySheet
          sheet={sheetOf({ id: 32, kind: 'COLD', questionnaire: cold })}
          userId={USER}
          title="Évaluation à froid"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Évaluation à froid' })).toBeVisible();
    expect(
      within(stepper())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Mise en pratique (en cours)', '2Effets sur votre activité']);
    expect(screen.getByText(/pas du tout d'accord/)).toBeInTheDocument();
    expect(screen.getByText('0 note donnée sur 4')).toBeInTheDocument();

    // The stepper error, as for the satisfaction survey.
    await userEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Il manque 2 notes à cette étape');

    for (const step of [0, 1]) {
      for (const group of screen.getAllByRole('radiogroup')) {
        await userEvent.click(within(group).getByRole('radio', { name: '4 étoiles sur 5' }));
      }
      if (step === 0) await userEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));
    }
    await userEvent.type(
      screen.getByRole('textbox', { name: /Ce qui vous empêche de mettre en pratique/ }),
      'Le temps',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      ratings: {
        'application.applied': 4,
        'application.frequency': 4,
        'impact.practice': 4,
        'impact.usefulness': 4,
      },
      comments: { 'impact.obstacles': 'Le temps' },
    });
    await waitFor(() =>
      expect(screen.getByText(/Vous avez répondu à ce questionnaire le/)).toBeInTheDocument(),
    );
  });
});
