import {
  type DecisionLinkStep,
  type MailEventCode,
  type MailValues,
  type RegistrationStatus,
} from '@passerelle/shared';
import { enqueueMail, type MailRequest } from '../mail/outbox.service.js';
import { registrationMailValues } from '../../lib/registration-mail-values.js';
import type { Promotion } from './registration-seats.js';
import type { SeatCounts } from './registration-seats.repository.js';
import { type Beneficiary, type SessionContext } from './registration-context.repository.js';
import {
  findBeneficiary,
  findMotivation,
  findStructure,
} from './registration-people.repository.js';
import { actionManagerRecipients, structureRecipients } from '../users/users.service.js';
import type { Executor } from '../../db/executor.js';
import { createDecisionLinks } from './registration-links.js';

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
  /** The registration the mail is about (its decision links, decision 077). */
  registrationId: number;
  context: SessionContext;
  beneficiary: Beneficiary;
  structureName: string | null;
  publicUrl: string;
  /** What the beneficiary wrote with the request, for the validators' mails. */
  motivation?: string;
}

function registrationValues(
  subject: Omit<MailSubject, 'registrationId'>,
): MailValues<'REGISTRATION_REGISTERED'> {
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
  await enqueueMail(tx, beneficiaryMail(template, subject));
}

/** The step mail `template` to the beneficiary, as `mailBeneficiary` writes it. */
export function beneficiaryMail<E extends StepMail>(
  template: E,
  // The registration's own id is not needed (the one-statement request has none yet).
  subject: Omit<MailSubject, 'registrationId'>,
): MailRequest<E> {
  // Every step mail has exactly the beneficiary's and the session's tags.
  const values = registrationValues(subject) as MailValues<E>;
  return { template, to: subject.beneficiary.email, values };
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
 * "Demande d'inscription" to the beneficiary, in the second person, with what they wrote.
 */
export async function mailRequested(
  tx: Executor,
  subject: MailSubject,
  motivation: string,
): Promise<void> {
  await enqueueMail(tx, {
    template: 'REGISTRATION_REQUESTED',
    to: subject.beneficiary.email,
    values: { ...registrationValues(subject), 'registration.motivation': motivation },
  });
}

/**
 * A request awaits its HR validation: the HR validators of the beneficiary's structure are told,
 * with the link to their structure's page where they validate. A structure with none (decision
 * 059): the action's managers are told instead, with the link to the structure's requests in the
 * registrations list, where they force the step.
 */
export async function mailHrToValidate(
  tx: Executor,
  subject: MailSubject,
  input: { motivation: string; structureId: number },
): Promise<void> {
  const validators = await structureRecipients(tx, 'profile_hr', [input.structureId]);
  const values = { ...registrationValues(subject), 'registration.motivation': input.motivation };
  if (validators.length > 0) {
    const url = link(subject, `/back/structures/${input.structureId}`);
    await mailEachWithLinks(tx, 'REGISTRATION_TO_VALIDATE_HR', subject, validators, {
      ...values,
      url,
    });
    return;
  }
  // The managers force the step in the portal: their links lead to the requests to decide on.
  const managers = await actionManagerRecipients(tx, subject.context.action.referentId);
  const list = link(
    subject,
    `/back/registrations?sessionId=${subject.context.session.id}&status=REQUESTED&structureId=${input.structureId}`,
  );
  await enqueueMail(tx, {
    template: 'REGISTRATION_TO_VALIDATE_HR',
    to: managers,
    values: { ...values, url: list, 'decision.validateUrl': list, 'decision.refuseUrl': list },
  });
}

/**
 * A registration awaits the provider's validation (PRE_REGISTERED off the waiting list), whether
 * it got there directly or after the HR approval: each of the provider's users is told, with the
 * link to the session's registrations to validate and their own decision links.
 */
export async function mailProviderToValidate(tx: Executor, subject: MailSubject): Promise<void> {
  const { action, session } = subject.context;
  if (action.providerId === null) return;
  const users = await structureRecipients(tx, 'profile_provider', [action.providerId]);
  if (users.length === 0) return;
  const values = {
    ...registrationValues(subject),
    'registration.motivation': subject.motivation ?? '',
    url: link(subject, `/back/registrations?sessionId=${session.id}&status=PRE_REGISTERED`),
  };
  await mailEachWithLinks(tx, 'REGISTRATION_TO_VALIDATE_PROVIDER', subject, users, values);
}

type ToValidateMail = 'REGISTRATION_TO_VALIDATE_HR' | 'REGISTRATION_TO_VALIDATE_PROVIDER';
const STEP_OF: Record<ToValidateMail, DecisionLinkStep> = {
  REGISTRATION_TO_VALIDATE_HR: 'hr',
  REGISTRATION_TO_VALIDATE_PROVIDER: 'provider',
};

/**
 * The "à valider" mail `template`, one to each recipient: each carries its own "Valider" and
 * "Refuser" addresses for the registration's step (decision 077).
 */
async function mailEachWithLinks<E extends ToValidateMail>(
  tx: Executor,
  template: E,
  subject: MailSubject,
  recipients: readonly { id: number; email: string }[],
  values: Omit<MailValues<E>, 'decision.validateUrl' | 'decision.refuseUrl'>,
): Promise<void> {
  const tokens = await createDecisionLinks(tx, {
    registrationId: subject.registrationId,
    step: STEP_OF[template],
    session: subject.context.session,
    userIds: recipients.map((recipient) => recipient.id),
  });
  for (const recipient of recipients) {
    const page = `/registration-decision/${tokens.get(recipient.id)!}`;
    await enqueueMail(tx, {
      template,
      to: recipient.email,
      values: {
        ...values,
        'decision.validateUrl': link(subject, `${page}?decision=validate`),
        'decision.refuseUrl': link(subject, `${page}?decision=refuse`),
      } as MailValues<E>,
    });
  }
}

function link(subject: MailSubject, path: string): string {
  return new URL(path, subject.publicUrl).toString();
}

/**
 * The overbooking alert (a request joined the waiting list) to the action's managers: its
 * referent, or every enabled manager when it has none (decision 059).
 */
export async function mailOverbooked(
  tx: Executor,
  subject: MailSubject,
  counts: SeatCounts,
): Promise<void> {
  const to = await actionManagerRecipients(tx, subject.context.action.referentId);
  if (to.length === 0) return;
  await enqueueMail(tx, {
    template: 'SESSION_OVERBOOKED',
    to,
    values: {
      ...registrationValues(subject),
      'session.seatAmount': counts.seats,
      'session.waitingCount': counts.waiting,
      url: link(
        subject,
        `/back/registrations?sessionId=${subject.context.session.id}&waitingList=true`,
      ),
    },
  });
}

/**
 * The mails of promotions off the waiting list: PROMOTED to each beneficiary, and REGISTERED too
 * when the promotion completed the registration (a type without validation left to do), or the
 * provider's TO_VALIDATE when it now waits for them.
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
      registrationId: promotion.registrationId,
      context,
      beneficiary,
      structureName:
        promotion.structureId === null
          ? null
          : ((await findStructure(tx, promotion.structureId))?.name ?? null),
      publicUrl,
      motivation: await findMotivation(tx, promotion.registrationId),
    };
    await mailBeneficiary(tx, 'REGISTRATION_PROMOTED', subject);
    if (promotion.to === 'REGISTERED')
      await mailBeneficiary(tx, 'REGISTRATION_REGISTERED', subject);
    if (promotion.to === 'PRE_REGISTERED') await mailProviderToValidate(tx, subject);
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
      // Off the waiting list, it now waits for the provider: they are told too.
      await mailBeneficiary(tx, 'REGISTRATION_PRE_REGISTERED', subject);
      return mailProviderToValidate(tx, subject);
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
