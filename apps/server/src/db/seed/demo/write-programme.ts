import {
  actionSpeakers,
  actions,
  favorites,
  registrationHistory,
  registrations,
  sessionDates,
  sessionHistory,
  sessions,
} from '../../schema/index.js';
import { DAY_MS } from '../calendar.js';
import { insertMany, type Tx } from './insert-many.js';
import { lheoDetailsOf } from './lheo-details.js';
import type { PlannedAction, PlannedSession, Programme } from './programme.js';
import type { RegistrationPlan } from './registrations.js';

/** Database ids of the demo's rows, by the keys the plans use. */
export interface Ids {
  structure: Map<string, number>;
  user: Map<string, number>;
  axis: Map<number, number>;
  type: Map<string, number>;
  city: Map<string, number>;
  room: Map<string, number>;
}

const REALISED = new Set(['REALIZED', 'VALIDATED_MANAGER', 'CLOSED']);
const WITHOUT_SURVEY = new Set(['CONF', 'WEB']);
const WITHOUT_REPORT = new Set(['CONF', 'WEB', 'SEM', 'JP']);
const FREE_OF_CHARGE = new Set(['CONF', 'WEB', 'SEM']);
const PAYABLE = new Set(['FCE', 'FDF']);

const hours = (value: number) => value.toFixed(2);

/** Writes the planned actions, sessions, registrations and the demo beneficiary's favourites. */
export async function writeProgramme(
  tx: Tx,
  ids: Ids,
  programme: Programme,
  plan: RegistrationPlan,
  demoBeneficiary: string,
  now: Date,
): Promise<void> {
  const userId = (username: string) => ids.user.get(username)!;

  const actionRows = await insertMany(
    tx,
    actions,
    programme.actions.map((action) => ({
      name: action.theme.name,
      typeId: ids.type.get(action.type.acronym)!,
      year: action.year,
      axisId: ids.axis.get(action.theme.axis)!,
      providerId: ids.structure.get(action.theme.provider)!,
      referentId: userId(action.referent),
      public: action.theme.public,
      goal: action.theme.goal,
      description: action.theme.description,
      ...lheoDetailsOf(action.theme),
      lotNumber: action.lotNumber,
      amountDays: action.theme.days.toFixed(2),
      amountHours: hours(action.theme.days * 7),
      ...action.costs,
    })),
    ['id', 'name', 'year'],
  );
  const actionIds = new Map(actionRows.map((row) => [`${row.year}|${row.name}`, row.id]));
  const actionId = (action: PlannedAction) => actionIds.get(`${action.year}|${action.theme.name}`)!;
  await insertMany(
    tx,
    actionSpeakers,
    programme.actions.flatMap((action) =>
      action.speakers.map((speaker) => ({ actionId: actionId(action), userId: userId(speaker) })),
    ),
  );

  const sessionRows = await insertMany(
    tx,
    sessions,
    programme.sessions.map((session) => sessionValues(session, actionId(session.action), ids)),
    ['id', 'code'],
  );
  const sessionIds = new Map(sessionRows.map((row) => [row.code, row.id]));
  const sessionId = (session: PlannedSession) => sessionIds.get(session.code)!;
  await insertMany(
    tx,
    sessionDates,
    programme.sessions.flatMap((session) =>
      session.slots.map((slot) => ({ sessionId: sessionId(session), ...slot })),
    ),
  );
  await insertMany(
    tx,
    sessionHistory,
    programme.sessions.flatMap((session) =>
      session.events.map((event) => ({
        sessionId: sessionId(session),
        authorId: userId(event.author),
        fromStatus: event.from,
        toStatus: event.to,
        comment: event.comment,
        createdAt: event.at,
      })),
    ),
  );

  const registrationRows = await insertMany(
    tx,
    registrations,
    plan.registrations.map((registration) => ({
      sessionId: sessionId(registration.session),
      beneficiaryId: userId(registration.beneficiary.username),
      structureId: ids.structure.get(registration.beneficiary.structure)!,
      motivation: registration.motivation,
      status: registration.status,
      waitingList: registration.waitingList,
      askedAt: registration.askedAt,
      hrValidatedAt: registration.hrValidatedAt,
      providerValidatedAt: registration.providerValidatedAt,
      refusalReason: registration.refusalReason,
      effectiveHours: registration.effectiveHours,
      excusedAbsence: registration.excusedAbsence,
      createdAt: registration.askedAt,
    })),
    ['id', 'sessionId', 'beneficiaryId'],
  );
  const registrationIds = new Map(
    registrationRows.map((row) => [`${row.sessionId}|${row.beneficiaryId}`, row.id]),
  );
  await insertMany(
    tx,
    registrationHistory,
    plan.registrations.flatMap((registration) => {
      const key = `${sessionId(registration.session)}|${userId(registration.beneficiary.username)}`;
      return registration.events.map((event) => ({
        registrationId: registrationIds.get(key)!,
        authorId: userId(event.author),
        fromStatus: event.from,
        toStatus: event.to,
        reason: event.reason,
        createdAt: event.at,
      }));
    }),
  );

  await insertMany(
    tx,
    favorites,
    plan.favorites.map((session, index) => ({
      userId: userId(demoBeneficiary),
      sessionId: sessionId(session),
      createdAt: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
    })),
  );
}

function sessionValues(
  session: PlannedSession,
  actionId: number,
  ids: Ids,
): typeof sessions.$inferInsert {
  const type = session.action.type.acronym;
  const realised = REALISED.has(session.status);
  return {
    actionId,
    code: session.code,
    status: session.status,
    startDate: session.startDate,
    endDate: session.endDate,
    modality: session.modality,
    cityId: session.cityCode ? ids.city.get(session.cityCode)! : null,
    roomId: session.roomName ? ids.room.get(session.roomName)! : null,
    seats: session.seats,
    registrationDeadline: session.registrationDeadline,
    externalRegistration: session.externalRegistrationUrl !== null,
    externalRegistrationUrl: session.externalRegistrationUrl,
    eCourse: type === 'PEL',
    payable: PAYABLE.has(type),
    registrationRequired: session.registrationRequired,
    noFinancialContribution: FREE_OF_CHARGE.has(type),
    published: session.published,
    realisedHoursOnsite: realised ? hours(session.modality === 'REMOTE' ? 0 : session.hours) : null,
    realisedHoursRemote: realised ? hours(session.modality === 'ONSITE' ? 0 : session.hours) : null,
    asyncTime: type === 'PEL' ? hours(7) : null,
    cost: session.cost,
    surveyEnabled: !WITHOUT_SURVEY.has(type),
    reportEnabled: !WITHOUT_REPORT.has(type),
    createdAt: session.events[0]!.at,
  };
}
