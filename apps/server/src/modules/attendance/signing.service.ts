import {
  formatSessionPlace,
  fullName,
  isSigningWindowOpen,
  type SessionUser,
  type SignBody,
  type SignatureRecorded,
  type SigningPage,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { sessionInContext } from '../access/access.service.js';
import { findSignedAt, findTrainee, findWindow, type TraineeRow } from './attendance.repository.js';
import {
  halfDayRef,
  recordSignature,
  refuseImpersonation,
  signatureOf,
  windowHalfDay,
} from './attendance.service.js';
import {
  isTicketValid,
  isTokenValid,
  issueTicket,
  readTicket,
  windowIdOfToken,
} from './signing-tokens.js';

/*
 * The trainee's side of the digital attendance (decision 038). The QR code leads to
 * `/beneficiary/sign/{token}`: with a token still accepted (30 to 60 seconds) of an open window,
 * the signed-in beneficiary who holds a REGISTERED registration to the window's session gets its
 * signing page and a ticket bound to that registration and window, good for 5 minutes; it sends
 * its signature with the ticket. The trainee is always the caller's own registration, never one
 * the request names: nobody signs for someone else, and a half-day is signed once.
 */

/** The caller's registration to the session; 403 when it has none. */
async function ownTrainee(db: Executor, user: SessionUser, sessionId: number): Promise<TraineeRow> {
  const trainee = await findTrainee(db, sessionId, { beneficiaryId: user.id });
  if (!trainee) throw new AppError('SIGNING_NOT_REGISTERED');
  return trainee;
}

async function sessionOf(db: Executor, id: number) {
  const session = await sessionInContext(db, id);
  if (!session) throw new AppError('NOT_FOUND');
  return session;
}

/** `GET /api/signing/{token}`. */
export async function openSigningPage(
  db: Database,
  user: SessionUser,
  token: string,
  now = new Date(),
): Promise<SigningPage> {
  refuseImpersonation(user);
  const windowId = windowIdOfToken(token);
  const window = windowId === null ? undefined : await findWindow(db, windowId);
  // Unknown, forged, expired: one answer, whatever the reason.
  if (!window || !isTokenValid(window, token, now)) throw new AppError('SIGNING_TOKEN_INVALID');
  const [session, trainee, halfDay] = await Promise.all([
    sessionOf(db, window.sessionId),
    ownTrainee(db, user, window.sessionId),
    windowHalfDay(db, window),
  ]);
  const signedAt = await findSignedAt(db, trainee.registrationId, window);
  if (!signedAt) {
    if (!isSigningWindowOpen(window, now)) throw new AppError('SIGNING_WINDOW_CLOSED');
    if (trainee.status !== 'REGISTERED') throw new AppError('SIGNING_NOT_REGISTERED');
  }
  const ticket = signedAt ? null : issueTicket(window, trainee.registrationId, now);
  return {
    session: {
      code: session.code,
      actionName: session.actionName,
      place: formatSessionPlace({
        city: session.cityName === null ? null : { name: session.cityName },
        modality: session.modality,
      }),
    },
    halfDay: halfDayRef(halfDay),
    trainee: { name: fullName(trainee) },
    signedAt: signedAt?.toISOString() ?? null,
    ticket: ticket?.ticket ?? null,
    ticketExpiresAt: ticket?.expiresAt.toISOString() ?? null,
  };
}

/**
 * `POST /api/signatures`: the caller's signature of the ticket's half-day. The ticket must be the
 * window's, unexpired, and made for the caller's own registration to its session.
 */
export async function sign(
  db: Database,
  user: SessionUser,
  body: SignBody,
  now = new Date(),
): Promise<SignatureRecorded> {
  refuseImpersonation(user);
  const ticket = readTicket(body.ticket);
  const found = ticket ? await findWindow(db, ticket.windowId) : undefined;
  if (!ticket || !found || !isTicketValid(found, ticket, now)) {
    throw new AppError('SIGNING_TICKET_INVALID');
  }
  const own = await ownTrainee(db, user, found.sessionId);
  // A ticket someone else got is no use to the caller: it names another registration.
  if (own.registrationId !== ticket.registrationId) throw new AppError('SIGNING_TICKET_INVALID');
  const signature = await signatureOf(body);
  return db.transaction(async (tx) => {
    // Held until the signature is in, so the window cannot close (or reopen) meanwhile.
    const window = await findWindow(tx, ticket.windowId, 'share');
    if (!window || !isTicketValid(window, ticket, now)) {
      throw new AppError('SIGNING_TICKET_INVALID');
    }
    return recordSignature(tx, {
      session: await sessionOf(tx, window.sessionId),
      window,
      trainee: await ownTrainee(tx, user, window.sessionId),
      signature,
      method: 'OWN_DEVICE',
      collectedById: user.id,
      now,
    });
  });
}
