import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';
import { apiAs, json } from './helpers';

// Data a journey starts from, made through the API: a new trainee of the demo employer, and a
// programmed session of the demo provider's first action with that trainee REGISTERED.

const EMPLOYER = 'Mission Locale Toulouse Métropole';

/** A new beneficiary of the demo employer, named after `key` (unique per run). */
export async function createTrainee(admin: APIRequestContext, key: string, familyName: string) {
  const [employer] = await json<{ id: number }[]>(
    await admin.get(`/api/structures?q=${encodeURIComponent(EMPLOYER)}&type=employer`),
  );
  const person = {
    username: key,
    civility: 'MRS',
    givenName: 'Inès',
    familyName,
    email: `${key}@ml-toulouse.example`,
  };
  await json(
    await admin.post('/api/users', {
      data: {
        ...person,
        password: DEMO_PASSWORD,
        profiles: [{ code: 'profile_beneficiary', structureId: employer!.id }],
      },
    }),
  );
  return person;
}

/**
 * A published onsite session of `code` on `day` (8:00–16:00 UTC) of the demo provider's first
 * action, with `username` registered and forced to REGISTERED (`reason`) when the workflow left
 * it waiting for a validation.
 */
export async function sessionWithTrainee(
  baseURL: string,
  options: { code: string; day: string; username: string; reason: string },
) {
  const [manager, provider, trainee] = await Promise.all([
    apiAs(baseURL, 'manager'),
    apiAs(baseURL, 'provider'),
    apiAs(baseURL, options.username),
  ]);
  const actions = await json<{ items: { id: number }[] }>(
    await provider.get('/api/actions?pageSize=10'),
  );
  const actionId = actions.items[0]!.id;
  const { id: sessionId } = await json<{ id: number }>(
    await manager.post(`/api/actions/${actionId}/add_session`, {
      data: {
        code: options.code,
        startDate: `${options.day}T07:00:00.000Z`,
        endDate: `${options.day}T15:00:00.000Z`,
        seats: 10,
        modality: 'ONSITE',
        published: true,
      },
    }),
  );
  await registerTrainee(manager, trainee, sessionId, options.reason);
  await Promise.all([manager.dispose(), provider.dispose(), trainee.dispose()]);
  return { actionId, sessionId, code: options.code };
}

/**
 * `trainee` asks for a seat to `sessionId`; the manager forces the registration to REGISTERED
 * (`reason`) when the workflow left it waiting for a validation. Returns the registration's id.
 */
export async function registerTrainee(
  manager: APIRequestContext,
  trainee: APIRequestContext,
  sessionId: number,
  reason: string,
): Promise<number> {
  const {
    registration: { id: registrationId, status },
  } = await json<{ registration: { id: number; status: string } }>(
    await trainee.post(`/api/sessions/${sessionId}/register`, {
      data: { motivation: 'Mieux accueillir le public.' },
    }),
  );
  if (status !== 'REGISTERED') {
    await json(
      await manager.post(`/api/registrations/${registrationId}/force`, {
        data: { status: 'REGISTERED', reason },
      }),
    );
  }
  return registrationId;
}
