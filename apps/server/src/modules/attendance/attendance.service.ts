import {
  centsToDecimal,
  errorMessage,
  formatDate,
  formatLongDay,
  fullName,
  halfDayKeyOf,
  halfDayMinutes,
  halfDaysOf,
  isSessionReadOnly,
  isSigningWindowOpen,
  parseHalfDayKey,
  proposalChanges,
  proposeAttendance,
  sessionHoursOf,
  sessionTakesSignatures,
  signingWindowEnd,
  signingWindowRefusal,
  t,
  typedNameMatches,
  type AttendanceTrainee,
  type CollectSignatureBody,
  type HalfDay,
  type HalfDayPeriod,
  type HalfDayRef,
  type SessionAttendance,
  type SessionStatus,
  type SessionUser,
  type SignatureMethod,
  type SignatureRecorded,
  type SignatureSummary,
  type SigningWindow,
  type SigningWindowState,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import type { SigningWindowRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { personRefOf } from '../../lib/user-columns.js';
import { reachableSession, type SessionInContext } from '../access/access.service.js';
import { completeRegistrations } from '../registrations/registration-attendance.service.js';
import {
  closeSessionWindows,
  closeWindow,
  findSignatureImage,
  findTrainee,
  findWindow,
  insertSignature,
  openWindow,
  selectDates,
  selectSignatures,
  selectSignaturesWithImages,
  selectTrainees,
  selectWindows,
  type SignatureRow,
  type TraineeRow,
} from './attendance.repository.js';
import { checkedSignatureImage } from './signature-image.js';
import { currentToken, newWindowSecret } from './signing-tokens.js';

/*
 * The digital attendance of a session (émargement numérique, decision 038), on the provider's
 * side: its half-days (shared halfDaysOf, the signature sheet's columns) with their signing
 * windows, opening and closing a window, the window's live state with its rotating QR code,
 * signatures collected on the provider's device, the proposal drawn from the signatures and its
 * application. Who reaches a session reaches its attendance (a provider: its own sessions, staff:
 * all; 404 otherwise). The trainee's side is signing.service.ts.
 */

// What both sides share.

export function halfDayRef(halfDay: HalfDay): HalfDayRef {
  return {
    key: halfDay.key,
    day: halfDay.day,
    period: halfDay.period,
    startsAt: halfDay.startsAt.toISOString(),
    endsAt: halfDay.endsAt.toISOString(),
  };
}

/** The session's half-days, from its intervention dates as they are now. */
export async function halfDaysOfSession(db: Executor, sessionId: number) {
  const dates = await selectDates(db, sessionId);
  return { dates, halfDays: halfDaysOf(dates) };
}

/** The half-day of a window, if it is still one of the session's (its dates may have changed). */
export async function windowHalfDay(
  db: Executor,
  window: Pick<SigningWindowRow, 'sessionId' | 'day' | 'period'>,
): Promise<HalfDay> {
  const { halfDays } = await halfDaysOfSession(db, window.sessionId);
  const halfDay = halfDays.find((item) => item.key === halfDayKeyOf(window.day, window.period));
  if (!halfDay) throw new AppError('SIGNING_UNKNOWN_HALF_DAY');
  return halfDay;
}

/**
 * Records a signature, drawn or typed, for `trainee` through an open `window` (locked by the
 * caller): the session still programmed and the half-day still its, the trainee REGISTERED, the
 * half-day not signed yet by it. The image is checked before the transaction.
 */
export async function recordSignature(
  tx: Executor,
  input: {
    session: Pick<SessionInContext, 'status'>;
    window: SigningWindowRow;
    trainee: TraineeRow;
    signature: { image: Buffer | null; typedName: string | null };
    method: SignatureMethod;
    collectedById: number;
    now: Date;
  },
): Promise<SignatureRecorded> {
  const { window, trainee, now } = input;
  if (!isSigningWindowOpen(window, now)) throw new AppError('SIGNING_WINDOW_CLOSED');
  const halfDay = await windowHalfDay(tx, window);
  const refusal = signingWindowRefusal(input.session, halfDay, now);
  if (refusal) throw new AppError(refusal, { params: { date: formatLongDay(halfDay.startsAt) } });
  if (trainee.status !== 'REGISTERED') throw new AppError('SIGNING_NOT_REGISTERED');
  const typedName = input.signature.typedName;
  if (typedName !== null && !typedNameMatches(typedName, trainee)) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: {
        typedName: [t('attendance.validation.typedName', { name: fullName(trainee) })],
      },
    });
  }
  const recorded = await insertSignature(tx, {
    sessionId: window.sessionId,
    registrationId: trainee.registrationId,
    day: window.day,
    period: window.period,
    windowId: window.id,
    signedAt: now,
    method: input.method,
    collectedById: input.collectedById,
    image: input.signature.image,
    typedName,
  });
  if (!recorded) throw new AppError('SIGNING_ALREADY_SIGNED');
  return {
    registrationId: trainee.registrationId,
    halfDay: halfDay.key,
    signedAt: recorded.signedAt.toISOString(),
  };
}

