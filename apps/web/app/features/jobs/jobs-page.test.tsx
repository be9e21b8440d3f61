import type { JobsOverview, ScheduledTaskState } from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { JobsPage } from './jobs-page';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const NOW = '2026-03-10T09:00:00.000Z';

function taskOf(values: Partial<ScheduledTaskState> = {}): ScheduledTaskState {
  return {
    name: 'file-cleanup',
    label: 'Nettoyage des fichiers non rattachés',
    description: 'Supprime les fichiers déposés qui ne sont rattachés à aucune fiche.',
    enabled: true,
    intervalMinutes: 60,
    setting: 'FILES_CLEANUP_INTERVAL_MINUTES',
    running: false,
    lastStartedAt: '2026-03-10T08:30:00.000Z',
    lastSuccessAt: '2026-03-10T08:30:02.000Z',
    lastFailureAt: null,
    lastError: null,
    lastReport: '3 fichiers non rattachés supprimés',
    nextRunAt: '2026-03-10T09:30:02.000Z',
    failures: 0,
    attempts: 0,
    ...values,
  };
}

const CLEANUP = taskOf();
const COLD = taskOf({
  name: 'cold-surveys',
  label: 'Ouverture des évaluations à froid',
  description: 'Ouvre les évaluations à froid arrivées à leur date.',
  setting: 'COLD_SURVEY_CHECK_MINUTES',
  intervalMinutes: 90,
  lastSuccessAt: '2026-03-09T06:00:00.000Z',
  lastReport: null,
  lastFailureAt: '2026-03-10T08:00:00.000Z',
  lastError: 'L’ouverture de l’évaluation à froid a échoué pour 2 sessions.',
  nextRunAt: '2026-03-10T08:59:00.000Z',
  failures: 5,
  attempts: 2,
});

function overviewOf(tasks: ScheduledTaskState[], values: Partial<JobsOverview> = {}): JobsOverview {
  return {
    now: NOW,
    tasks,
    outbox: {
      pending: 0,
      failed: 0,
      oldestPendingSeconds: null,
      page: '/back/admin/templates?tab=outbox',
      failedPage: '/back/admin/templates?tab=outbox&status=FAILED',
    },
    documentSends: { days: 30, running: 0, failed: 0, latestFailures: [] },
    ...values,
  };
}

/** The API: answers by method and path, in turn when several answers are given. */
function mockApi(answers: Record<string, (() => Response)[]>) {
  const calls: string[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    calls.push(key);
    const queue = answers[key];
    if (!queue || queue.length === 0) throw new Error(`Unexpected ${key}`);
    return (queue.length > 1 ? queue.shift()! : queue[0]!)();
  });
  return calls;
}

function renderPage(overview: JobsOverview) {
  const Stub = createRoutesStub([
    {
      path: '/back/admin/jobs',
      loader: () => ({ overview }),
      HydrateFallback: () => null,
      Component: function Route() {
        return <JobsPage title="Tâches automatiques" overview={overview} />;
      },
    },
  ]);
  render(<Stub initialEntries={['/back/admin/jobs']} />);
}

const rowOf = (label: string) =>
  screen
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(`^${label}`) }))!;
const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

