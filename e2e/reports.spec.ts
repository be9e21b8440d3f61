import { expect, test } from './fixtures';
import { apiAs, json, toast } from './helpers';

// The pedagogical report (bilan) of a session, decision 033, one journey per person acting
// (decision 052): a provider finds the report to write in its list, saves a draft, completes it
// after a confirmation; a manager opens a report completed through the API from the session's
// page and validates it (confirmation, irreversible, toast of spec §8). Each journey makes its own
// session (manager and provider API).

interface ActionItem {
  id: number;
}

/** A past session of the demo provider's first action, report enabled, marked as realised. */
async function realisedSessionWithReport(baseURL: string) {
  const provider = await apiAs(baseURL, 'provider');
  const manager = await apiAs(baseURL, 'manager');
  const actions = await json<{ items: ActionItem[] }>(
    await provider.get('/api/actions?pageSize=10'),
  );
  const actionId = actions.items[0]!.id;
  const code =
    `E2E-BILAN-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const created = await json<{ id: number }>(
    await manager.post(`/api/actions/${actionId}/add_session`, {
      data: {
        code,
        startDate: '2024-03-11T08:00:00.000Z',
        endDate: '2024-03-12T16:00:00.000Z',
        seats: 10,
        modality: 'ONSITE',
      },
    }),
  );
  await json(
    await manager.post(`/api/sessions/${created.id}/toggle_report`, { data: { enabled: true } }),
  );
  await json(await provider.post(`/api/sessions/${created.id}/realize`, { data: {} }));
  await Promise.all([provider.dispose(), manager.dispose()]);
  return { actionId, sessionId: created.id, code };
}

test('a provider writes a draft of a report and completes it', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  const { sessionId, code } = await realisedSessionWithReport(baseURL!);

  // The provider finds the report to write through the menu and the list's search.
  await loginAs('provider');
  await page.goto('/back/programming');
  await arrive('/back/programming');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Bilans pédagogiques' })
    .click();
  await arrive('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Bilans pédagogiques' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Action ou session' }).fill(code);
  await page.getByRole('button', { name: 'Filtrer les bilans' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports\\?q=${code}$`));
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('À rédiger');
  await row.getByRole('link', { name: `Rédiger le bilan de la session ${code}` }).click();
  await arrive(`/reports/${sessionId}`);
  await expect(page).toHaveTitle(`Bilan pédagogique de la session ${code} – Passerelle`);
  const attendance = page.getByRole('region', { name: 'Présence des stagiaires' });
  await expect(attendance).toContainText('Présents');

  // A draft with one section, then the completion refused until the required sections are filled.
  await page
    .getByRole('textbox', { name: 'Contenus et déroulement' })
    .fill('Apports sur l’entretien le matin, études de cas l’après-midi.');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(toast(page, 'Brouillon du bilan enregistré.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Statut du bilan' })).toContainText(
    'En cours',
  );
  await page.getByRole('button', { name: 'Terminer le bilan' }).click();
  const goals = page.getByRole('textbox', { name: 'Atteinte des objectifs' });
  await expect(goals).toHaveAccessibleDescription(/Champ obligatoire/);
  await expect(goals).toBeFocused();
  await goals.fill('Objectifs atteints : chaque stagiaire a conduit un entretien simulé.');
  await page.getByRole('textbox', { name: 'Retours des stagiaires' }).fill('Groupe satisfait.');
  await page
    .getByRole('textbox', { name: 'Pistes d’amélioration' })
    .fill('Ajouter une demi-journée de mises en situation.');
  await page.getByRole('button', { name: 'Terminer le bilan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Terminer le bilan' });
  await expect(confirm).toContainText('transmis à l’équipe du programme');
  await confirm.getByRole('button', { name: 'Terminer le bilan' }).click();
  await expect(toast(page, 'Bilan pédagogique terminé et transmis pour validation.')).toBeVisible();
  await expect(page.getByText('Ce bilan est terminé et attend la validation')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await arrive(`/reports/${sessionId}`);
});

test('a manager opens a completed report from the session’s page and validates it', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  const { actionId, sessionId } = await realisedSessionWithReport(baseURL!);
  // The provider has written and completed it.
  const provider = await apiAs(baseURL!, 'provider');
  const sections = {
    delivered: 'Apports sur l’entretien le matin, études de cas l’après-midi.',
    goalsReached: 'Objectifs atteints : chaque stagiaire a conduit un entretien simulé.',
    traineesFeedback: 'Groupe satisfait.',
    improvements: 'Ajouter une demi-journée de mises en situation.',
  };
  await json(await provider.put(`/api/session_reports/${sessionId}`, { data: { sections } }));
  await json(await provider.post(`/api/session_reports/${sessionId}/complete`, { data: {} }));
  await provider.dispose();

  // The manager sees it completed on the session's page and validates it.
  await loginAs('manager');
  const sessionPage = `/back/programming/${actionId}/sessions?session=${sessionId}`;
  await page.goto(sessionPage);
  await arrive(sessionPage);
  const quality = page.getByRole('region', { name: 'Suivi qualité' });
  await expect(quality).toContainText('Complété');
  await quality.getByRole('link', { name: 'Ouvrir le bilan' }).click();
  await arrive(`/reports/${sessionId}`);
  await expect(page.getByText('Groupe satisfait.')).toBeVisible();
  await page.getByRole('button', { name: 'Valider le bilan' }).click();
  const validate = page.getByRole('alertdialog', { name: 'Valider le bilan' });
  await expect(validate).toContainText('irréversible');
  await validate.getByRole('button', { name: 'Valider le bilan' }).click();
  await expect(toast(page, 'Bilan pédagogique validé.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Statut du bilan' })).toContainText(
    'Validé',
  );
  await expect(page.getByRole('button', { name: 'Valider le bilan' })).toHaveCount(0);
  await arrive(`/reports/${sessionId}`);
});
