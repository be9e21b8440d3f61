import { type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { apiAs, escapeRegExp, json, signIn, toast } from './helpers';

// The registration workflow end to end on the demo data (decisions.md "Registration workflow"):
// (a) a beneficiary asks for a seat on /training/{id} with a motivation, the HR validator of
// their structure validates on /back/structures/{id}, the provider validates, the beneficiary
// reads 'Inscrit' on /beneficiary/future; (b) a full session puts the next person on the waiting
// list and a cancellation on /beneficiary/future promotes them. Every run makes its own people
// (admin API) and its own sessions (manager API), so it depends on no other journey and on no
// earlier run. The e2e server has no SMTP server: the mails of each step are read in the outbox
// (`GET /api/mails`, the admin's outbox screen).

const EMPLOYER = 'Mission Locale Toulouse Métropole';
/** Demo types: with HR and provider validation (members-only; the employer is a member)… */
const VALIDATED_TYPES = ['Formation certifiante', 'Accompagnement collectif'];
/** …and without any validation step. */
const DIRECT_TYPES = ['Journée professionnelle', 'Séminaire régional', 'Conférence', 'Webinaire'];

const run = Date.now().toString(36);

interface Person {
  id: number;
  username: string;
  givenName: string;
  familyName: string;
  email: string;
}

/** A new beneficiary of the demo employer (whose HR validator is the demo `hr`). */
async function createBeneficiary(admin: APIRequestContext, label: string): Promise<Person> {
  const [employer] = await json<{ id: number; name: string }[]>(
    await admin.get(`/api/structures?q=${encodeURIComponent(EMPLOYER)}&type=employer`),
  );
  expect(employer?.name).toBe(EMPLOYER);
  const username = `parcours-${run}-${label}`;
  const person = {
    username,
    civility: 'MRS',
    givenName: `Parcours${label.toUpperCase()}`,
    familyName: `Inscription${run}`,
    email: `${username}@ml-toulouse.example`,
  };
  const created = await json<{ id: number }>(
    await admin.post('/api/users', {
      data: {
        ...person,
        password: DEMO_PASSWORD,
        profiles: [{ code: 'profile_beneficiary', structureId: employer!.id }],
      },
    }),
  );
  return { id: created.id, ...person };
}

interface ActionItem {
  id: number;
  name: string;
}

/** An action of one of the given types, in the list `client` reads (a provider: its own). */
async function actionOf(client: APIRequestContext, typeNames: string[]) {
  const types = await json<{ id: number; name: string }[]>(
    await client.get('/api/public/action_types'),
  );
  for (const name of typeNames) {
    const type = types.find((item) => item.name === name);
    if (!type) continue;
    const page = await json<{ items: ActionItem[] }>(
      await client.get(`/api/actions?typeId=${type.id}&pageSize=10`),
    );
    if (page.items[0]) return page.items[0];
  }
  throw new Error(`No action of the types ${typeNames.join(', ')}`);
}

/** A published session of the action in 2031, added by the manager. */
async function addSession(
  manager: APIRequestContext,
  actionId: number,
  code: string,
  seats: number,
) {
  const created = await json<{ id: number }>(
    await manager.post(`/api/actions/${actionId}/add_session`, {
      data: {
        code,
        startDate: '2031-05-12T07:00:00.000Z',
        endDate: '2031-05-12T15:00:00.000Z',
        seats,
        modality: 'REMOTE',
        published: true,
      },
    }),
  );
  return created.id;
}

/** The outbox's mails to `email` (newest first), as the admin's outbox screen lists them. */
async function mailsTo(admin: APIRequestContext, email: string) {
  const page = await json<{ items: { recipient: string; templateCode: string | null }[] }>(
    await admin.get('/api/mails?pageSize=100'),
  );
  return page.items
    .filter((mail) => mail.recipient.toLowerCase() === email.toLowerCase())
    .map((mail) => mail.templateCode);
}

/** On /training/{id}: "S'inscrire" (or the waiting list), a motivation, sent. */
async function requestSeat(page: Page, button: string, motivation: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The motivation is required.
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(dialog.getByText('La motivation est obligatoire')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Votre motivation/ }).fill(motivation);
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(dialog).toBeHidden();
}

