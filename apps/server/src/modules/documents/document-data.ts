import {
  CIVILITY_LABELS,
  MODALITY_LABELS,
  REGISTRATION_STATUS_LABELS,
  halfDayMoment,
  REPORT_STATUS_LABELS,
  formatDay,
  formatDayRange,
  formatEuros,
  formatHoursNumber,
  formatLongDay,
  formatTime,
  fullName,
  halfDaysOf,
  personName,
  sessionHoursOf,
  t,
  type DocumentLoopItem,
  type DocumentTagValues,
  type HalfDay,
  type SessionReport,
} from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import type { FileStore } from '../../lib/file-store.js';
import { sessionPlace } from '../../lib/registration-mail-values.js';
import {
  findDocumentProvider,
  findDocumentSession,
  findInterventionDates,
  findSpeakers,
  findTrainees,
  type DocumentSessionRow,
  type TraineeRow,
} from './documents.repository.js';
import { documentImage } from './pdf/images.js';
import type { DocumentIdentity } from './pdf/writer.js';

/*
 * A session's data as its documents read it, and the tag values computed from it (shared
 * DOCUMENT_TAGS): the built-in PDFs are drawn from these values, an imported DOCX template is
 * filled with them (decision 036).
 */

export type { TraineeRow };

export interface SessionDocumentData {
  session: DocumentSessionRow;
  dates: { startsAt: Date; endsAt: Date }[];
  halfDays: HalfDay[];
  speakers: { civility: TraineeRow['civility']; givenName: string; familyName: string }[];
  /** The session's trainees (shared SESSION_TRAINEE_STATUSES), by name. */
  trainees: TraineeRow[];
  identity: DocumentIdentity;
  now: Date;
}

/** The programme's identity, as the portal names itself (i18n layout.appName, layout.tagline). */
function programmeIdentity() {
  return { programmeName: t('layout.appName'), programmeTagline: t('layout.tagline') };
}

function addressLines(place: {
  address: string | null;
  zipCode: string | null;
  city: string | null;
}): string[] {
  const town = [place.zipCode, place.city].filter(Boolean).join(' ');
  return [place.address, town].filter((line): line is string => Boolean(line?.trim()));
}

/** The provider's identity on documents (name, address, manager, logo and stamp). */
export async function loadDocumentIdentity(
  db: Executor,
  store: FileStore,
  providerId: number | null,
  /** Without the logo and stamp (a list of documents draws none). */
  options: { images?: boolean } = {},
): Promise<DocumentIdentity> {
  const provider = providerId === null ? undefined : await findDocumentProvider(db, providerId);
  const images = provider && options.images !== false;
  const [logo, stamp] = await Promise.all([
    images ? documentImage(store, { key: provider.logoKey, type: provider.logoType }) : null,
    images ? documentImage(store, { key: provider.stampKey, type: provider.stampType }) : null,
  ]);
  return {
    ...programmeIdentity(),
    provider: provider
      ? {
          name: provider.name,
          address: addressLines(provider),
          city: provider.city,
          siret: provider.siret,
          phone: provider.phone,
          email: provider.email,
          managerName: provider.managerName,
          managerCivility: provider.managerCivility,
          managerTitle: provider.managerTitle,
        }
      : null,
    logo,
    stamp,
  };
}

/** Loads what every document of the session needs; undefined when the session does not exist. */
export async function loadSessionDocumentData(
  db: Executor,
  store: FileStore,
  sessionId: number,
  now = new Date(),
  /** Without the logo and stamp (a list of documents draws none). */
  options: { images?: boolean } = {},
): Promise<SessionDocumentData | undefined> {
  const session = await findDocumentSession(db, sessionId);
  if (!session) return undefined;
  const [identity, dates, speakers, trainees] = await Promise.all([
    loadDocumentIdentity(db, store, session.providerId, options),
    findInterventionDates(db, sessionId),
    findSpeakers(db, session.actionId),
    findTrainees(db, sessionId),
  ]);
  return { session, dates, halfDays: halfDaysOf(dates), speakers, trainees, now, identity };
}

/** The registration `registrationId` of the session with its person and structure, any status. */
export async function findSessionRegistration(
  db: Executor,
  sessionId: number,
  registrationId: number,
): Promise<TraineeRow | undefined> {
  const [row] = await findTrainees(db, sessionId, { registrationId });
  return row;
}

// Values.

const hours = (value: string | null) =>
  value === null || value === ''
    ? ''
    : t('documents.pdf.hours', { hours: formatHoursNumber(value) });

/** `mardi 10 mars 2026 : 09:00 – 12:30`, one per intervention date (the session's span without). */
export function scheduleLines(data: Pick<SessionDocumentData, 'dates' | 'session'>): string[] {
  const dates = data.dates.length > 0 ? data.dates : [];
  if (dates.length === 0) {
    return [
      formatDayRange(data.session.startDate, data.session.endDate) || t('documents.pdf.noDate'),
    ];
  }
  return dates.map((date) =>
    t('documents.pdf.dateHours', {
      day: formatLongDay(date.startsAt),
      start: formatTime(date.startsAt),
      end: formatTime(date.endsAt),
    }),
  );
}