/** The stored form of a signature the shared schema let through: the image checked by content. */
export async function signatureOf(body: {
  image?: string;
  typedName?: string;
}): Promise<{ image: Buffer | null; typedName: string | null }> {
  if (body.image !== undefined) {
    return { image: await checkedSignatureImage(body.image), typedName: null };
  }
  return { image: null, typedName: body.typedName?.trim() ?? null };
}

/** Nobody signs or collects as someone else: not during an impersonation (decision 031). */
export function refuseImpersonation(user: SessionUser): void {
  if (user.impersonator) throw new AppError('SIGNING_IMPERSONATED');
}

// The provider's screen.

function toSummary(row: SignatureRow): SignatureSummary {
  return {
    id: row.id,
    signedAt: row.signedAt.toISOString(),
    method: row.method,
    collectedBy: personRefOf(row.collectedById, row.collectorGivenName, row.collectorFamilyName),
    typedName: row.typedName,
    drawn: row.drawn,
  };
}

function toWindow(row: SigningWindowRow, now: Date): SigningWindow {
  return {
    id: row.id,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closesAt: row.closesAt.toISOString(),
    open: isSigningWindowOpen(row, now),
  };
}

const hoursOfMinutes = (minutes: number) => centsToDecimal(Math.round((minutes * 100) / 60));

/** `GET /api/sessions/{id}/attendance`. */
export async function getSessionAttendance(
  db: Database,
  user: SessionUser,
  sessionId: number,
  now = new Date(),
): Promise<SessionAttendance> {
  const session = await reachableSession(db, user, sessionId);
  const [{ dates, halfDays }, windows, trainees, signatures] = await Promise.all([
    halfDaysOfSession(db, sessionId),
    selectWindows(db, sessionId),
    selectTrainees(db, sessionId),
    selectSignatures(db, sessionId),
  ]);
  const sessionHours = sessionHoursOf({ ...session, dates });
  const byRegistration = new Map<number, Record<string, SignatureSummary>>();
  const signedCount = new Map<string, number>();
  for (const row of signatures) {
    const key = halfDayKeyOf(row.day, row.period);
    const own = byRegistration.get(row.registrationId) ?? {};
    own[key] = toSummary(row);
    byRegistration.set(row.registrationId, own);
  }
  const traineeIds = new Set(trainees.map((trainee) => trainee.registrationId));
  for (const row of signatures) {
    if (!traineeIds.has(row.registrationId)) continue;
    const key = halfDayKeyOf(row.day, row.period);
    signedCount.set(key, (signedCount.get(key) ?? 0) + 1);
  }

  return {
    session: {
      id: session.id,
      code: session.code,
      status: session.status,
      actionName: session.actionName,
    },
    sessionHours,
    halfDays: halfDays.map((halfDay) => {
      const window = windows.find((row) => halfDayKeyOf(row.day, row.period) === halfDay.key);
      const refusal = signingWindowRefusal(session, halfDay, now);
      return {
        ...halfDayRef(halfDay),
        hours: hoursOfMinutes(halfDayMinutes(halfDay, dates)),
        window: window ? toWindow(window, now) : null,
        openRefusal: refusal
          ? errorMessage(refusal, { date: formatLongDay(halfDay.startsAt) })
          : null,
        signedCount: signedCount.get(halfDay.key) ?? 0,
      };
    }),
    trainees: trainees.map((trainee): AttendanceTrainee => {
      const own = byRegistration.get(trainee.registrationId) ?? {};
      const proposal = proposeAttendance({
        halfDays,
        dates,
        signedKeys: new Set(Object.keys(own)),
        sessionHours,
      });
      return {
        registrationId: trainee.registrationId,
        name: fullName(trainee),
        structureName: trainee.structureName,
        status: trainee.status,
        effectiveHours: trainee.effectiveHours,
        signatures: own,
        proposal: proposal && { ...proposal, changes: proposalChanges(proposal, trainee) },
      };
    }),
    applyRefusal: isSessionReadOnly(session.status)
      ? errorMessage('SESSION_READ_ONLY')
      : session.endDate.getTime() > now.getTime()
        ? errorMessage('REGISTRATION_SESSION_NOT_ENDED', { date: formatDate(session.endDate) })
        : null,
  };
}