test('a request goes through the HR validator and the provider to "Inscrit"', async ({
  page,
  arrive,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(baseURL!, 'admin');
  const manager = await apiAs(baseURL!, 'manager');
  const provider = await apiAs(baseURL!, 'provider');
  const person = await createBeneficiary(admin, 'a');
  const action = await actionOf(provider, VALIDATED_TYPES);
  const code = `PARC-A-${run}`.toUpperCase();
  const sessionId = await addSession(manager, action.id, code, 5);
  const fullName = `${person.givenName} ${person.familyName}`;

  // The beneficiary opens the session and asks for a seat.
  await signIn(page, person.username);
  await page.goto(`/training/${sessionId}`);
  await arrive(`/training/${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(action.name);
  await requestSeat(page, 'S’inscrire', 'Je souhaite me former pour mieux accompagner les jeunes.');
  await expect(toast(page, 'Votre demande d’inscription est enregistrée.')).toBeVisible();
  await expect(page.getByText("Votre inscription : Demande d'inscription")).toBeVisible();

  // The HR validator of the structure: /back/structures opens its first structure.
  await signIn(page, 'hr');
  await page.goto('/back/structures');
  await arrive(/\/back\/structures\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Structure ${EMPLOYER}`);
  const requests = page.getByRole('table', { name: 'Demandes à valider' });
  const row = requests.getByRole('row', { name: new RegExp(escapeRegExp(fullName)) });
  await expect(row).toContainText(code);
  await expect(row).toContainText('Je souhaite me former');
  await row
    .getByRole('button', {
      name: `Valider la demande de ${fullName} pour ${action.name} (${code})`,
    })
    .click();
  await expect(toast(page, 'Inscription validée.')).toBeVisible();
  await expect(row).toHaveCount(0);
  // Now awaiting the provider.
  const others = page.getByRole('table', { name: 'Autres inscriptions en cours' });
  const waiting = others.getByRole('row', { name: new RegExp(escapeRegExp(fullName)) });
  await expect(waiting).toContainText('Pré-inscrit');
  await expect(waiting).toContainText('En attente de validation par le prestataire');
  await arrive(/\/back\/structures\/\d+$/);

  // The provider validates on its registrations tab, after a confirmation.
  await signIn(page, 'provider');
  const tab = `/back/programming/${action.id}/registrations`;
  await page.goto(tab);
  await arrive(tab);
  const providerRow = page.getByRole('row', { name: new RegExp(escapeRegExp(person.familyName)) });
  await expect(providerRow).toContainText('Pré-inscrit');
  await providerRow
    .getByRole('button', { name: /Valider/ })
    .first()
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Valider' });
  await confirm.getByRole('button', { name: 'Valider' }).click();
  await expect(toast(page, 'Inscription validée.')).toBeVisible();
  await expect(providerRow).toContainText('Inscrit');

  // The beneficiary reads 'Inscrit'.
  await signIn(page, person.username);
  await page.goto('/beneficiary/future');
  await arrive('/beneficiary/future');
  const future = page.getByRole('table', { name: 'Formations en cours et à venir' });
  const mine = future.getByRole('row', { name: new RegExp(escapeRegExp(action.name)) });
  await expect(mine).toContainText('Inscrit');

  // A mail at each step, from the templates (outbox: no SMTP server in this run).
  const mails = await mailsTo(admin, person.email);
  expect(mails).toEqual(
    expect.arrayContaining([
      'REGISTRATION_REQUESTED',
      'REGISTRATION_PRE_REGISTERED',
      'REGISTRATION_REGISTERED',
    ]),
  );
  expect(await mailsTo(admin, 'nathalie.girard@ml-toulouse.example')).toContain(
    'REGISTRATION_REQUESTED',
  );
  await Promise.all([admin.dispose(), manager.dispose(), provider.dispose()]);
});

test('a full session puts the next person on the waiting list; a cancellation promotes them', async ({
  page,
  arrive,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(baseURL!, 'admin');
  const manager = await apiAs(baseURL!, 'manager');
  const first = await createBeneficiary(admin, 'b');
  const second = await createBeneficiary(admin, 'c');
  const action = await actionOf(manager, DIRECT_TYPES);
  const code = `PARC-B-${run}`.toUpperCase();
  // One seat, and a type without validation: the first request takes it at once.
  const sessionId = await addSession(manager, action.id, code, 1);

  await signIn(page, first.username);
  await page.goto(`/training/${sessionId}`);
  await arrive(`/training/${sessionId}`);
  await requestSeat(page, 'S’inscrire', 'Pour découvrir les pratiques des autres structures.');
  await expect(page.getByText('Votre inscription : Inscrit')).toBeVisible();

  // The session is full: the next one joins the waiting list.
  await signIn(page, second.username);
  await page.goto(`/training/${sessionId}`);
  await arrive(`/training/${sessionId}`);
  await expect(page.getByText('Complet').first()).toBeVisible();
  await requestSeat(page, 'Rejoindre la liste d’attente', 'Je suis disponible à cette date.');
  await expect(toast(page, 'Votre demande est enregistrée en liste d’attente.')).toBeVisible();
  await page.goto('/beneficiary/future');
  await arrive('/beneficiary/future');
  const future = page.getByRole('table', { name: 'Formations en cours et à venir' });
  await expect(
    future.getByRole('row', { name: new RegExp(escapeRegExp(action.name)) }),
  ).toContainText("Sur liste d'attente (position 1)");

  // The first one cancels on their page, with a reason.
  await signIn(page, first.username);
  await page.goto('/beneficiary/future');
  await arrive('/beneficiary/future');
  const mine = future.getByRole('row', { name: new RegExp(escapeRegExp(action.name)) });
  await mine.getByRole('button', { name: /Annuler mon inscription/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler mon inscription' });
  await dialog.getByRole('textbox', { name: /Motif de l'annulation/ }).fill('Empêchement');
  await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(toast(page, 'Votre inscription a été annulée.')).toBeVisible();
  await expect(mine).toHaveCount(0);

  // The second one was promoted into the freed seat.
  await signIn(page, second.username);
  await page.goto('/beneficiary/future');
  await arrive('/beneficiary/future');
  const promoted = future.getByRole('row', { name: new RegExp(escapeRegExp(action.name)) });
  await expect(promoted).toContainText('Inscrit');
  await expect(promoted).not.toContainText("liste d'attente");

  expect(await mailsTo(admin, first.email)).toEqual(
    expect.arrayContaining(['REGISTRATION_REGISTERED', 'REGISTRATION_CANCELED']),
  );
  expect(await mailsTo(admin, second.email)).toEqual(
    expect.arrayContaining(['REGISTRATION_WAITING_LIST', 'REGISTRATION_PROMOTED']),
  );
  await Promise.all([admin.dispose(), manager.dispose()]);
});