describe('JobsPage', () => {
  it('shows each timed task: what it does, its state, its last run and its next one', async () => {
    const off = taskOf({
      name: 'cold-surveys',
      label: 'Ouverture des évaluations à froid',
      setting: 'COLD_SURVEY_CHECK_MINUTES',
      enabled: false,
      intervalMinutes: null,
      lastStartedAt: null,
      lastSuccessAt: null,
      lastReport: null,
      nextRunAt: null,
    });
    renderPage(overviewOf([off, CLEANUP]));
    const table = await screen.findByRole('table', { name: 'Tâches planifiées' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tâche', 'État', 'Dernier passage', 'Prochain passage', 'Actions']);

    const cleanup = rowOf('Nettoyage des fichiers non rattachés');
    expect(cleanup).toHaveTextContent('Intervalle entre deux passages : 1 heure.');
    expect(cleanup).toHaveTextContent('Réussie');
    // Paris time, from the shared formatter.
    expect(cleanup).toHaveTextContent('Réussi le 10/03/2026 09:30');
    expect(cleanup).toHaveTextContent('3 fichiers non rattachés supprimés');
    expect(cleanup).toHaveTextContent('10/03/2026 10:30');
    expect(
      within(cleanup).getByRole('button', {
        name: 'Lancer maintenant : Nettoyage des fichiers non rattachés',
      }),
    ).toBeEnabled();

    const cold = rowOf('Ouverture des évaluations à froid');
    expect(cold).toHaveTextContent('Désactivée ici');
    expect(cold).toHaveTextContent(
      'Ce serveur ne la lance pas : la variable d’environnement COLD_SURVEY_CHECK_MINUTES vaut 0.',
    );
    expect(cold).toHaveTextContent('Jamais');
    expect(cold).toHaveTextContent('Pas sur ce serveur');
    expect(within(cold).queryByRole('button')).toBeNull();
  });

  it('shows a failing task’s error as text, its failed tries, and a next run already due', async () => {
    renderPage(overviewOf([COLD]));
    await screen.findByRole('table', { name: 'Tâches planifiées' });
    const cold = rowOf('Ouverture des évaluations à froid');
    expect(within(cold).getByText('En échec')).toBeVisible();
    expect(cold).toHaveTextContent('Intervalle entre deux passages : 1 heure 30 minutes.');
    expect(cold).toHaveTextContent('Réussi le 09/03/2026 07:00');
    expect(cold).toHaveTextContent('Rien à faire.');
    expect(cold).toHaveTextContent('Échec le 10/03/2026 09:00');
    expect(within(cold).getByText(COLD.lastError!)).toBeVisible();
    expect(cold).toHaveTextContent(
      '2 essais en échec depuis le dernier succès ; le suivant viendra seul.',
    );
    expect(cold).toHaveTextContent('5 échecs depuis la mise en service.');
    expect(cold).toHaveTextContent('Dès que possible');
  });

  it('shows a task another server runs now, its button unavailable', async () => {
    renderPage(overviewOf([taskOf({ running: true, nextRunAt: null })]));
    await screen.findByRole('table', { name: 'Tâches planifiées' });
    const row = rowOf('Nettoyage des fichiers non rattachés');
    expect(within(row).getByText('En cours')).toBeVisible();
    expect(row).toHaveTextContent('Commencé le 10/03/2026 09:30');
    expect(row).toHaveTextContent('À la fin du passage en cours');
    const calls = mockApi({});
    const button = within(row).getByRole('button', { name: /^Lancer maintenant/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(calls).toEqual([]);
  });

  it('runs a task now: asks, follows the run, says it is done, the focus kept', async () => {
    const ran = taskOf({
      lastStartedAt: '2026-03-10T09:00:01.000Z',
      lastSuccessAt: '2026-03-10T09:00:03.000Z',
      lastReport: '1 fichier non rattaché supprimé',
      nextRunAt: '2026-03-10T10:00:03.000Z',
    });
    const calls = mockApi({
      'POST /api/jobs/file-cleanup/run': [() => jsonResponse(202, taskOf({ nextRunAt: NOW }))],
      'GET /api/jobs': [
        () => jsonResponse(200, overviewOf([taskOf({ running: true, nextRunAt: null })])),
        () => jsonResponse(200, overviewOf([ran])),
      ],
    });
    renderPage(overviewOf([CLEANUP]));
    const button = await screen.findByRole('button', { name: /^Lancer maintenant/ });
    await userEvent.click(button);

    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Passage demandé…');
    expect(toasts()).toEqual([
      [
        'info',
        'Nettoyage des fichiers non rattachés : passage demandé, il commence dans un instant.',
      ],
    ]);
    // While it runs, the page shows it.
    expect(await screen.findByText('En cours', {}, { timeout: 3_000 })).toBeVisible();

    await waitFor(
      () =>
        expect(toasts()).toEqual([
          [
            'success',
            'Nettoyage des fichiers non rattachés : passage réussi. 1 fichier non rattaché supprimé',
          ],
        ]),
      { timeout: 4_000 },
    );
    expect(calls.slice(0, 3)).toEqual([
      'POST /api/jobs/file-cleanup/run',
      'GET /api/jobs',
      'GET /api/jobs',
    ]);
    expect(rowOf('Nettoyage des fichiers non rattachés')).toHaveTextContent(
      'Réussi le 10/03/2026 10:00',
    );
    // The same button, available again, still has the focus.
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveTextContent('Lancer maintenant');
    expect(button).toHaveFocus();
  });

  it('says how a run failed, with its message', async () => {
    const failed = taskOf({
      lastFailureAt: '2026-03-10T09:00:02.000Z',
      lastError: 'Le stockage des fichiers ne répond pas.',
      failures: 1,
      attempts: 1,
    });
    mockApi({
      'POST /api/jobs/file-cleanup/run': [() => jsonResponse(202, taskOf({ nextRunAt: NOW }))],
      'GET /api/jobs': [() => jsonResponse(200, overviewOf([failed]))],
    });
    renderPage(overviewOf([CLEANUP]));
    await userEvent.click(await screen.findByRole('button', { name: /^Lancer maintenant/ }));
    await waitFor(
      () =>
        expect(toasts()).toEqual([
          [
            'error',
            'Nettoyage des fichiers non rattachés : le passage a échoué. Le stockage des fichiers ' +
              'ne répond pas.',
          ],
        ]),
      { timeout: 4_000 },
    );
  });

  it('shows the server’s French refusal when the task runs already, and follows nothing', async () => {
    const refusal = 'Cette tâche est en cours : attendez la fin de son passage pour la relancer.';
    const calls = mockApi({
      'POST /api/jobs/file-cleanup/run': [
        () => jsonResponse(409, { error: refusal, code: 'SCHEDULED_TASK_RUNNING' }),
      ],
    });
    renderPage(overviewOf([CLEANUP]));
    const button = await screen.findByRole('button', { name: /^Lancer maintenant/ });
    await userEvent.click(button);
    await waitFor(() => expect(toasts()).toEqual([['error', refusal]]));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveFocus();
    expect(calls).toEqual(['POST /api/jobs/file-cleanup/run']);
  });

  it('sums up the outbox and the document sends, each linked to its details', async () => {
    renderPage(
      overviewOf([CLEANUP], {
        outbox: {
          pending: 3,
          failed: 1,
          oldestPendingSeconds: 12 * 60 + 20,
          page: '/back/admin/templates?tab=outbox',
          failedPage: '/back/admin/templates?tab=outbox&status=FAILED',
        },
        documentSends: {
          days: 30,
          running: 1,
          failed: 2,
          latestFailures: [
            {
              id: 8,
              sessionId: 51,
              actionId: 12,
              actionName: 'Accueillir un public en difficulté',
              sessionStart: '2026-04-02T07:00:00.000Z',
              createdAt: '2026-03-08T13:05:00.000Z',
              error: 'Le modèle de convocation est illisible.',
              failedItems: 2,
              page: '/back/programming/12/sessions?session=51',
            },
          ],
        },
      }),
    );
    const outbox = await screen.findByRole('region', { name: 'Boîte d’envoi des courriels' });
    expect(outbox).toHaveTextContent(
      '3 courriels en attente d’envoi Le plus ancien attend depuis 12 minutes.',
    );
    expect(outbox).toHaveTextContent('1 courriel en échec');
    expect(within(outbox).getByRole('link', { name: 'Ouvrir la boîte d’envoi' })).toHaveAttribute(
      'href',
      '/back/admin/templates?tab=outbox',
    );
    expect(
      within(outbox).getByRole('link', { name: 'Voir les courriels en échec' }),
    ).toHaveAttribute('href', '/back/admin/templates?tab=outbox&status=FAILED');

    const sends = screen.getByRole('region', {
      name: 'Envois de documents des 30 derniers jours',
    });
    expect(sends).toHaveTextContent('1 envoi en cours');
    expect(sends).toHaveTextContent('2 envois en échec');
    const failures = within(sends).getByRole('table', { name: 'Derniers envois en échec' });
    const row = within(failures).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('08/03/2026 14:05');
    expect(row).toHaveTextContent('Accueillir un public en difficulté, session du 02/04/2026');
    expect(row).toHaveTextContent(
      'Le modèle de convocation est illisible. 2 documents n’ont pas pu être produits.',
    );
    expect(
      within(row).getByRole('link', {
        name: 'Voir la session : Accueillir un public en difficulté, session du 02/04/2026',
      }),
    ).toHaveAttribute('href', '/back/programming/12/sessions?session=51');
  });

  it('says when nothing waits and nothing failed, in the singular', async () => {
    renderPage(overviewOf([CLEANUP]));
    const outbox = await screen.findByRole('region', { name: 'Boîte d’envoi des courriels' });
    expect(outbox).toHaveTextContent('0 courriel en attente d’envoi');
    expect(outbox).not.toHaveTextContent('Le plus ancien');
    expect(outbox).toHaveTextContent('0 courriel en échec');
    expect(within(outbox).queryByRole('link', { name: 'Voir les courriels en échec' })).toBeNull();
    expect(screen.getByRole('region', { name: /^Envois de documents/ })).toHaveTextContent(
      '0 envoi en cours0 envoi en échec',
    );
  });
});
