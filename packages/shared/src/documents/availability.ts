import { HELD_SESSION_STATUSES, type RegistrationStatus, type SessionStatus } from '../enums';
import type { ErrorCode } from '../errors/codes';
import type { GeneratedDocument } from './codes';
import { CONFIRMED_REGISTRATION_STATUSES } from '../workflows/registration-attendance';

/*
 * When a trainee's document exists (decision 036). The same rule answers the download (409 with
 * the reason otherwise) and lists what a beneficiary or a back-office user may download.
 */

/**
 * The session's trainees: confirmed (REGISTERED), then present, partly absent or absent once the
 * attendance is recorded; never on the waiting list. The participant list, the signature sheet,
 * the CSV and the conventions name them; each gets a convocation.
 */
export const SESSION_TRAINEE_STATUSES = CONFIRMED_REGISTRATION_STATUSES;

/** The attendance a certificate needs: the trainee attended, all or part of the session. */
export const CERTIFICATE_ATTENDANCE_STATUSES = [
  'PRESENT',
  'PARTIAL_ABSENCE',
] as const satisfies readonly RegistrationStatus[];

/** The session statuses in which certificates exist: it took place, then its validation steps. */
export const CERTIFICATE_SESSION_STATUSES = HELD_SESSION_STATUSES;

export function isSessionTrainee(registration: {
  status: RegistrationStatus;
  waitingList: boolean;
}): boolean {
  return (
    !registration.waitingList &&
    (SESSION_TRAINEE_STATUSES as readonly RegistrationStatus[]).includes(registration.status)
  );
}

export interface TraineeDocumentSubject {
  session: { status: SessionStatus };
  registration: {
    status: RegistrationStatus;
    waitingList: boolean;
    /** Decimal text, null while not recorded. */
    effectiveHours: string | null;
  };
}

/**
 * Why a trainee's document does not exist, as the API's error code, or null when it does:
 * - a convocation: the trainee is confirmed (or its attendance recorded), the session not cancelled;
 * - a certificate: the session took place, the trainee attended (PRESENT or PARTIAL_ABSENCE);
 *   the completion certificate (certificat de réalisation) also states the hours attended, so
 *   those must be recorded.
 */
export function traineeDocumentRefusal(
  code: GeneratedDocument,
  { session, registration }: TraineeDocumentSubject,
): ErrorCode | null {
  if (!isSessionTrainee(registration)) return 'DOCUMENT_NOT_REGISTERED';
  if (session.status === 'CANCELED') return 'DOCUMENT_SESSION_CANCELED';
  if (code === 'convocation') return null;
  if (!(CERTIFICATE_SESSION_STATUSES as readonly SessionStatus[]).includes(session.status)) {
    return 'DOCUMENT_SESSION_NOT_REALIZED';
  }
  if (
    !(CERTIFICATE_ATTENDANCE_STATUSES as readonly RegistrationStatus[]).includes(
      registration.status,
    )
  ) {
    return 'DOCUMENT_ATTENDANCE_MISSING';
  }
  if (code === 'completion_certificate' && registration.effectiveHours === null) {
    return 'DOCUMENT_HOURS_MISSING';
  }
  return null;
}
