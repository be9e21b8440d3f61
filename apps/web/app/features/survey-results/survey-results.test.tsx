import type {
  SessionColdSurvey,
  SessionRegistrationSurvey,
  SurveyFigures,
  SurveyRollupPage,
  SurveyViewDetail,
  SurveyViewItem,
} from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { SessionColdSurveyState, showsColdSurvey } from './session-cold-survey-state';
import { SurveyResultsDetail } from './survey-results-detail';
import type { SurveyResultsData } from './survey-results-data';
import { SurveyResultsPage } from './survey-results-page';
import {
  DEFAULT_SURVEY_QUERY,
  readSurveyResultsState,
  surveyExportHref,
  surveyResultsSearch,
} from './survey-results-url';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const themes = [
  { key: 'contents', label: 'Contenus et animation' },
  { key: 'general', label: 'Appréciation générale' },
];

const figures: SurveyFigures = {
  surveys: 1,
  sheets: 4,
  filled: 3,
  rate: 0.75,
  answers: 6,
  average: 4,
  stars: [0, 0, 2, 2, 2],
  themes: [
    { ...themes[0]!, answers: 3, average: 4, stars: [0, 0, 1, 1, 1] },
    { ...themes[1]!, answers: 3, average: 4, stars: [0, 0, 1, 1, 1] },
  ],
  questions: [
    {
      key: 'contents.methods',
      theme: 'contents',
      label: 'Les méthodes pédagogiques',
      conditioned: false,
      answers: 3,
      average: 4,
      stars: [0, 0, 1, 1, 1],
    },
    {
      key: 'conditioned.terrain',
      theme: 'contents',
      label: 'Les mises en situation',
      conditioned: true,
      answers: 0,
      average: null,
      stars: [0, 0, 0, 0, 0],
    },
  ],
};

const item: SurveyViewItem = {
  id: 12,
  kind: 'HOT',
  status: 'OPEN',
  enabled: true,
  openedAt: '2030-03-11T08:00:00.000Z',
  closedAt: null,
  session: {
    id: 41,
    code: 'ECO-1',
    status: 'REALIZED',
    startDate: '2030-03-10T08:00:00.000Z',
    endDate: '2030-03-10T16:00:00.000Z',
  },
  action: { id: 7, name: 'Écoute active', year: 2030 },
  axis: { id: 3, number: 1, name: 'Accueil' },
  type: { id: 2, name: 'Atelier' },
  provider: { id: 5, name: 'Institut Horizon' },
  sheets: 4,
  filled: 3,
  rate: 0.75,
  answers: 6,
  average: 4,
  themes: [
    { key: 'contents', answers: 3, average: 4 },
    { key: 'general', answers: 3, average: 4 },
  ],
};

const detail: SurveyViewDetail = {
  ...item,
  figures,
  comments: [
    {
      key: 'general.strengths',
      theme: 'general',
      label: 'Ce que vous avez le plus apprécié',
      answers: ['Très concret', 'Le groupe'],
    },
    { key: 'general.improvements', theme: 'general', label: 'Vos suggestions', answers: [] },
  ],
  canClose: true,
};

const trainees: SessionRegistrationSurvey[] = [
  {
    id: 1,
    registrationId: 9,
    beneficiary: { id: 1, name: 'Zoé Martin' },
    fillStatus: 'FILLED',
    filledAt: null,
  },
  {
    id: 2,
    registrationId: 8,
    beneficiary: { id: 2, name: 'Ali Bernard' },
    fillStatus: 'UNFILLED',
    filledAt: null,
  },
];

