import type { Database } from '../../db/client.js';
import {
  createAction,
  createActionType,
  createAxis,
  createCity,
  createRegistration,
  createSession,
  createStructure,
  createUser,
} from '../../test/factories.js';

/**
 * A small programme with known figures and its people (one user per profile, a second provider),
 * on an empty database (`createTestApp({ seed: false })`); users log in with the demo password:
 *
 * | action | year | axis | type | provider | own costs | sessions (status, seats, cost) |
 * |---|---|---|---|---|---|---|
 * | ecoute "Écoute active" | 2025 | 1 | Atelier | own provider | 100.10 + 50.20 + 10.00 | ECO-1 PROGRAMMED 10 200.05; ECO-2 CANCELED 5 0 |
 * | evaluation "Evaluation des compétences" | 2025 | 2 | Séminaire | Zénith | 1000 | EVAL-01 REALIZED 8 300 |
 * | accueil "Accueil du public" | 2024 | 1 | Séminaire | none | 0 | none |
 * | mediation "Médiation numérique" (lot LOT-7) | 2024 | 2 | Atelier | own provider | 0.10 + 0.20 | MED-1 PROGRAMMED 12 0 |
 *
 * Registrations: ECO-1 has 2 REGISTERED, 1 CANCELED, 1 REQUESTED on the waiting list; EVAL-01
 * has 1 PRESENT. Total costs: ecoute 360.35, evaluation 1300.00, accueil 0.00, mediation 0.30.
 */
export async function createProgrammingFixture(db: Database) {
  const ownProvider = await createStructure(db, { name: 'Institut Horizon Formation' });
  const otherProvider = await createStructure(db, { name: 'Zénith Conseil' });
  const employer = await createStructure(db, { name: 'Mission Locale Albi', type: 'employer' });
  const ownProviderId = ownProvider.id;
  const users = {
    admin: await createUser(db, { profile: 'profile_admin' }),
    manager: await createUser(db, { profile: 'profile_manager', structureId: employer.id }),
    provider: await createUser(db, { profile: 'profile_provider', structureId: ownProviderId }),
    otherProvider: await createUser(db, {
      profile: 'profile_provider',
      structureId: otherProvider.id,
    }),
    beneficiary: await createUser(db, {
      profile: 'profile_beneficiary',
      structureId: employer.id,
    }),
    hr: await createUser(db, { profile: 'profile_hr', structureId: employer.id }),
  };
  const axis1 = await createAxis(db, { number: 1, name: 'Accompagner les publics' });
  const axis2 = await createAxis(db, { number: 2, name: 'Évaluer les compétences' });
  const atelier = await createActionType(db, { name: 'Atelier', seatAmount: 14 });
  const seminaire = await createActionType(db, { name: 'Séminaire' });
  const toulouse = await createCity(db, { code: '31555', value: 'Toulouse' });
  const albi = await createCity(db, { code: '81004', value: 'Albi' });

  const ecoute = await createAction(db, {
    name: 'Écoute active',
    year: 2025,
    axisId: axis1.id,
    typeId: atelier.id,
    providerId: ownProviderId,
    pedagogicalCost: '100.10',
    animationCost: '50.20',
    travelCost: '10.00',
  });
  const evaluation = await createAction(db, {
    name: 'Evaluation des compétences',
    year: 2025,
    axisId: axis2.id,
    typeId: seminaire.id,
    providerId: otherProvider.id,
    pedagogicalCost: '1000',
  });
  const accueil = await createAction(db, {
    name: 'Accueil du public',
    year: 2024,
    axisId: axis1.id,
    typeId: seminaire.id,
  });
  const mediation = await createAction(db, {
    name: 'Médiation numérique',
    year: 2024,
    axisId: axis2.id,
    typeId: atelier.id,
    providerId: ownProviderId,
    lotNumber: 'LOT-7',
    pedagogicalCost: '0.10',
    animationCost: '0.20',
  });

  const eco1 = await createSession(db, {
    actionId: ecoute.id,
    code: 'ECO-1',
    status: 'PROGRAMMED',
    seats: 10,
    cost: '200.05',
    cityId: toulouse.id,
    modality: 'ONSITE',
    startDate: new Date('2025-03-10T08:00:00Z'),
  });
  const eco2 = await createSession(db, {
    actionId: ecoute.id,
    code: 'ECO-2',
    status: 'CANCELED',
    seats: 5,
    cost: '0',
    cityId: albi.id,
    modality: 'REMOTE',
    startDate: new Date('2025-06-02T07:00:00Z'),
  });
  const eval1 = await createSession(db, {
    actionId: evaluation.id,
    code: 'EVAL-01',
    status: 'REALIZED',
    seats: 8,
    cost: '300',
    cityId: toulouse.id,
    modality: 'BOTH',
    startDate: new Date('2025-01-20T08:00:00Z'),
  });
  const med1 = await createSession(db, {
    actionId: mediation.id,
    code: 'MED-1',
    status: 'PROGRAMMED',
    seats: 12,
    cost: '0',
    modality: 'REMOTE',
    // 23:30 in Paris on 31 December 2024: a Paris day filter must count it in 2024.
    startDate: new Date('2024-12-31T22:30:00Z'),
  });

  await createRegistration(db, { sessionId: eco1.id, status: 'REGISTERED' });
  await createRegistration(db, { sessionId: eco1.id, status: 'REGISTERED' });
  await createRegistration(db, { sessionId: eco1.id, status: 'CANCELED' });
  await createRegistration(db, { sessionId: eco1.id, status: 'REQUESTED', waitingList: true });
  await createRegistration(db, { sessionId: eval1.id, status: 'PRESENT' });

  return {
    ownProviderId,
    otherProviderId: otherProvider.id,
    employerId: employer.id,
    users,
    axes: { axis1, axis2 },
    types: { atelier, seminaire },
    cities: { toulouse, albi },
    actions: { ecoute, evaluation, accueil, mediation },
    sessions: { eco1, eco2, eval1, med1 },
  };
}

export type ProgrammingFixture = Awaited<ReturnType<typeof createProgrammingFixture>>;
