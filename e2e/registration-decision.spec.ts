import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, createDemoBeneficiary, escapeRegExp, json } from './helpers';
import { waitForMail } from './mails';

// The "Valider" link of the HR validator's "à valider" mail (decision 077): a new beneficiary of
// the demo employer (its HR validator is the demo `hr`) asks for a seat on a new session of an
// action with HR validation (all through the API); the link of the mail opens, signed out, a
// page naming the request and the session; one confirmation by keyboard validates; the same
// link then says it has served; the registration's history notes the decision came by mail.

const EMPLOYER = 'Mission Locale Toulouse Métropole';
const HR_EMAIL = 'nathalie.girard@ml-toulouse.example';
/** Demo types with HR validation (members-only: the employer is a member), then the provider's. */
const VALIDATED_TYPES = ['Formation certifiante', 'Accompagnement collectif'];
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An action of one of `typeNames` among the demo provider's. */
async function actionOf(provider: APIRequestContext, typeNames: string[]) {
  const types = await json<{ id: number; name: string }[]>(
    await provider.get('/api/public/action_types'),
  );
  for (const name of typeNames) {
    const type = types.find((item) => item.name === name);
    if (!type) continue;
    const page = await json<{ items: { id: number; name: string }[] }>(
      await provider.get(`/api/actions?typeId=${type.id}&pageSize=10`),
    );
    if (page.items[0]) return page.items[0];
  }
  throw new Error(`No action of the types ${typeNames.join(', ')}`);
}

/** A request (REQUESTED) of a new beneficiary on a new published session of 2031. */
async function requestToValidate(baseURL: string) {
  const [admin, manager, provider] = await Promise.all(
    ['admin', 'manager', 'provider'].map((username) => apiAs(baseURL, username)),
  );
  const person = {
    username: `lien-${run}`,
    civility: 'MRS' as const,
    givenName: 'Léa',
    familyName: `Lien${run}`,
    email: `lien-${run}@ml-toulouse.example`,
  };
  await createDemoBeneficiary(admin!, EMPLOYER, person);
  const action = await actionOf(provider!, VALIDATED_TYPES);
  const code = `LIEN-${run}`.toUpperCase();
  const session = await json<{ id: number }>(
    await manager!.post(`/api/actions/${action.id}/add_session`, {
      data: {
        code,
        startDate: '2031-05-20T07:00:00.000Z',
        endDate: '2031-05-20T15:00:00.000Z',
        seats: 5,
        modality: 'REMOTE',
        published: true,
      },
    }),
  );
  const beneficiary = await apiAs(baseURL, person.username);
  const { registration } = await json<{ registration: { id: number; status: string } }>(
    await beneficiary.post(`/api/sessions/${session.id}/register`, {
      data: { motivation: 'Mieux accompagner les jeunes du quartier.' },
    }),
  );
  expect(registration.status).toBe('REQUESTED');
  await Promise.all([admin!, manager!, provider!, beneficiary].map((client) => client.dispose()));
  return { person, action, code, registrationId: registration.id };
}

test('the HR validator validates from the mail’s link, signed out, once', async ({
  page,
  arrive,
  audit,
  baseURL,
}) => {
  const { person, action, code, registrationId } = await requestToValidate(baseURL!);

  // The mail to the HR validator carries a "Valider" and a "Refuser" link.
  const mail = await waitForMail(
    HR_EMAIL,
    new RegExp(`^Demande d'inscription à valider : ${escapeRegExp(action.name)}$`),
    person.familyName,
  );
  const linkOf = (decision: string) =>
    new RegExp(
      `${escapeRegExp(baseURL!)}/registration-decision/[\\w-]{43}\\?decision=${decision}`,
    ).exec(mail.text)?.[0];
  const validateLink = linkOf('validate');
  expect(validateLink, mail.text).toBeTruthy();
  expect(linkOf('refuse'), mail.text).toBeTruthy();

  // The page, signed out: the request, the session, one button.
  await page.goto(validateLink!);
  await arrive(/\/registration-decision\/[\w-]{43}\?decision=validate$/);
  await expect(page).toHaveTitle('Décision sur une demande d’inscription – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Valider une demande d’inscription',
  );
  await expect(page.getByText('Bonjour Nathalie Girard,')).toBeVisible();
  await expect(page.getByText(`Léa ${person.familyName} (${EMPLOYER})`)).toBeVisible();
  const session = page.getByRole('region', { name: 'Session' });
  await expect(session).toContainText(action.name);
  await expect(session).toContainText(`${code} · Le 20 mai 2031`);
  await expect(page.getByText('Mieux accompagner les jeunes du quartier.')).toBeVisible();
  await expect(page.getByText(/^Ce lien est valable jusqu’au /)).toBeVisible();

  // Confirmed with the keyboard: the message takes the focus, the form is gone.
  const confirm = page.getByRole('button', { name: 'Confirmer la validation' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: 'C’est fait' });
  await expect(done).toHaveText(
    'C’est fait : la demande est validée, et la personne en est informée par courriel.',
  );
  await expect(done.locator('..')).toBeFocused();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: 'Ouvrir le portail' })).toHaveAttribute(
    'href',
    '/login',
  );
  await audit();

  // The same link again: it has served, nothing to confirm.
  await page.goto(validateLink!);
  await arrive(/\/registration-decision\/[\w-]{43}\?decision=validate$/);
  await expect(
    page.getByText(/^Ce lien a déjà servi le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirmer/ })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // The history says who decided, and that it came by mail.
  const hr = await apiAs(baseURL!, 'hr');
  const detail = await json<{
    registration: { status: string };
    history: { author: { name: string } | null; toStatus: string; viaMailLink: boolean }[];
  }>(await hr.get(`/api/registrations/${registrationId}/detail`));
  await hr.dispose();
  expect(detail.registration.status).toBe('PRE_REGISTERED');
  expect(detail.history).toContainEqual(
    expect.objectContaining({
      author: expect.objectContaining({ name: 'Nathalie Girard' }),
      toStatus: 'PRE_REGISTERED',
      viaMailLink: true,
    }),
  );
});
