import {
  ATTENDANCE_OPEN_STATUSES,
  type HalfDayPeriod,
  type RegistrationStatus,
  type SignatureMethod,
} from '@passerelle/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.js';
import {
  attendanceSignatures,
  registrations,
  sessionDates,
  signingWindows,
  structures,
  users,
  type SigningWindowRow,
} from '../../db/schema/index.js';
import { selectRegistrationsWithPeople } from '../../lib/query-joins.js';

/*
 * The SQL of the digital attendance (decision 038): the session's intervention dates (its
 * half-days), its signing windows, its trainees and their signatures.
 */

/** The intervention dates of a session, in order. */
export function selectDates(db: Executor, sessionId: number) {
  return db
    .select({ startsAt: sessionDates.startsAt, endsAt: sessionDates.endsAt })
    .from(sessionDates)
    .where(eq(sessionDates.sessionId, sessionId))
    .orderBy(asc(sessionDates.startsAt));
}

export function selectWindows(db: Executor, sessionId: number): Promise<SigningWindowRow[]> {
  return db.select().from(signingWindows).where(eq(signingWindows.sessionId, sessionId));
}

/** A window; `lock` locks its row until the transaction ends. */
export async function findWindow(
  db: Executor,
  id: number,
  lock?: 'update' | 'share',
): Promise<SigningWindowRow | undefined> {
  const query = db.select().from(signingWindows).where(eq(signingWindows.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/**
 * Opens the half-day's window: created, or reopened with a new secret (the old QR codes and
 * tickets stop working); the session's other open windows are closed, one at a time.
 */
export async function openWindow(
  tx: Executor,
  values: {
    sessionId: number;
    day: string;
    period: HalfDayPeriod;
    secret: string;
    now: Date;
    userId: number;
    closesAt: Date;
  },
): Promise<SigningWindowRow> {
  const opened = {
    secret: values.secret,
    openedAt: values.now,
    openedById: values.userId,
    closedAt: null,
    closedById: null,
    closesAt: values.closesAt,
  };
  const [row] = await tx
    .insert(signingWindows)
    .values({ sessionId: values.sessionId, day: values.day, period: values.period, ...opened })
    .onConflictDoUpdate({
      target: [signingWindows.sessionId, signingWindows.day, signingWindows.period],
      set: opened,
    })
    .returning();
  await tx
    .update(signingWindows)
    .set({ closedAt: values.now, closedById: values.userId })
    .where(
      and(
        eq(signingWindows.sessionId, values.sessionId),
        ne(signingWindows.id, row!.id),
        isNull(signingWindows.closedAt),
      ),
    );
  return row!;
}

/** Closes every open window of the session, by no one's hand: its status ended them. */
export async function closeSessionWindows(
  tx: Executor,
  sessionId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(signingWindows)
    .set({ closedAt: now, closedById: null })
    .where(and(eq(signingWindows.sessionId, sessionId), isNull(signingWindows.closedAt)));
}

export async function closeWindow(
  tx: Executor,
  id: number,
  values: { now: Date; userId: number },
): Promise<SigningWindowRow | undefined> {
  const [row] = await tx
    .update(signingWindows)
    .set({ closedAt: values.now, closedById: values.userId })
    .where(and(eq(signingWindows.id, id), isNull(signingWindows.closedAt)))
    .returning();
  return row;
}

export interface TraineeRow {
  registrationId: number;
  beneficiaryId: number;
  givenName: string;
  familyName: string;
  structureName: string | null;
  status: RegistrationStatus;
  effectiveHours: string | null;
}

const traineeColumns = {
  registrationId: registrations.id,
  beneficiaryId: registrations.beneficiaryId,
  givenName: users.givenName,
  familyName: users.familyName,
  structureName: structures.name,
  status: registrations.status,
  effectiveHours: registrations.effectiveHours,
};

/**
 * The trainees of a session who sign, or whose attendance is recorded (REGISTERED, PRESENT,
 * PARTIAL_ABSENCE, ABSENCE), by name.
 */
export function selectTrainees(db: Executor, sessionId: number): Promise<TraineeRow[]> {
  return selectRegistrationsWithPeople(db, traineeColumns)
    .where(
      and(
        eq(registrations.sessionId, sessionId),
        inArray(registrations.status, [...ATTENDANCE_OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(users.familyName), asc(users.givenName), asc(registrations.id));
}

/** One registration of the session: by its id, or the beneficiary's own. */
export async function findTrainee(
  db: Executor,
  sessionId: number,
  by: { registrationId: number } | { beneficiaryId: number },
): Promise<TraineeRow | undefined> {
  const [row] = await selectRegistrationsWithPeople(db, traineeColumns).where(
    and(
      eq(registrations.sessionId, sessionId),
      'registrationId' in by
        ? eq(registrations.id, by.registrationId)
        : eq(registrations.beneficiaryId, by.beneficiaryId),
    ),
  );
  return row;
}

const collector = alias(users, 'signature_collector');

export interface SignatureRow {
  id: number;
  registrationId: number;
  day: string;
  period: HalfDayPeriod;
  signedAt: Date;
  method: SignatureMethod;
  collectedById: number | null;
  collectorGivenName: string | null;
  collectorFamilyName: string | null;
  typedName: string | null;
  drawn: boolean;
}

const signatureColumns = {
  id: attendanceSignatures.id,
  registrationId: attendanceSignatures.registrationId,
  day: attendanceSignatures.day,
  period: attendanceSignatures.period,
  signedAt: attendanceSignatures.signedAt,
  method: attendanceSignatures.method,
  collectedById: attendanceSignatures.collectedById,
  collectorGivenName: collector.givenName,
  collectorFamilyName: collector.familyName,
  typedName: attendanceSignatures.typedName,
  drawn: sql<boolean>`${attendanceSignatures.image} is not null`,
};

/** The signatures of a session (without their images), optionally of one half-day. */
export function selectSignatures(
  db: Executor,
  sessionId: number,
  halfDay?: { day: string; period: HalfDayPeriod },
): Promise<SignatureRow[]> {
  return db
    .select(signatureColumns)
    .from(attendanceSignatures)
    .leftJoin(collector, eq(collector.id, attendanceSignatures.collectedById))
    .where(
      and(
        eq(attendanceSignatures.sessionId, sessionId),
        halfDay ? eq(attendanceSignatures.day, halfDay.day) : undefined,
        halfDay ? eq(attendanceSignatures.period, halfDay.period) : undefined,
      ),
    )
    .orderBy(asc(attendanceSignatures.signedAt));
}

/** The signatures of a session with their images: what the signature sheet draws. */
export function selectSignaturesWithImages(db: Executor, sessionId: number) {
  return db
    .select({ ...signatureColumns, image: attendanceSignatures.image })
    .from(attendanceSignatures)
    .leftJoin(collector, eq(collector.id, attendanceSignatures.collectedById))
    .where(eq(attendanceSignatures.sessionId, sessionId))
    .orderBy(asc(attendanceSignatures.signedAt));
}

/**
 * Records a signature; undefined when the registration already signed this half-day (the unique
 * key decides, so two sends at once record one).
 */
export async function insertSignature(
  tx: Executor,
  values: typeof attendanceSignatures.$inferInsert,
): Promise<{ id: number; signedAt: Date } | undefined> {
  const [row] = await tx
    .insert(attendanceSignatures)
    .values(values)
    .onConflictDoNothing({
      target: [
        attendanceSignatures.registrationId,
        attendanceSignatures.day,
        attendanceSignatures.period,
      ],
    })
    .returning({ id: attendanceSignatures.id, signedAt: attendanceSignatures.signedAt });
  return row;
}

/** When the registration signed the half-day, if it did. */
export async function findSignedAt(
  db: Executor,
  registrationId: number,
  halfDay: { day: string; period: HalfDayPeriod },
): Promise<Date | undefined> {
  const [row] = await db
    .select({ signedAt: attendanceSignatures.signedAt })
    .from(attendanceSignatures)
    .where(
      and(
        eq(attendanceSignatures.registrationId, registrationId),
        eq(attendanceSignatures.day, halfDay.day),
        eq(attendanceSignatures.period, halfDay.period),
      ),
    );
  return row?.signedAt;
}

/** A signature's image and its session (whose reach decides who sees it). */
export async function findSignatureImage(db: Executor, id: number) {
  const [row] = await db
    .select({ sessionId: attendanceSignatures.sessionId, image: attendanceSignatures.image })
    .from(attendanceSignatures)
    .where(eq(attendanceSignatures.id, id));
  return row;
}