function renderDetail(props: Partial<Parameters<typeof SurveyResultsDetail>[0]> = {}) {
  const onChanged = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/back/surveys/12',
      Component: () => (
        <SurveyResultsDetail
          detail={detail}
          trainees={trainees}
          backHref="/back/surveys"
          onChanged={onChanged}
          {...props}
        />
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/back/surveys/12']} />);
  return onChanged;
}

describe('a session’s results', () => {
  it('shows the figures, the chart with its numbers, the comments and who answered', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Résultats du questionnaire de la session ECO-1',
      }),
    ).toBeVisible();
    expect(plain(screen.getByText(/^75/).textContent)).toBe('75 %');
    expect(
      screen.getByRole('link', { name: 'Télécharger Résultats du questionnaire (PDF)' }),
    ).toHaveAttribute('href', `/api/survey_views/${detail.id}/pdf`);
    expect(screen.getAllByText('3 réponses sur 4')[0]).toBeVisible();
    expect(screen.getAllByText('4,0 sur 5')[0]).toBeVisible();
    const questions = screen.getByRole('table', { name: 'Résultats par question' });
    const methods = within(questions).getByRole('row', { name: /Les méthodes pédagogiques/ });
    expect(plain(within(methods).getByRole('img').getAttribute('aria-label'))).toContain(
      '5 étoiles : 1 réponse (33 %)',
    );
    const conditioned = within(questions).getByRole('row', { name: /Les mises en situation/ });
    expect(conditioned).toHaveTextContent("Question propre au type d'action");
    expect(within(conditioned).getByRole('img')).toHaveAccessibleName(/Pas encore de réponse/);
    expect(screen.getByText('Très concret')).toBeVisible();
    expect(screen.getByText('Aucun commentaire.')).toBeVisible();
    const fill = screen.getByRole('table', {
      name: 'Remplissage du questionnaire par participant',
    });
    const rows = within(fill).getAllByRole('row').slice(1);
    // By name, never in the order of the answers.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ali BernardNon rempli',
      'Zoé MartinRempli',
    ]);
  });

  it('closes the survey after confirmation, with the toast of spec §8', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(jsonResponse(200, { id: 12, status: 'CLOSED' }));
    const onChanged = renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clôturer le questionnaire' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Clôturer le questionnaire de satisfaction ?',
    });
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    // Focus starts on the way out.
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer définitivement' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/sessions/41/close_survey');
    expect(init?.method).toBe('POST');
    expect(toastStore.getSnapshot().map((toast) => [toast.kind, toast.message])).toEqual([
      ['success', 'Questionnaire de satisfaction clôturé.'],
    ]);
  });

  it('says why the survey could not be closed, and changes nothing', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(409, { error: 'Le questionnaire est déjà clôturé.' }),
    );
    const onChanged = renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clôturer le questionnaire' }));
    await user.click(screen.getByRole('button', { name: 'Clôturer définitivement' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
        'Le questionnaire est déjà clôturé.',
      ]),
    );
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers no closing when it may not close, and no names without the fill list', async () => {
    renderDetail({ detail: { ...detail, canClose: false }, trainees: null });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Clôturer le questionnaire' })).toBeNull();
    expect(screen.queryByText('Zoé Martin')).toBeNull();
  });
});

function dataOf(url: string, list: SurveyResultsData['list'], providers = true): SurveyResultsData {
  const { state, notice } = readSurveyResultsState(new URL(url, 'http://localhost').searchParams);
  return {
    state,
    notice,
    choices: {
      years: [2030, 2029],
      axes: [{ id: 3, number: 1, name: 'Accueil' }],
      types: [{ id: 2, name: 'Atelier' }],
      providers: providers ? [{ id: 5, name: 'Institut Horizon' }] : [],
    },
    summary: figures,
    list,
    error: null,
  };
}

function renderPage(url: string, list: SurveyResultsData['list'], providers = true) {
  function Page() {
    const { pathname, search } = useLocation();
    return (
      <>
        <SurveyResultsPage
          title="Suivi des questionnaires de satisfaction"
          data={dataOf(`${pathname}${search}`, list, providers)}
          pathname={pathname}
          surveyHref={(row) => `/back/surveys/${row.id}`}
        />
        <span data-testid="search">{search}</span>
      </>
    );
  }
  const Stub = createRoutesStub(
    ['/back/surveys', '/surveys'].map((path) => ({
      path,
      Component: Page,
      HydrateFallback: () => null,
    })),
  );
  render(<Stub initialEntries={[url]} />);
}

const sessions: SurveyResultsData['list'] = {
  kind: 'sessions',
  page: { items: [item], total: 1, page: 1, pageSize: 20, themes },
};

