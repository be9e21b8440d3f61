import { expect, test } from './fixtures';
import { apiAs, createDemoBeneficiary, escapeRegExp, json, signIn, toast } from './helpers';
import { waitForMail } from './mails';

// Alerts on favourites (decision 078): a new beneficiary of the demo employer has a session of a
// demo action in their favourites (prepared through the API); the manager publishes a new
// session of that action; the administrator runs the alerts' task now; the grouped mail arrives
// with the new session's address and a "ne plus recevoir" link. That link's page, signed out,
// turns the alerts off in one keyboard press; signed in, the favourites page shows the box
// unticked, and the keyboard ticks it again.

const EMPLOYER = 'Mission Locale Toulouse Métropole';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A beneficiary following a demo action through a session of 2031, and a new session of it. */
async function followerAndNewSession(baseURL: string) {
  const [admin, manager, provider] = await Promise.all(
    ['admin', 'manager', 'provider'].map((username) => apiAs(baseURL, username)),
  );
  const person = {
    username: `alerte-${run}`,
    civility: 'MR' as const,
    givenName: 'Hugo',
    familyName: `Alerte${run}`,
    email: `alerte-${run}@ml-toulouse.example`,
  };
  await createDemoBeneficiary(admin!, EMPLOYER, person);
  const { items } = await json<{ items: { id: number; name: string }[] }>(
    await provider!.get('/api/actions?pageSize=10'),
  );
  const action = items[0]!;
  const addSession = async (code: string, day: string) =>
    json<{ id: number }>(
      await manager!.post(`/api/actions/${action.id}/add_session`, {
        data: {
          code,
          startDate: `${day}T07:00:00.000Z`,
          endDate: `${day}T15:00:00.000Z`,
          seats: 8,
          modality: 'REMOTE',
          published: true,
        },
      }),
    );
  const followed = await addSession(`SUIVIE-${run}`.toUpperCase(), '2031-06-03');
  const beneficiary = await apiAs(baseURL, person.username);
  expect((await beneficiary.post(`/api/sessions/${followed.id}/favorite`)).status()).toBe(204);
  // Published after the favourite: the news.
  const fresh = await addSession(`NOUVELLE-${run}`.toUpperCase(), '2031-09-15');
  // The task runs now rather than at its next hour.
  expect((await admin!.post('/api/jobs/favorite-alerts/run')).ok()).toBe(true);
  await Promise.all([admin!, manager!, provider!, beneficiary].map((client) => client.dispose()));
  return { person, action, fresh };
}

test('a beneficiary is told of a new session of a followed action, and stops the alerts from the mail', async ({
  page,
  arrive,
  audit,
  baseURL,
}) => {
  const { person, action, fresh } = await followerAndNewSession(baseURL!);

  const mail = await waitForMail(person.email, /^Du nouveau dans vos formations favorites$/);
  expect(mail.text).toContain(`Bonjour Hugo ${person.familyName},`);
  expect(mail.text).toContain(
    `Nouvelles sessions :\n- « ${action.name} », le 15/09/2031, À distance : ${baseURL}/training/${fresh.id}`,
  );
  const link = new RegExp(`${escapeRegExp(baseURL!)}/favorite-alerts/[\\w-]{43}`).exec(
    mail.text,
  )?.[0];
  expect(link, mail.text).toBeTruthy();

  // The link's page, signed out: opening it changes nothing; one press on the button does.
  await page.goto(link!);
  await arrive(/\/favorite-alerts\/[\w-]{43}$/);
  await expect(page).toHaveTitle('Alertes sur les formations favorites – Passerelle');
  await expect(page.getByText('Bonjour Hugo,')).toBeVisible();
  const stop = page.getByRole('button', { name: 'Ne plus recevoir ces alertes' });
  await stop.focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: 'C’est fait' });
  await expect(done).toHaveText(
    'C’est fait : vous ne recevrez plus ces alertes. Vos favoris restent enregistrés.',
  );
  await expect(done.locator('..')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Recevoir de nouveau ces alertes' })).toBeVisible();
  await audit();

  // Signed in, the favourites page says the same, and the keyboard turns them on again.
  await signIn(page, person.username);
  await page.goto('/beneficiary/favorites');
  await arrive('/beneficiary/favorites');
  const box = page.getByRole('checkbox', {
    name: 'Me prévenir par courriel des nouvelles sessions de mes formations favorites et des places qui se libèrent',
  });
  await expect(box).not.toBeChecked();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Les alertes par courriel sont activées.')).toBeVisible();
  await expect(box).toBeChecked();
  await page.reload();
  await arrive('/beneficiary/favorites');
  await expect(box).toBeChecked();
});