/** `POST /api/sessions/{id}/signing_windows`: opens (or reopens) a half-day's window. */
export async function openSigningWindow(
  db: Database,
  input: { user: SessionUser; sessionId: number; halfDay: string; publicUrl: string },
  now = new Date(),
): Promise<SigningWindowState> {
  const { user } = input;
  const windowId = await db.transaction(async (tx) => {
    const session = await reachableSession(tx, user, input.sessionId, 'update');
    const { halfDays } = await halfDaysOfSession(tx, session.id);
    const halfDay = halfDays.find((item) => item.key === input.halfDay);
    const parsed = parseHalfDayKey(input.halfDay);
    if (!halfDay || !parsed) throw new AppError('SIGNING_UNKNOWN_HALF_DAY');
    const refusal = signingWindowRefusal(session, halfDay, now);
    if (refusal) {
      throw new AppError(refusal, { params: { date: formatLongDay(halfDay.startsAt) } });
    }
    const window = await openWindow(tx, {
      sessionId: session.id,
      day: parsed.day,
      period: parsed.period,
      secret: newWindowSecret(),
      now,
      userId: user.id,
      closesAt: signingWindowEnd(parsed.day),
    });
    return window.id;
  });
  return getSigningWindowState(db, user, windowId, input.publicUrl, now);
}

/** The window `id` with its session, as `user` may reach them (404 otherwise). */
export async function reachableWindow(
  db: Executor,
  user: SessionUser,
  id: number,
  lock?: 'update' | 'share',
): Promise<{ window: SigningWindowRow; session: SessionInContext }> {
  const window = await findWindow(db, id, lock);
  if (!window) throw new AppError('NOT_FOUND');
  const session = await reachableSession(db, user, window.sessionId);
  return { window, session };
}

/** `POST /api/signing_windows/{id}/close`. */
export async function closeSigningWindow(
  db: Database,
  input: { user: SessionUser; windowId: number; publicUrl: string },
  now = new Date(),
): Promise<SigningWindowState> {
  await db.transaction(async (tx) => {
    const { window } = await reachableWindow(tx, input.user, input.windowId, 'update');
    if (!isSigningWindowOpen(window, now)) throw new AppError('SIGNING_WINDOW_CLOSED');
    await closeWindow(tx, window.id, { now, userId: input.user.id });
  });
  return getSigningWindowState(db, input.user, input.windowId, input.publicUrl, now);
}

/**
 * At a session's change of status (session-workflow's follow-ups, in its transaction): once the
 * session takes no more signatures, its open windows close, so that no half-day reads "Ouvert"
 * with a QR code nobody can sign through.
 */
export async function closeWindowsOfEndedSession(
  tx: Executor,
  session: { id: number; status: SessionStatus },
  now = new Date(),
): Promise<void> {
  if (!sessionTakesSignatures(session.status)) await closeSessionWindows(tx, session.id, now);
}

/**
 * `GET /api/signing_windows/{id}`: what the provider's screen polls while a window is open, the
 * QR code's current address (its token changes every 30 seconds) and who signed the half-day.
 */
export async function getSigningWindowState(
  db: Database,
  user: SessionUser,
  windowId: number,
  publicUrl: string,
  now = new Date(),
): Promise<SigningWindowState> {
  const { window } = await reachableWindow(db, user, windowId);
  const halfDayPeriod = { day: window.day, period: window.period };
  const [halfDay, trainees, signatures] = await Promise.all([
    windowHalfDay(db, window),
    selectTrainees(db, window.sessionId),
    selectSignatures(db, window.sessionId, halfDayPeriod),
  ]);
  const open = isSigningWindowOpen(window, now);
  const token = open ? currentToken(window, now) : null;
  const byRegistration = new Map(signatures.map((row) => [row.registrationId, row]));
  return {
    ...toWindow(window, now),
    sessionId: window.sessionId,
    halfDay: halfDayRef(halfDay),
    qr: token && {
      url: new URL(`/beneficiary/sign/${token.token}`, publicUrl).toString(),
      expiresAt: token.expiresAt.toISOString(),
      refreshAt: token.refreshAt.toISOString(),
    },
    // Those who may still sign, and those who did.
    trainees: trainees
      .filter(
        (trainee) => trainee.status === 'REGISTERED' || byRegistration.has(trainee.registrationId),
      )
      .map((trainee) => {
        const signature = byRegistration.get(trainee.registrationId);
        return {
          registrationId: trainee.registrationId,
          name: fullName(trainee),
          signature: signature ? toSummary(signature) : null,
        };
      }),
  };
}

/**
 * `POST /api/signing_windows/{id}/signatures`: a trainee signs on the provider's device; the
 * provider's user is recorded as having collected it.
 */
