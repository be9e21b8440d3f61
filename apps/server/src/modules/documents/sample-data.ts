import { halfDaysOf, OPTIONAL_DOCUMENTS, REGULATORY_DOCUMENTS, t } from '@passerelle/shared';
import type { SessionDocumentData, TraineeRow } from './document-data.js';
import type { DocumentIdentity } from './pdf/writer.js';

/*
 * A made-up session and trainee for the preview of a provider's documents (decision 039, issue 13
 * item 1): the provider's real identity (logo, stamp, manager) on sample data, so the preview
 * shows the layout before any session exists.
 */

/** Paris wall-clock time `days` from `now`, at `hour`:`minute` (UTC+1, close enough for a sample). */
function sampleTime(now: Date, days: number, hour: number, minute = 0): Date {
  const day = new Date(now.getTime() + days * 24 * 3600_000);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 1, minute),
  );
}

export function sampleDocumentData(
  identity: DocumentIdentity,
  providerId: number,
  now: Date,
): { data: SessionDocumentData; trainee: TraineeRow } {
  const dates = [
    { startsAt: sampleTime(now, 30, 9), endsAt: sampleTime(now, 30, 12, 30) },
    { startsAt: sampleTime(now, 30, 13, 30), endsAt: sampleTime(now, 30, 17) },
  ];
  const trainee: TraineeRow = {
    registrationId: 0,
    beneficiaryId: 0,
    status: 'REGISTERED',
    waitingList: false,
    effectiveHours: null,
    civility: 'MRS',
    givenName: 'Camille',
    familyName: 'Exemple',
    email: 'camille.exemple@example.org',
    structureId: 0,
    structureName: t('documentSends.sample.structure'),
    structureAddress: '1 place de la Mairie',
    structureZipCode: '34000',
    structureCity: 'Montpellier',
    structureSiret: null,
  };
  const data: SessionDocumentData = {
    session: {
      id: 0,
      code: t('documentSends.sample.code'),
      status: 'PROGRAMMED',
      startDate: dates[0]!.startsAt,
      endDate: dates[1]!.endsAt,
      modality: 'ONSITE',
      remoteUrl: null,
      cost: '0',
      payable: false,
      noFinancialContribution: false,
      reportEnabled: false,
      realisedHoursOnsite: null,
      realisedHoursRemote: null,
      actionName: t('documentSends.sample.action'),
      actionGoal: t('documentSends.sample.goal'),
      actionPublic: t('documentSends.sample.public'),
      actionType: t('documentSends.sample.type'),
      regulatoryDocuments: [...REGULATORY_DOCUMENTS],
      generatedDocuments: [...OPTIONAL_DOCUMENTS],
      providerId,
      actionId: 0,
      cityName: 'Montpellier',
      roomName: t('documentSends.sample.room'),
      roomAddress: '3 place de la Comédie',
      roomZipCode: '34000',
      roomCity: 'Montpellier',
    },
    dates,
    halfDays: halfDaysOf(dates),
    speakers: [],
    trainees: [trainee],
    identity,
    now,
  };
  return { data, trainee };
}