describe('the survey results page', () => {
  it('round-trips its URL and exports what it shows', () => {
    const { state } = readSurveyResultsState(
      new URLSearchParams('by=axis&year=2030&rateMin=50&status=OPEN&page=2'),
    );
    expect(state.view).toBe('axis');
    expect(surveyResultsSearch(state)).toBe('?year=2030&status=OPEN&rateMin=50&by=axis&page=2');
    expect(surveyExportHref('xlsx', state.query)).toBe(
      '/api/survey_views/export?year=2030&status=OPEN&rateMin=50&format=xlsx',
    );
    const dropped = readSurveyResultsState(new URLSearchParams('rateMin=90&rateMax=10&by=month'));
    expect(dropped.state).toEqual({
      view: 'session',
      query: { ...DEFAULT_SURVEY_QUERY, rateMin: 90 },
    });
    expect(dropped.notice).toContain(
      '« rateMax=10 » (le taux de réponse minimum doit être inférieur ou égal au taux maximum)',
    );
    expect(dropped.notice).toContain('« by=month » (valeur non autorisée)');
  });

  it('shows the filters from the URL, the summary, the sessions and the exports', async () => {
    renderPage('/back/surveys?year=2030&status=OPEN', sessions);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Suivi des questionnaires de satisfaction',
      }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Année' })).toHaveValue('2030');
    expect(screen.getByRole('combobox', { name: 'Statut du questionnaire' })).toHaveValue('OPEN');
    expect(screen.getByRole('combobox', { name: 'Prestataire' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Par session' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Par axe' })).toHaveAttribute(
      'href',
      '/back/surveys?year=2030&status=OPEN&by=axis',
    );
    const list = screen.getByRole('table', { name: 'Questionnaires de satisfaction des sessions' });
    expect(within(list).getByRole('link', { name: 'Écoute active' })).toHaveAttribute(
      'href',
      '/back/surveys/12',
    );
    expect(plain(within(list).getAllByRole('row')[1]!.textContent)).toContain('75 %');
    expect(screen.getByRole('link', { name: 'Exporter les réponses (CSV)' })).toHaveAttribute(
      'href',
      '/api/survey_views/export?year=2030&status=OPEN&format=csv',
    );
    // The per-question figures are folded under the summary.
    expect(screen.getByText('Résultats par question', { selector: 'summary' })).toBeVisible();
  });

  it('opens a roll-up group’s sessions with its figures', async () => {
    const rollup: SurveyRollupPage = {
      by: 'axis',
      items: [
        {
          key: 3,
          label: '1 – Accueil',
          surveys: 2,
          sheets: 6,
          filled: 3,
          rate: 0.5,
          answers: 6,
          average: 4,
          themes: [{ key: 'contents', answers: 3, average: 4 }],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
      themes,
    };
    renderPage('/back/surveys?by=axis&year=2030', { kind: 'rollup', page: rollup });
    const table = await screen.findByRole('table', { name: 'Résultats regroupés : Axe' });
    expect(
      within(table).getByRole('columnheader', { name: 'Contenus et animation' }),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('link', { name: '1 – Accueil' }));
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?year=2030&axisId=3'),
    );
  });

  it('has no provider filter nor column for a provider’s own results', async () => {
    renderPage('/surveys', sessions, false);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('combobox', { name: 'Prestataire' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Prestataire' })).toBeNull();
  });
});

describe('the satisfaction survey or the cold evaluation', () => {
  it('chooses the questionnaire in the URL, keeping the filters, and names the list after it', async () => {
    renderPage('/back/surveys?year=2030&by=axis&page=2', {
      kind: 'rollup',
      page: { by: 'axis', items: [], total: 0, page: 1, pageSize: 20, themes },
    });
    const choice = await screen.findByRole('navigation', { name: 'Questionnaire affiché' });
    expect(
      within(choice).getByRole('link', { name: 'Questionnaire de satisfaction' }),
    ).toHaveAttribute('aria-current', 'page');
    const cold = within(choice).getByRole('link', { name: 'Évaluation à froid' });
    expect(cold).not.toHaveAttribute('aria-current');
    expect(cold).toHaveAttribute('href', '/back/surveys?year=2030&kind=COLD&by=axis');
  });

  it('shows the cold evaluations with their own list, empty message, links and export', async () => {
    renderPage('/back/surveys?kind=COLD', {
      kind: 'sessions',
      page: { items: [], total: 0, page: 1, pageSize: 20, themes },
    });
    const choice = await screen.findByRole('navigation', { name: 'Questionnaire affiché' });
    expect(within(choice).getByRole('link', { name: 'Évaluation à froid' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(choice).getByRole('link', { name: 'Questionnaire de satisfaction' }),
    ).toHaveAttribute('href', '/back/surveys');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Évaluations à froid des sessions' }),
    ).toBeVisible();
    // The choice is not a filter: nothing narrows the list.
    expect(screen.getByText("Aucune session n'a encore d'évaluation à froid.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Par axe' })).toHaveAttribute(
      'href',
      '/back/surveys?kind=COLD&by=axis',
    );
    expect(screen.getByRole('link', { name: 'Exporter les réponses (CSV)' })).toHaveAttribute(
      'href',
      '/api/survey_views/export?kind=COLD&format=csv',
    );
    // Filtering keeps the choice.
    const form = screen.getByRole('search');
    expect(form.querySelector('input[type="hidden"][name="kind"]')).toHaveValue('COLD');
  });

  it('names the table of the cold evaluations after them', async () => {
    renderPage('/back/surveys?kind=COLD', {
      kind: 'sessions',
      page: { items: [{ ...item, kind: 'COLD' }], total: 1, page: 1, pageSize: 20, themes },
    });
    const list = await screen.findByRole('table', { name: 'Évaluations à froid des sessions' });
    expect(within(list).getByRole('link', { name: 'Écoute active' })).toHaveAttribute(
      'href',
      '/back/surveys/12',
    );
  });

  it('titles a cold evaluation’s results and closes that one', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(jsonResponse(200, { id: 12, kind: 'COLD', status: 'CLOSED' }));
    const onChanged = renderDetail({ detail: { ...detail, kind: 'COLD' } });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Résultats de l'évaluation à froid de la session ECO-1",
      }),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Clôturer l'évaluation à froid" }));
    const dialog = screen.getByRole('alertdialog', { name: "Clôturer l'évaluation à froid ?" });
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer définitivement' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/sessions/41/close_survey');
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'COLD' });
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual([
      'Évaluation à froid clôturée.',
    ]);
  });
});