export async function collectSignature(
  db: Database,
  input: { user: SessionUser; windowId: number; body: CollectSignatureBody },
  now = new Date(),
): Promise<SignatureRecorded> {
  const { user } = input;
  refuseImpersonation(user);
  // Reach first: an outsider learns nothing, not even whether its signature would pass.
  await reachableWindow(db, user, input.windowId);
  const signature = await signatureOf(input.body);
  return db.transaction(async (tx) => {
    const { window, session } = await reachableWindow(tx, user, input.windowId, 'share');
    const trainee = await findTrainee(tx, window.sessionId, {
      registrationId: input.body.registrationId,
    });
    if (!trainee) throw new AppError('NOT_FOUND');
    return recordSignature(tx, {
      session,
      window,
      trainee,
      signature,
      method: 'PROVIDER_DEVICE',
      collectedById: user.id,
      now,
    });
  });
}

/** `GET /api/attendance_signatures/{id}/image`: a drawn signature, to whoever reaches its session. */
export async function getSignatureImage(
  db: Database,
  user: SessionUser,
  signatureId: number,
): Promise<Buffer> {
  const row = await findSignatureImage(db, signatureId);
  if (!row) throw new AppError('NOT_FOUND');
  await reachableSession(db, user, row.sessionId);
  if (!row.image) throw new AppError('NOT_FOUND');
  return row.image;
}

/**
 * `POST /api/sessions/{id}/attendance_proposal`: records, for the registrations the provider
 * chose, the attendance proposed from their signatures, computed again here (the client sends
 * no status). Each goes through the registrations' own checks (`complete`), all in one
 * transaction, with a history line saying where it came from.
 */
export async function applyAttendanceProposal(
  db: Database,
  input: { user: SessionUser; sessionId: number; registrationIds: readonly number[] },
  options: { publicUrl: string; now?: Date },
): Promise<{ applied: number }> {
  const attendance = await getSessionAttendance(db, input.user, input.sessionId, options.now);
  const ids = [...new Set(input.registrationIds)];
  const proposals = new Map(
    attendance.trainees.flatMap((trainee) =>
      trainee.proposal ? [[trainee.registrationId, trainee.proposal] as const] : [],
    ),
  );
  const unknown = ids.filter((id) => !proposals.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: {
        registrationIds: [t('attendance.validation.notTrainee', { ids: unknown.join(', ') })],
      },
    });
  }
  const items = ids.map((registrationId) => {
    const { status, effectiveHours, signed, total } = proposals.get(registrationId)!;
    return {
      registrationId,
      body: { status, effectiveHours },
      reason: t('attendance.history.proposal', { count: signed, total }),
    };
  });
  const recorded = await completeRegistrations(
    db,
    { sessionId: input.sessionId, user: input.user, items },
    options,
  );
  return { applied: recorded.length };
}

// For the signature sheet (modules/documents).

/** A signature as the signature sheet shows it. */
export interface SheetSignature {
  registrationId: number;
  /** `2026-03-10-morning`: the key of shared halfDaysOf, the sheet's column. */
  halfDay: string;
  day: string;
  period: HalfDayPeriod;
  signedAt: Date;
  method: SignatureMethod;
  /** Who collected it (the trainee itself on its phone, or the provider's user). */
  collectedBy: { id: number; name: string } | null;
  /** The drawn signature (PNG); null for a typed one. */
  image: Buffer | null;
  /** The name the trainee typed (the accessible alternative); null for a drawn one. */
  typedName: string | null;
}

/**
 * Every signature of a session, per registration then per half-day key, for the signature sheet
 * (`registration_signature`). The caller has checked the session's reach.
 *
 *     const signatures = await sessionSignatures(db, sessionId);
 *     signatures.get(registrationId)?.get(halfDay.key)?.image // PNG bytes, or null
 */
export async function sessionSignatures(
  db: Executor,
  sessionId: number,
): Promise<Map<number, Map<string, SheetSignature>>> {
  const rows = await selectSignaturesWithImages(db, sessionId);
  const signatures = new Map<number, Map<string, SheetSignature>>();
  for (const row of rows) {
    const summary = toSummary(row);
    const halfDay = halfDayKeyOf(row.day, row.period);
    const own = signatures.get(row.registrationId) ?? new Map<string, SheetSignature>();
    own.set(halfDay, {
      registrationId: row.registrationId,
      halfDay,
      day: row.day,
      period: row.period,
      signedAt: row.signedAt,
      method: row.method,
      collectedBy: summary.collectedBy,
      image: row.image,
      typedName: row.typedName,
    });
    signatures.set(row.registrationId, own);
  }
  return signatures;
}

/**
 * The signatures of a session keyed `<registrationId>:<halfDay key>`, drawn or typed: the
 * `signatures` the signature sheet's document takes (modules/documents, attendance-sheet).
 */
export async function sessionSignatureMarks(
  db: Executor,
  sessionId: number,
): Promise<Map<string, SheetSignature>> {
  const marks = new Map<string, SheetSignature>();
  for (const [registrationId, own] of await sessionSignatures(db, sessionId)) {
    for (const [halfDay, signature] of own) marks.set(`${registrationId}:${halfDay}`, signature);
  }
  return marks;
}
