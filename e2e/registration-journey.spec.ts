import { type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { apiAs, escapeRegExp, json, signIn, toast } from './helpers';
import { keyboardJourney, keyboardTest, pressOn, tabTo, typeIn } from './keyboard';
import { waitForMail } from './mails';

// The registration workflow on the demo data (decisions.md "Registration workflow"), one journey
// per person acting, the state each one starts from prepared through the API (decision 052):
// (a) a beneficiary asks for a seat on /training/{id} with a motivation, the HR validator of
// their structure validates on /back/structures/{id}, the provider validates, the beneficiary
// reads 'Inscrit' on /beneficiary/future; (b) a session without validation registers at once, a
// full one puts the next person on the waiting list, and a cancellation on /beneficiary/future
// promotes them. Every journey makes its own people (admin API) and its own session (manager
// API), so it depends on no other journey and on no earlier run. The mail of each step is read
// where the SMTP server delivered it (the mail catcher, e2e/mails.ts).

const EMPLOYER = 'Mission Locale Toulouse Métropole';
/** Demo types: with HR and provider validation (members-only; the employer is a member)… */
const VALIDATED_TYPES = ['Formation certifiante', 'Accompagnement collectif'];
/** …and without any validation step. */
const DIRECT_TYPES = ['Journée professionnelle', 'Séminaire régional', 'Conférence', 'Webinaire'];

/** Unique per journey: the journeys of this file run in parallel. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Person {
  id: number;
  username: string;
  givenName: string;
  familyName: string;
  email: string;
}

/** A new beneficiary of the demo employer (whose HR validator is the demo `hr`). */
async function createBeneficiary(
  admin: APIRequestContext,
  run: string,
  label: string,
): Promise<Person> {
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

/**
 * On /training/{id}, with the keyboard only: "S'inscrire" (or the waiting list), the motivation
 * left empty then typed, sent.
 */
async function requestSeat(page: Page, button: string, motivation: string) {
  const dialog = page.getByRole('dialog');
  await tabTo(page, page.getByRole('button', { name: button }));
  // The button's part hydrates once the dialog's chunk has run, a moment after the page: on a
  // busy machine an Enter in between can be lost, so it is pressed again until the dialog opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // The motivation is required.
  await pressOn(page, dialog.getByRole('button', { name: 'Envoyer ma demande' }));
  await expect(dialog.getByText('La motivation est obligatoire')).toBeVisible();
  await typeIn(page, dialog.getByRole('textbox', { name: /Votre motivation/ }), motivation);
  await pressOn(page, dialog.getByRole('button', { name: 'Envoyer ma demande' }));
  await expect(dialog).toBeHidden();
}

/** `person` asks for a seat through the API; answers the registration. */
async function register(baseURL: string, person: Person, sessionId: number) {
  const client = await apiAs(baseURL, person.username);
  const { registration } = await json<{ registration: { id: number; status: string } }>(
    await client.post(`/api/sessions/${sessionId}/register`, {
      data: { motivation: 'Je souhaite me former pour mieux accompagner les jeunes.' },
    }),
  );
  await client.dispose();
  return registration;
}

/** `username` (the HR validator, then the provider) validates the registration. */
async function validate(baseURL: string, username: string, registrationId: number) {
  const client = await apiAs(baseURL, username);
  const { status } = await json<{ status: string }>(
    await client.post(`/api/registrations/${registrationId}/validate`),
  );
  await client.dispose();
  return status;
}

/**
 * A new beneficiary and a new published session of an action with HR and provider validation
 * (5 seats): the start of the validated workflow.
 */
async function validatedWorkflow(baseURL: string) {
  const run = unique();
  const [admin, manager, provider] = await Promise.all(
    ['admin', 'manager', 'provider'].map((username) => apiAs(baseURL, username)),
  );
  const person = await createBeneficiary(admin!, run, 'a');
  const action = await actionOf(provider!, VALIDATED_TYPES);
  const code = `PARC-A-${run}`.toUpperCase();
  const sessionId = await addSession(manager!, action.id, code, 5);
  await Promise.all([admin!.dispose(), manager!.dispose(), provider!.dispose()]);
  return { person, action, code, sessionId, fullName: `${person.givenName} ${person.familyName}` };
}

test('a beneficiary asks for a seat with a motivation; the HR validator is told', async ({
  page,
  arrive,
  baseURL,
}) => {
  const { person, action, code, sessionId } = await validatedWorkflow(baseURL!);

  await signIn(page, person.username);
  await page.goto(`/training/${sessionId}`);
  await arrive(`/training/${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(action.name);
  await requestSeat(page, 'S’inscrire', 'Je souhaite me former pour mieux accompagner les jeunes.');
  await expect(toast(page, 'Votre demande d’inscription est enregistrée.')).toBeVisible();
  await expect(page.getByText("Votre inscription : Demande d'inscription")).toBeVisible();

  // The mails of the request, from the templates: to the beneficiary and to the HR validator.
  const name = escapeRegExp(action.name);
  await waitForMail(person.email, new RegExp(`^Votre demande d'inscription : ${name}$`), code);
  const toHr = await waitForMail(
    'nathalie.girard@ml-toulouse.example',
    new RegExp(`^Demande d'inscription à valider : ${name}$`),
    code,
  );
  expect(toHr.text).toContain(person.familyName);
  expect(toHr.text).toMatch(/\/back\/structures\/\d+/);
});

test('the HR validator validates a request on its structure’s page', async ({
  page,
  arrive,
  baseURL,
}) => {
  const { person, action, code, sessionId, fullName } = await validatedWorkflow(baseURL!);
  await register(baseURL!, person, sessionId);

  // /back/structures opens the validator's first structure.
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
  await waitForMail(person.email, new RegExp(`^Pré-inscription : ${escapeRegExp(action.name)}$`));
});

test('the provider validates a pre-registered trainee on the action’s registrations', async ({
  page,
  arrive,
  baseURL,
}) => {
  const { person, action, sessionId } = await validatedWorkflow(baseURL!);
  const { id } = await register(baseURL!, person, sessionId);
  expect(await validate(baseURL!, 'hr', id)).toBe('PRE_REGISTERED');

  // The provider validates on its registrations tab, in one click as the HR validator does.
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
  await expect(toast(page, 'Inscription validée.')).toBeVisible();
  await expect(providerRow).toContainText('Inscrit');
  await waitForMail(
    person.email,
    new RegExp(`^Inscription confirmée : ${escapeRegExp(action.name)}$`),
  );
});

test('the beneficiary reads "Inscrit" once both validations are done', async ({
  page,
  arrive,
  baseURL,
}) => {
  const { person, action, sessionId } = await validatedWorkflow(baseURL!);
  const { id } = await register(baseURL!, person, sessionId);
  expect(await validate(baseURL!, 'hr', id)).toBe('PRE_REGISTERED');
  expect(await validate(baseURL!, 'provider', id)).toBe('REGISTERED');

  await signIn(page, person.username);
  await page.goto('/beneficiary/future');
  await arrive('/beneficiary/future');
  const future = page.getByRole('table', { name: 'Formations en cours et à venir' });
  const mine = future.getByRole('row', { name: new RegExp(escapeRegExp(action.name)) });
  await expect(mine).toContainText('Inscrit');
});

/** A new published session of one seat, of an action without any validation step. */
async function oneSeatSession(baseURL: string) {
  const run = unique();
  const [admin, manager] = await Promise.all([apiAs(baseURL, 'admin'), apiAs(baseURL, 'manager')]);
  const first = await createBeneficiary(admin, run, 'b');
  const second = await createBeneficiary(admin, run, 'c');
  const action = await actionOf(manager, DIRECT_TYPES);
  const sessionId = await addSession(manager, action.id, `PARC-B-${run}`.toUpperCase(), 1);
  await Promise.all([admin.dispose(), manager.dispose()]);
  return { first, second, action, sessionId };
}

keyboardTest(
  'keyboard only: a session without validation registers the first request at once',
  keyboardJourney('registration'),
  async ({ page, arrive, baseURL }) => {
    const { first, action, sessionId } = await oneSeatSession(baseURL!);

    await signIn(page, first.username);
    await page.goto(`/training/${sessionId}`);
    await arrive(`/training/${sessionId}`);
    await requestSeat(page, 'S’inscrire', 'Pour découvrir les pratiques des autres structures.');
    await expect(page.getByText('Votre inscription : Inscrit')).toBeVisible();
    await waitForMail(
      first.email,
      new RegExp(`^Inscription confirmée : ${escapeRegExp(action.name)}$`),
    );
  },
);

test('a full session puts the next person on the waiting list', async ({
  page,
  arrive,
  baseURL,
}) => {
  const { first, second, action, sessionId } = await oneSeatSession(baseURL!);
  expect((await register(baseURL!, first, sessionId)).status).toBe('REGISTERED');

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
  await waitForMail(second.email, new RegExp(`^Liste d'attente : ${escapeRegExp(action.name)}$`));
});

test('a cancellation on the beneficiary’s page promotes the first of the waiting list', async ({
  page,
  arrive,
  baseURL,
}) => {
  const { first, second, action, sessionId } = await oneSeatSession(baseURL!);
  expect((await register(baseURL!, first, sessionId)).status).toBe('REGISTERED');
  const waiting = await register(baseURL!, second, sessionId);

  // The first one cancels on their page, with a reason.
  await signIn(page, first.username);
  await page.goto('/beneficiary/future');
  await arrive('/beneficiary/future');
  const future = page.getByRole('table', { name: 'Formations en cours et à venir' });
  const mine = future.getByRole('row', { name: new RegExp(escapeRegExp(action.name)) });
  await mine.getByRole('button', { name: /Annuler mon inscription/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler mon inscription' });
  await dialog.getByRole('textbox', { name: /Motif de l'annulation/ }).fill('Empêchement');
  await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(toast(page, 'Votre inscription a été annulée.')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await waitForMail(
    first.email,
    new RegExp(`^Inscription annulée : ${escapeRegExp(action.name)}$`),
  );

  // The second one was promoted into the freed seat (their page shows it as any registration:
  // the journey above).
  await waitForMail(
    second.email,
    new RegExp(`^Une place s’est libérée : ${escapeRegExp(action.name)}$`),
  );
  const client = await apiAs(baseURL!, second.username);
  const futures = await json<{ items: { registration: { id: number; status: string } }[] }>(
    await client.get('/api/session_views/futures'),
  );
  await client.dispose();
  const promoted = futures.items.find((item) => item.registration.id === waiting.id);
  expect(promoted?.registration).toMatchObject({ status: 'REGISTERED', waitingList: false });
});

/** The address of the demo account `username`, as the admin's users list gives it. */
async function emailOf(admin: APIRequestContext, username: string): Promise<string> {
  const page = await json<{ items: { username: string; email: string }[] }>(
    await admin.get(`/api/users?q=${encodeURIComponent(username)}&pageSize=20`),
  );
  const user = page.items.find((item) => item.username === username);
  if (!user) throw new Error(`No user ${username}`);
  return user.email;
}

test('one registration from request to certificate: each party receives the mail meant for it', async ({
  page,
  arrive,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { person, action, code, sessionId } = await validatedWorkflow(baseURL!);
  const [admin, manager, provider] = await Promise.all(
    ['admin', 'manager', 'provider'].map((username) => apiAs(baseURL!, username)),
  );
  const detail = await json<{ referent: { id: number } | null }>(
    await manager!.get(`/api/actions/${action.id}`),
  );
  const providerEmail = await emailOf(admin!, 'provider');
  // The action's referent reads the completed report; without one, every manager does.
  const managerEmail = detail.referent
    ? (await json<{ email: string }>(await admin!.get(`/api/users/${detail.referent.id}`))).email
    : await emailOf(admin!, 'manager');
  const name = escapeRegExp(action.name);

  // The request: the beneficiary's own mail, and the HR validator's with the page to act on.
  const { id } = await register(baseURL!, person, sessionId);
  await waitForMail(person.email, new RegExp(`^Votre demande d'inscription : ${name}$`), code);
  const toHr = await waitForMail(
    'nathalie.girard@ml-toulouse.example',
    new RegExp(`^Demande d'inscription à valider : ${name}$`),
    code,
  );
  expect(toHr.text).toMatch(/\/back\/structures\/\d+/);

  // HR validates: the beneficiary is pre-registered, the provider has a registration to validate.
  expect(await validate(baseURL!, 'hr', id)).toBe('PRE_REGISTERED');
  await waitForMail(person.email, new RegExp(`^Pré-inscription : ${name}$`), code);
  const toProvider = await waitForMail(
    providerEmail,
    new RegExp(`^Inscription à valider : ${name}$`),
    code,
  );
  expect(toProvider.text).toContain(person.familyName);
  expect(toProvider.text).toContain('/back/registrations');

  // The provider validates: the beneficiary is registered.
  expect(await validate(baseURL!, 'provider', id)).toBe('REGISTERED');
  await waitForMail(person.email, new RegExp(`^Inscription confirmée : ${name}$`), code);

  // The session moves to last month (the trainee is told), is attended, realised and reported.
  const lastMonth = new Date(Date.now() - 30 * 24 * 3600_000).toISOString().slice(0, 10);
  await json(
    await manager!.patch(`/api/sessions/${sessionId}`, {
      data: {
        startDate: `${lastMonth}T07:00:00.000Z`,
        endDate: `${lastMonth}T15:00:00.000Z`,
        interventionDates: [
          { startsAt: `${lastMonth}T07:00:00.000Z`, endsAt: `${lastMonth}T15:00:00.000Z` },
        ],
      },
    }),
  );
  await waitForMail(person.email, new RegExp(`^Session reprogrammée : ${name}$`), code);
  await json(
    await provider!.post(`/api/registrations/${id}/complete`, {
      data: { status: 'PRESENT', effectiveHours: '8' },
    }),
  );
  await json(await provider!.post(`/api/sessions/${sessionId}/realize`, { data: {} }));
  await json(
    await manager!.post(`/api/sessions/${sessionId}/toggle_report`, { data: { enabled: true } }),
  );
  await json(
    await provider!.put(`/api/session_reports/${sessionId}`, {
      data: {
        sections: {
          delivered: 'Apports et études de cas.',
          goalsReached: 'Objectifs atteints.',
          traineesFeedback: 'Groupe satisfait.',
          improvements: 'Plus de mises en situation.',
        },
      },
    }),
  );
  await json(await provider!.post(`/api/session_reports/${sessionId}/complete`, { data: {} }));
  const toManager = await waitForMail(
    managerEmail,
    new RegExp(`^Bilan pédagogique terminé : session ${escapeRegExp(code)}$`),
  );
  expect(toManager.text).toContain(`/reports/${sessionId}`);
  await Promise.all([admin, manager, provider].map((client) => client!.dispose()));

  // The beneficiary downloads its certificate from its space.
  await signIn(page, person.username);
  await page.goto('/beneficiary/passed');
  await arrive('/beneficiary/passed');
  const certificate = page
    .getByRole('table', { name: 'Formations passées' })
    .getByRole('link', { name: /^Télécharger Attestation de participation \(PDF\)/ });
  await expect(certificate).toBeVisible();
  const response = await page.request.get((await certificate.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
