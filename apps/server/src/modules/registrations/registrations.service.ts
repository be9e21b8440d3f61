import {
  OPEN_REGISTRATION_STATUSES,
  OVERBOOKING_NOTICE_THRESHOLD,
  REGISTRATION_STATUS_LABELS,
  beneficiaryStructureIds,
  checkRegistrationTransition,
  isSessionReadOnly,
  membersOnlyRefusal,
  parisYear,
  placeRegistration,
  profileOf,
  quotaRefusal,
  reachesRegistration,
  registrationEventsFor,
  registrationOpening,
  settleStatus,
  t,
  takesSeat,
  waitingStatusOf,
  type RegisterResponse,
  type RegistrationChangeEvent,
  type RegistrationDetail,
  type RegistrationRefusal,
  type RegistrationState,
  type RegistrationStatus,
  type RegistrationSubject,
  type SessionUser,
  type RegistrationRecord,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { impersonatorIdOf } from '../../lib/history-author.js';
import { reachedOrNotFound } from '../access/access.service.js';
import { quotaFor } from '../parameters/parameters.service.js';
import { mailTemplatesJson, outboxInsert, outboxMailsOf } from '../mail/outbox.service.js';
import {
  beneficiaryMail,
  mailBeneficiary,
  mailStepReached,
  mailHrToValidate,
  mailOverbooked,
  mailPromotions,
  mailProviderToValidate,
  mailRequested,
  type MailSubject,
} from './registration-mails.js';
import { fillFreeSeats, readUnderLock, releaseSeat, seatsLeft } from './registration-seats.js';
import {
  bumpSessionVersion,
  countSeats,
  findWaitingRank,
  lockSessionRow,
  seatCountsOf,
  type SeatCounts,
  type SessionLock,
} from './registration-seats.repository.js';
import {
  findRegistrationContext,
  findRequestContext,
  findRequestSnapshot,
  findSessionContext,
  type RegistrationContext,
  type RequestContext,
  type SessionContext,
} from './registration-context.repository.js';
import {
  countQuotaRegistrations,
  countStructureRequests,
  findExistingRegistration,
  lockBeneficiary,
} from './registration-counts.repository.js';
import { hasHrValidator } from './registration-people.repository.js';
import { markDecisionLinkUsed } from './registration-links.repository.js';
import {
  insertHistory,
  insertRegistrationWithHistory,
  listHistory,
  updateRegistrationIf,
  type HistoryRow,
} from './registration-status.repository.js';
import type { Executor } from '../../db/executor.js';
import { sessionHeadOf } from '../../lib/session-columns.js';

export interface WorkflowOptions {
  /** The portal's address (PUBLIC_URL), for the links in the mails. */
  publicUrl: string;
  /** The current time (tests). */
  now?: Date;
  /** How the session is held while seats are counted (the race test swaps it). */
  lockSession?: SessionLock;
}

function refusal(refused: RegistrationRefusal): AppError {
  return new AppError(refused.code, { params: refused.params });
}

/**
 * With the session locked and its seats counted: should seats be free while people wait (seats
 * were added), the oldest waiting ones are promoted first, so a newcomer never overtakes them.
 */
async function seatsForNewcomer(
  tx: Executor,
  context: SessionContext,
  counts: SeatCounts,
  publicUrl: string,
): Promise<SeatCounts> {
  if (counts.waiting === 0 || seatsLeft(counts) === 0) return counts;
  const filled = await fillFreeSeats(tx, context.session.id, context.type);
  await mailPromotions(tx, context, filled.promotions, publicUrl);
  return filled.counts;
}

/** Reads and writes without the lock before the locked transaction is used (decision 072). */
const UNLOCKED_ATTEMPTS = 3;

/**
 * `POST /api/sessions/{id}/register`: a beneficiary asks for a seat (decisions.md "Registration
 * workflow"): the session must be visible and open, the person not registered yet, a member if
 * the type is members-only, within the yearly quotas; then the registration is written off the
 * list, on the waiting list, or refused (FULL), the steps its type does not require are passed,
 * and the mails of the step are written to the outbox. The usual request (a seat free, no one
 * waiting, a type without validation) takes two statements, without a transaction nor a lock
 * (`requestWithoutLock`); every other one, and one that found the session changed three times,
 * runs in a transaction with the session locked (`requestUnderLock`).
 */
export async function requestRegistration(
  db: Database,
  input: { sessionId: number; user: SessionUser; motivation: string },
  options: WorkflowOptions,
): Promise<RegisterResponse> {
  const structureId = beneficiaryStructureIds(input.user)[0];
  if (structureId === undefined) throw new AppError('REGISTRATION_NO_STRUCTURE');
  const request = { ...input, structureId, now: options.now ?? new Date() };
  const lockSession = options.lockSession ?? lockSessionRow;
  // Another way to hold the session (the race test's) is the locked path's to show.
  if (lockSession === lockSessionRow) {
    for (let attempt = 0; attempt < UNLOCKED_ATTEMPTS; attempt++) {
      const outcome = await requestWithoutLock(db, request, options.publicUrl);
      if (outcome === 'locked') break;
      if (outcome !== 'changed') return outcome;
    }
  }
  return requestUnderLock(db, request, lockSession, options.publicUrl);
}

interface Request {
  sessionId: number;
  user: SessionUser;
  motivation: string;
  structureId: number;
  now: Date;
}

/** The refusals read from the session and who asks, in the order the rules give them. */
function checkRequest(context: RequestContext | undefined, now: Date) {
  // Not in the public catalogue: the same answer as a session that does not exist.
  if (!context || !context.session.published || context.type.disabledAt !== null) {
    throw new AppError('NOT_FOUND');
  }
  const { requester } = context;
  const structure = requester?.structure;
  if (!requester || !structure) throw new AppError('REGISTRATION_NO_STRUCTURE');
  const members = membersOnlyRefusal(context.type, structure);
  if (members) throw refusal(members);
  const closed = registrationOpening(context.session, now);
  if (closed) throw refusal(closed);
  return { context, requester, structure };
}

/**
 * The usual request in two statements (decision 072): one read of everything the rules check,
 * then one statement writing the registration, its history and its mail, guarded by the version
 * of the session row read — any write to the registrations of the session gives it a new one
 * (`lockSessionRow`), so seats counted before another writer committed are never used. Answers
 * 'changed' when the guard found the session changed (or a request of the same person won the
 * unique key: the next read says so), 'locked' when the request needs the locked path (a type
 * with validations or quotas, no seat left, people waiting).
 */
async function requestWithoutLock(
  db: Database,
  input: Request,
  publicUrl: string,
): Promise<RegisterResponse | 'changed' | 'locked'> {
  const { user, structureId } = input;
  const snapshot = await findRequestSnapshot(
    db,
    input.sessionId,
    { userId: user.id, structureId },
    (session) => seatCountsOf(session, user.id),
    mailTemplatesJson(['REGISTRATION_REGISTERED']),
  );
  const { context, requester, structure } = checkRequest(snapshot, input.now);
  const { counts, version } = snapshot!;
  if (counts.existing) throw alreadyRegistered(counts.existing);
  const { type, session } = context;
  const seats = { seats: session.seats, taken: counts.taken, waiting: counts.waiting };
  const placement = placeRegistration({
    seatsLeft: seatsLeft(seats),
    waitingCount: seats.waiting,
    waitingSeatAmount: type.waitingSeatAmount,
    newRequest: true,
  });
  const status = settleStatus('REQUESTED', type);
  if (type.membersOnly || type.hrValidation || status !== 'REGISTERED') return 'locked';
  if (seats.waiting > 0 || placement !== 'offList') return 'locked';

  const templates = snapshot!.extra as Record<string, { subject: string; body: string }> | null;
  const mails = outboxMailsOf(
    beneficiaryMail('REGISTRATION_REGISTERED', {
      context,
      beneficiary: requester.beneficiary,
      structureName: structure.name,
      publicUrl,
      motivation: input.motivation,
    }),
    templates?.REGISTRATION_REGISTERED,
  );
  const written = await insertRegistrationWithHistory(
    db,
    {
      sessionId: session.id,
      beneficiaryId: user.id,
      structureId,
      motivation: input.motivation,
      status,
      waitingList: false,
    },
    requestHistory(user, status, false),
    {
      session: bumpSessionVersion(session.id, version),
      mails: mails.length > 0 ? (whenCreated) => outboxInsert(mails, whenCreated) : undefined,
    },
  );
  return written.registration ? { registration: written.registration, notices: [] } : 'changed';
}

/**
 * The request in one transaction, with the session locked: who asks is read with the locked
 * session, and reads and writes are paired where SQL allows.
 */
async function requestUnderLock(
  db: Database,
  input: Request,
  lockSession: SessionLock,
  publicUrl: string,
): Promise<RegisterResponse> {
  const { user, structureId } = input;
  return db.transaction(async (tx) => {
    const { context, requester, structure } = checkRequest(
      await readUnderLock(tx, input.sessionId, lockSession, (lock) =>
        findRequestContext(tx, input.sessionId, { userId: user.id, structureId }, { lock }),
      ),
      input.now,
    );
    const { existing, ...seatCounts } = await countSeats(tx, context.session.id, user.id);
    if (existing) throw alreadyRegistered(existing);

    if (context.type.membersOnly || context.type.hrValidation) {
      await lockBeneficiary(tx, user.id);
      const year = parisYear(context.session.startDate);
      const over = quotaRefusal(
        context.type,
        await countQuotaRegistrations(tx, user.id, year),
        await quotaFor(tx, year),
      );
      if (over) throw refusal(over);
    }

    const counts = await seatsForNewcomer(tx, context, seatCounts, publicUrl);
    const placement = placeRegistration({
      seatsLeft: seatsLeft(counts),
      waitingCount: counts.waiting,
      waitingSeatAmount: context.type.waitingSeatAmount,
      newRequest: true,
    });
    if (placement === 'full') throw new AppError('SESSION_FULL');
    const waiting = placement === 'waitingList';
    const settled = settleStatus('REQUESTED', context.type);
    const status = waiting ? waitingStatusOf('request', settled) : settled;

    const { registration: created } = await insertRegistrationWithHistory(
      tx,
      {
        sessionId: context.session.id,
        beneficiaryId: user.id,
        structureId,
        motivation: input.motivation,
        status,
        waitingList: waiting,
      },
      requestHistory(user, status, waiting),
      // The session row's new version tells the requests read without the lock (decision 072).
      { session: bumpSessionVersion(context.session.id) },
    );
    if (!created) {
      // Another request of this person won the unique key (only possible without the lock).
      const status = await findExistingRegistration(tx, context.session.id, user.id);
      throw alreadyRegistered(status ?? 'REQUESTED');
    }

    const subject: MailSubject = {
      registrationId: created.id,
      context,
      beneficiary: requester.beneficiary,
      structureName: structure.name,
      publicUrl,
      motivation: input.motivation,
    };
    if (waiting) {
      await mailBeneficiary(tx, 'REGISTRATION_WAITING_LIST', subject);
      await mailOverbooked(tx, subject, { ...counts, waiting: counts.waiting + 1 });
    } else if (status === 'REGISTERED') {
      await mailBeneficiary(tx, 'REGISTRATION_REGISTERED', subject);
    } else {
      await mailRequested(tx, subject, input.motivation);
    }
    // Whoever validates next hears of the request: an HR validator even while it waits (it holds
    // no seat), the provider once it holds one.
    const notices: string[] = [];
    if (status === 'REQUESTED') {
      await mailHrToValidate(tx, subject, { motivation: input.motivation, structureId });
      if (!(await hasHrValidator(tx, structureId)))
        notices.push(t('registrations.notice.noHrValidator'));
    } else if (status === 'PRE_REGISTERED' && !waiting) {
      await mailProviderToValidate(tx, subject);
    }
    if (waiting) notices.unshift(t('registrations.notice.waitingList'));
    return { registration: created, notices };
  });
}

function alreadyRegistered(status: RegistrationStatus): AppError {
  return new AppError('REGISTRATION_ALREADY_EXISTS', {
    params: { status: REGISTRATION_STATUS_LABELS[status] },
  });
}

/** The history of a new request: the request itself, then each step passed automatically. */
function requestHistory(
  author: SessionUser,
  status: RegistrationStatus,
  waiting: boolean,
): Omit<HistoryRow, 'registrationId'>[] {
  const rows: Omit<HistoryRow, 'registrationId'>[] = [
    {
      authorId: author.id,
      impersonatorId: impersonatorIdOf(author),
      fromStatus: null,
      toStatus: 'REQUESTED',
      reason: t('registrations.history.request'),
    },
  ];
  const path: RegistrationStatus[] = ['REQUESTED', 'PRE_REGISTERED', 'REGISTERED'];
  for (let i = 1; i <= path.indexOf(status); i++) {
    rows.push({
      authorId: null,
      fromStatus: path[i - 1]!,
      toStatus: path[i]!,
      reason: t('registrations.history.automatic'),
    });
  }
  if (waiting) rows.at(-1)!.reason = t('registrations.history.waitingList');
  return rows;
}

export function subjectOf(context: RegistrationContext): RegistrationSubject {
  return {
    status: context.registration.status,
    waitingList: context.registration.waitingList,
    beneficiaryId: context.registration.beneficiaryId,
    structureId: context.registration.structureId,
    providerId: context.action.providerId,
    sessionStartDate: context.session.startDate,
    sessionEndDate: context.session.endDate,
    hrValidation: context.type.hrValidation,
    providerValidation: context.type.providerValidation,
  };
}

/** The registration as `user` may see it, else 404 (another's, another structure's, another provider's). */
export async function findReachableRegistration(
  db: Executor,
  registrationId: number,
  user: SessionUser,
): Promise<RegistrationContext> {
  return reachedOrNotFound(await findRegistrationContext(db, registrationId), (context) =>
    reachesRegistration(user, subjectOf(context)),
  );
}

/**
 * Fires `validate`, `refuseRequest`, `refuseRegistration` or `cancel` (shared
 * REGISTRATION_TRANSITIONS): reach (404), then profile, status, waiting list and date (403/409 with
 * the shared French refusal); then, in one transaction with the session locked, the conditional
 * update, its history, the seat it takes or frees (the oldest waiting registrations promoted into
 * freed seats) and the mails.
 */
export async function fireRegistrationEvent(
  db: Database,
  input: {
    registrationId: number;
    event: RegistrationChangeEvent;
    user: SessionUser;
    reason?: string;
    /** The mail's decision link that fires it (decision 077): used in the same transaction. */
    viaMailLink?: { linkId: number };
  },
  options: WorkflowOptions,
): Promise<RegistrationState> {
  const { user, event } = input;
  const now = options.now ?? new Date();
  const context = await findReachableRegistration(db, input.registrationId, user);
  const check = checkRegistrationTransition(event, user, subjectOf(context), now);
  if (!check.ok) throw new AppError(check.code, { params: check.params });
  const reason = input.reason?.trim() ?? '';
  const lockSession = options.lockSession ?? lockSessionRow;
  const { registration, type } = context;
  const from = { status: registration.status, waitingList: registration.waitingList };

  return db.transaction(async (tx) => {
    await lockSession(tx, context.session.id);
    const fresh = await findSessionContext(tx, context.session.id);
    if (!fresh) throw new AppError('NOT_FOUND');
    if (isSessionReadOnly(fresh.session.status)) throw new AppError('SESSION_READ_ONLY');

    const history: HistoryRow[] = [];
    const step = (fromStatus: RegistrationStatus, toStatus: RegistrationStatus, why = reason) =>
      history.push({
        registrationId: registration.id,
        authorId: history.length === 0 ? user.id : null,
        impersonatorId: history.length === 0 ? impersonatorIdOf(user) : null,
        fromStatus,
        toStatus,
        reason: why,
        viaMailLink: history.length === 0 && input.viaMailLink !== undefined,
      });
    let to: { status: RegistrationStatus; waitingList: boolean };
    const stamps: { hrValidatedAt?: Date; providerValidatedAt?: Date; refusalReason?: string } = {};

    if (event === 'validate' && from.status === 'REQUESTED') {
      stamps.hrValidatedAt = now;
      const settled = settleStatus('PRE_REGISTERED', type);
      let waiting = from.waitingList;
      let placedOnList = false;
      if (!waiting && takesSeat(settled)) {
        const counts = await seatsForNewcomer(
          tx,
          fresh,
          await countSeats(tx, fresh.session.id),
          options.publicUrl,
        );
        const placement = placeRegistration({
          seatsLeft: seatsLeft(counts),
          waitingCount: counts.waiting,
          waitingSeatAmount: type.waitingSeatAmount,
          newRequest: false,
        });
        waiting = placement === 'waitingList';
        placedOnList = waiting;
      }
      const status = waiting ? waitingStatusOf('validate', settled) : settled;
      to = { status, waitingList: waiting };
      step(
        'REQUESTED',
        'PRE_REGISTERED',
        placedOnList ? t('registrations.history.waitingList') : '',
      );
      if (status === 'REGISTERED')
        step('PRE_REGISTERED', 'REGISTERED', t('registrations.history.automatic'));
    } else if (event === 'validate') {
      stamps.providerValidatedAt = now;
      to = { status: 'REGISTERED', waitingList: false };
      step(from.status, 'REGISTERED', '');
    } else {
      // Refused or cancelled: off the waiting list too (its history keeps where it was).
      to = { status: check.transition.to ?? from.status, waitingList: false };
      stamps.refusalReason = reason;
      step(from.status, to.status);
    }

    const updated = await updateRegistrationIf(tx, registration.id, from, {
      status: to.status,
      waitingList: to.waitingList,
      ...stamps,
    });
    if (!updated) throw new AppError('REGISTRATION_CHANGED');
    // A link acts once: of two uses at the same moment, the second finds it used.
    if (input.viaMailLink && !(await markDecisionLinkUsed(tx, input.viaMailLink.linkId))) {
      throw new AppError('REGISTRATION_CHANGED');
    }
    await insertHistory(tx, history);

    // A seat-taker leaving frees its seat: the oldest waiting registrations move up.
    if (takesSeat(from.status) && !from.waitingList && !takesSeat(to.status)) {
      const filled = await releaseSeat(tx, context.session.id, type);
      await mailPromotions(tx, fresh, filled.promotions, options.publicUrl);
    }
    await mailStep(tx, context, fresh, updated, reason, options.publicUrl);
    return updated;
  });
}

/**
 * After a session's seat number changed (modules/sessions), in that change's transaction (its
 * UPDATE holds the session row): waiting registrations move into the seats now free, and are mailed.
 */
export async function fillSessionSeats(
  tx: Executor,
  sessionId: number,
  publicUrl: string,
): Promise<void> {
  const context = await findSessionContext(tx, sessionId);
  if (!context) return;
  const filled = await fillFreeSeats(tx, sessionId, context.type);
  await mailPromotions(tx, context, filled.promotions, publicUrl);
}

async function mailStep(
  tx: Executor,
  context: RegistrationContext,
  fresh: SessionContext,
  state: RegistrationState,
  reason: string,
  publicUrl: string,
): Promise<void> {
  const subject: MailSubject = {
    registrationId: context.registration.id,
    context: fresh,
    beneficiary: context.beneficiary,
    structureName: context.structure?.name ?? null,
    publicUrl,
    motivation: context.registration.motivation,
  };
  // Each event's outcome is a step (validate: pre-registered, registered or the waiting list;
  // the refusals and the cancellation: their status), mailed as a forced move to it would be.
  await mailStepReached(tx, state, subject, reason);
}

/** `GET /api/registrations/{id}`: the registration `user` reaches, as it is stored. */
export async function registrationRecord(
  db: Database,
  registrationId: number,
  user: SessionUser,
): Promise<RegistrationRecord> {
  const { registration, session } = await findReachableRegistration(db, registrationId, user);
  return {
    ...registration,
    sessionId: session.id,
    askedAt: registration.askedAt.toISOString(),
    hrValidatedAt: registration.hrValidatedAt?.toISOString() ?? null,
    providerValidatedAt: registration.providerValidatedAt?.toISOString() ?? null,
  };
}

/**
 * `GET /api/registrations/{id}/detail`: the registration, its session and action, the person and
 * structure, the events the caller may fire, the history, and for HR validators and staff the
 * "more than 2 requests from the same structure" notice.
 */
export async function registrationDetail(
  db: Database,
  registrationId: number,
  user: SessionUser,
  now: Date = new Date(),
): Promise<RegistrationDetail> {
  const context = await findReachableRegistration(db, registrationId, user);
  const { registration, session, action, type, structure } = context;
  const [counts, history, waitingPosition, structureCount] = await Promise.all([
    countSeats(db, session.id),
    listHistory(db, registration.id),
    registration.waitingList && isOpen(registration.status)
      ? findWaitingRank(db, session.id, registration)
      : Promise.resolve(null),
    structure && showsStructureNotice(user)
      ? countStructureRequests(db, session.id, structure.id)
      : Promise.resolve(null),
  ]);
  return {
    registration: {
      id: registration.id,
      status: registration.status,
      waitingList: registration.waitingList,
      motivation: registration.motivation,
      askedAt: registration.askedAt.toISOString(),
      hrValidatedAt: registration.hrValidatedAt?.toISOString() ?? null,
      providerValidatedAt: registration.providerValidatedAt?.toISOString() ?? null,
      refusalReason: registration.refusalReason,
      waitingPosition,
    },
    session: {
      ...sessionHeadOf(session),
      registrationDeadline: session.registrationDeadline?.toISOString() ?? null,
      seats: session.seats,
      seatsTaken: counts.taken,
      waitingCount: counts.waiting,
    },
    action: {
      id: action.id,
      name: action.name,
      providerId: action.providerId,
      type: {
        id: type.id,
        name: type.name,
        hrValidation: type.hrValidation,
        providerValidation: type.providerValidation,
        membersOnly: type.membersOnly,
        waitingSeatAmount: type.waitingSeatAmount,
      },
    },
    beneficiary: context.beneficiary,
    structure,
    events: registrationEventsFor(
      user,
      { ...subjectOf(context), previousStatus: history.at(-1)?.fromStatus ?? null },
      now,
    ),
    structureRequests:
      structureCount === null
        ? null
        : { count: structureCount, notice: structureCount > OVERBOOKING_NOTICE_THRESHOLD },
    history,
  };
}

/** decisions.md: the notice is shown to HR validators and managers (and admins). */
function showsStructureNotice(user: SessionUser): boolean {
  const profile = profileOf(user.userProfileCode);
  return profile === 'hr' || profile === 'manager' || profile === 'admin';
}

function isOpen(status: RegistrationStatus): boolean {
  return (OPEN_REGISTRATION_STATUSES as readonly RegistrationStatus[]).includes(status);
}

// "Return to programmed" of a cancelled session: its cancelled registrations, and restoring them
// (modules/session-workflow calls these in its transaction).
export { listCancelledWithSession, restoreCancelledRegistrations } from './registration-restore.js';
