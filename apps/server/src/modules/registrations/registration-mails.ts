import { type MailEventCode, type MailValues, type RegistrationStatus } from '@passerelle/shared';
import { enqueueMail } from '../mail/outbox.service.js';
import { registrationMailValues } from '../../lib/registration-mail-values.js';
import type { Promotion } from './registration-seats.js';
import type { SeatCounts } from './registration-seats.repository.js';
import { type Beneficiary, type SessionContext } from './registration-context.repository.js';
import { findBeneficiary, findStructure, userEmail } from './registration-people.repository.js';
import { structureRecipients } from '../users/users.service.js';
import type { Executor } from '../../db/executor.js';

/** The registration mails whose tags are the beneficiary's and the session's (MAIL_EVENT_TAGS). */
type StepMail = Extract<
  MailEventCode,
  | 'REGISTRATION_PRE_REGISTERED'
  | 'REGISTRATION_REGISTERED'
  | 'REGISTRATION_WAITING_LIST'
  | 'REGISTRATION_PROMOTED'
>;
type ReasonMail = Extract<
  MailEventCode,
  'REGISTRATION_REFUSED_HR' | 'REGISTRATION_REFUSED_SUPPLIER' | 'REGISTRATION_CANCELED'
>;

/** What every registration mail says of the person and the session. */
export interface MailSubject {
  context: SessionContext;
  beneficiary: Beneficiary;
  structureName: string | null;
  publicUrl: string;
}

function registrationValues(subject: MailSubject): MailValues<'REGISTRATION_REGISTERED'> {
  return registrationMailValues({
    beneficiary: subject.beneficiary,
    structureName: subject.structureName,
    action: subject.context.action,
    session: subject.context.session,
    publicUrl: subject.publicUrl,
  });
}

/** A step mail to the beneficiary (pre-registered, registered, waiting list, promoted). */
export async function mailBeneficiary<E extends StepMail>(
  tx: Executor,
  template: E,
  subject: MailSubject,
): Promise<void> {
  // Every step mail has exactly the beneficiary's and the session's tags.
  const values = registrationValues(subject) as MailValues<E>;
  await enqueueMail(tx, { template, to: subject.beneficiary.email, values });
}

/** A refusal or cancellation mail to the beneficiary, with its reason. */
export async function mailBeneficiaryReason<E extends ReasonMail>(
  tx: Executor,
  template: E,
  subject: MailSubject,
  reason: string,
): Promise<void> {
  // Every refusal and cancellation mail has the step mails' tags plus the reason.
  const values = { ...registrationValues(subject), reason } as MailValues<E>;
  await enqueueMail(tx, { template, to: subject.beneficiary.email, values });
}

/**
 * "Demande d'inscription": to the beneficiary and to whoever validates next — the HR validators of
 * the beneficiary's structure when the type asks for them, else the provider's users.
 */
export async function mailRequested(
  tx: Executor,
  subject: MailSubject,
  input: {
    motivation: string;
    nextStep: 'hr' | 'provider';
    structureId: number;
    withBeneficiary: boolean;
  },
): Promise<void> {
  const { action } = subject.context;
  const [profile, structureId] =
    input.nextStep === 'hr'
      ? (['profile_hr', input.structureId] as const)
      : (['profile_provider', action.providerId] as const);
  const recipients =
    structureId === null ? [] : await structureRecipients(tx, profile, [structureId]);
  const validators = recipients.map((recipient) => recipient.email);
  await enqueueMail(tx, {
    template: 'REGISTRATION_REQUESTED',
    to: input.withBeneficiary ? [subject.beneficiary.email, ...validators] : validators,
    values: { ...registrationValues(subject), 'registration.motivation': input.motivation },
  });
}

/** The overbooking alert to the action's referent manager (a request joined the waiting list). */
export async function mailOverbooked(
  tx: Executor,
  subject: MailSubject,
  counts: SeatCounts,
): Promise<void> {
  const referentId = subject.context.action.referentId;
  const to = referentId === null ? null : await userEmail(tx, referentId);
  if (!to) return;
  await enqueueMail(tx, {
    template: 'SESSION_OVERBOOKED',
    to,
    values: {
      ...registrationValues(subject),
      'session.seatAmount': counts.seats,
      'session.waitingCount': counts.waiting,
    },
  });
}

/**
 * The mails of promotions off the waiting list: PROMOTED to each beneficiary, and REGISTERED too
 * when the promotion completed the registration (a type without validation left to do).
 */
export async function mailPromotions(
  tx: Executor,
  context: SessionContext,
  promotions: readonly Promotion[],
  publicUrl: string,
): Promise<void> {
  for (const promotion of promotions) {
    const beneficiary = await findBeneficiary(tx, promotion.beneficiaryId);
    if (!beneficiary) continue;
    const subject: MailSubject = {
      context,
      beneficiary,
      structureName:
        promotion.structureId === null
          ? null
          : ((await findStructure(tx, promotion.structureId))?.name ?? null),
      publicUrl,
    };
    await mailBeneficiary(tx, 'REGISTRATION_PROMOTED', subject);
    if (promotion.to === 'REGISTERED')
      await mailBeneficiary(tx, 'REGISTRATION_REGISTERED', subject);
  }
}

/**
 * The beneficiary's mail of the step a registration reached (by an event or a forced status),
 * where the templates have one: REQUESTED and the attendance statuses have none.
 */
export async function mailStepReached(
  tx: Executor,
  reached: { status: RegistrationStatus; waitingList: boolean },
  subject: MailSubject,
  reason: string,
): Promise<void> {
  if (reached.waitingList) return mailBeneficiary(tx, 'REGISTRATION_WAITING_LIST', subject);
  switch (reached.status) {
    case 'PRE_REGISTERED':
      return mailBeneficiary(tx, 'REGISTRATION_PRE_REGISTERED', subject);
    case 'REGISTERED':
      return mailBeneficiary(tx, 'REGISTRATION_REGISTERED', subject);
    case 'REFUSED_HR':
      return mailBeneficiaryReason(tx, 'REGISTRATION_REFUSED_HR', subject, reason);
    case 'REFUSED_SUPPLIER':
      return mailBeneficiaryReason(tx, 'REGISTRATION_REFUSED_SUPPLIER', subject, reason);
    case 'CANCELED':
      return mailBeneficiaryReason(tx, 'REGISTRATION_CANCELED', subject, reason);
    default:
      return;
  }
}