describe('a session’s cold evaluation', () => {
  const base: SessionColdSurvey = {
    typeEnabled: true,
    delayDays: 90,
    dueAt: '2030-06-08T16:00:00.000Z',
    state: 'PLANNED',
    reason: null,
    survey: null,
  };

  function renderState(state: SessionColdSurvey | 'error') {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <SessionColdSurveyState state={state} resultsHref={(id) => `/back/surveys/${id}`} />
        ),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
  }

  it('says when it is planned', async () => {
    renderState(base);
    expect(await screen.findByRole('heading', { name: 'Évaluation à froid' })).toBeVisible();
    expect(screen.getByText('Prévue le 8 juin 2030')).toBeVisible();
    expect(screen.getByText('90 jours après la fin de la session')).toBeVisible();
  });

  it('says why it is not planned', async () => {
    renderState({ ...base, state: 'NOT_PLANNED', reason: 'surveyDisabled' });
    expect(await screen.findByText('Non prévue')).toBeVisible();
    expect(screen.getByText(/Le questionnaire est désactivé pour cette session/)).toBeVisible();
  });

  it('gives an open one’s response rate and the way to its results', async () => {
    renderState({
      ...base,
      state: 'OPEN',
      survey: {
        id: 77,
        openedAt: '2030-06-08T17:00:00.000Z',
        closedAt: null,
        sheets: 4,
        filled: 1,
      },
    });
    expect(await screen.findByText('Ouvert')).toBeVisible();
    expect(screen.getByText('Ouverte le 8 juin 2030')).toBeVisible();
    expect(plain(screen.getByText(/^Taux de réponse/).textContent)).toBe(
      'Taux de réponse : 25 % (1 sur 4)',
    );
    expect(screen.getByRole('link', { name: 'Voir les résultats' })).toHaveAttribute(
      'href',
      '/back/surveys/77',
    );
  });

  it('is shown when its type asks for it, or once opened', () => {
    expect(showsColdSurvey(base)).toBe(true);
    expect(showsColdSurvey({ ...base, typeEnabled: false, state: 'NOT_PLANNED' })).toBe(false);
    expect(
      showsColdSurvey({
        ...base,
        typeEnabled: false,
        state: 'CLOSED',
        survey: { id: 1, openedAt: '', closedAt: '', sheets: 0, filled: 0 },
      }),
    ).toBe(true);
    expect(showsColdSurvey('error')).toBe(true);
    expect(showsColdSurvey(undefined)).toBe(false);
  });
});