export function placeOf(session: DocumentSessionRow): string {
  const room = [
    session.roomName,
    session.roomAddress,
    [session.roomZipCode, session.roomCity ?? session.cityName].filter(Boolean).join(' '),
  ]
    .filter((part) => part?.trim())
    .join(', ');
  return sessionPlace(session.modality, room || session.cityName);
}

export function sessionHours(data: Pick<SessionDocumentData, 'dates' | 'session'>): string | null {
  return sessionHoursOf({
    realisedHoursOnsite: data.session.realisedHoursOnsite,
    realisedHoursRemote: data.session.realisedHoursRemote,
    dates: data.dates,
  });
}

/** The tags every document has: programme, provider, action and session. */
export function baseValues(data: SessionDocumentData): DocumentTagValues<'PARTICIPANT_LIST'> {
  const { session, identity } = data;
  const provider = identity.provider;
  return {
    'programme.name': identity.programmeName,
    'programme.tagline': identity.programmeTagline,
    'document.date': formatDay(data.now),
    'document.place': provider?.city ?? '',
    'provider.name': provider?.name ?? '',
    'provider.address': provider?.address.join(', ') ?? '',
    'provider.siret': provider?.siret ?? '',
    'provider.phone': provider?.phone ?? '',
    'provider.email': provider?.email ?? '',
    'provider.managerName': provider?.managerName ?? '',
    'provider.managerTitle': provider?.managerTitle ?? '',
    'action.name': session.actionName,
    'action.type': session.actionType,
    'action.goal': session.actionGoal,
    'action.public': session.actionPublic,
    'session.code': session.code,
    'session.dates': formatDayRange(session.startDate, session.endDate),
    'session.startDate': formatDay(session.startDate),
    'session.endDate': formatDay(session.endDate),
    'session.schedule': scheduleLines(data).join('\n'),
    'session.hours': hours(sessionHours(data)),
    'session.modality': MODALITY_LABELS[session.modality],
    'session.place': placeOf(session),
    'session.remoteUrl': session.modality === 'ONSITE' ? '' : (session.remoteUrl ?? ''),
  };
}

export function traineeValues(trainee: TraineeRow): DocumentLoopItem<'trainees'> {
  return {
    'trainee.civility': trainee.civility ? CIVILITY_LABELS[trainee.civility] : '',
    'trainee.givenName': trainee.givenName,
    'trainee.familyName': trainee.familyName,
    'trainee.name': personName(trainee),
    'trainee.email': trainee.email,
    'trainee.structure': trainee.structureName ?? '',
    'trainee.status': REGISTRATION_STATUS_LABELS[trainee.status],
    'trainee.hours': hours(trainee.effectiveHours),
  };
}

export function datesLoop(data: SessionDocumentData): DocumentLoopItem<'dates'>[] {
  return data.dates.map((date) => ({
    'date.day': formatLongDay(date.startsAt),
    'date.hours': `${formatTime(date.startsAt)} – ${formatTime(date.endsAt)}`,
  }));
}

export function periodLabel(halfDay: HalfDay): string {
  return t(`documents.period.${halfDayMoment(halfDay)}`);
}

export function halfDaysLoop(data: SessionDocumentData): DocumentLoopItem<'halfDays'>[] {
  return data.halfDays.map((halfDay) => ({
    'halfDay.day': formatLongDay(halfDay.startsAt),
    'halfDay.period': periodLabel(halfDay),
    'halfDay.hours': `${formatTime(halfDay.startsAt)} – ${formatTime(halfDay.endsAt)}`,
  }));
}

export function speakersText(data: SessionDocumentData): string {
  return data.speakers.map((speaker) => fullName(speaker)).join(', ');
}

/** An employer structure of the session's trainees, with its trainees (a convention's party). */
export interface ConventionParty {
  id: number;
  name: string;
  address: string;
  siret: string;
  trainees: TraineeRow[];
}

export function conventionParties(data: SessionDocumentData): ConventionParty[] {
  const parties = new Map<number, ConventionParty>();
  for (const trainee of data.trainees) {
    if (trainee.structureId === null) continue;
    const party = parties.get(trainee.structureId) ?? {
      id: trainee.structureId,
      name: trainee.structureName ?? '',
      address: addressLines({
        address: trainee.structureAddress,
        zipCode: trainee.structureZipCode,
        city: trainee.structureCity,
      }).join(', '),
      siret: trainee.structureSiret ?? '',
      trainees: [],
    };
    party.trainees.push(trainee);
    parties.set(trainee.structureId, party);
  }
  return [...parties.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

export function structureValues(party: ConventionParty) {
  return {
    'structure.name': party.name,
    'structure.address': party.address,
    'structure.siret': party.siret,
    'structure.traineeCount': String(party.trainees.length),
  };
}

export function reportValues(report: SessionReport) {
  return {
    'report.status': REPORT_STATUS_LABELS[report.status],
    'report.delivered': report.sections.delivered,
    'report.goalsReached': report.sections.goalsReached,
    'report.traineesFeedback': report.sections.traineesFeedback,
    'report.difficulties': report.sections.difficulties,
    'report.improvements': report.sections.improvements,
    'report.present': String(report.attendance.present),
    'report.partial': String(report.attendance.partial),
    'report.absent': String(report.attendance.absent),
    'report.excused': String(report.attendance.excused),
  };
}

export { formatEuros };
