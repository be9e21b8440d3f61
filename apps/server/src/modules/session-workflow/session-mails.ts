import { t, type SessionWorkflowMail, type SessionWorkflowState } from '@passerelle/shared';
import { enqueueMail } from '../mail/outbox.service.js';
import { structureRecipients } from '../users/users.service.js';
import type { SessionInContext } from '../access/access.service.js';
import type { Executor } from '../../db/executor.js';
import { sessionMailValues } from '../../lib/registration-mail-values.js';
import {
  selectMailAddresses,
  selectOpenRegistrants,
  selectRegisteredTrainees,
} from './session-mails.repository.js';

/**
 * Writes the event's mail to the outbox, in the workflow's transaction, for `recipients` (read
 * with sessionMailRecipients before the change). Dates are the session's after the change.
 */
export async function enqueueSessionMail(
  tx: Executor,
  input: {
    template: SessionWorkflowMail;
    session: SessionInContext;
    state: SessionWorkflowState;
    recipients: readonly string[];
    comment: string;
    publicUrl: string;
  },
): Promise<void> {
  const { session, state } = input;
  const values = {
    ...sessionMailValues(
      session.actionName,
      { ...session, startDate: new Date(state.startDate), endDate: new Date(state.endDate) },
      { publicUrl: input.publicUrl },
    ),
    reason: input.comment || t('sessionWorkflow.mail.noReason'),
  };
  await enqueueMail(tx, { template: input.template, to: input.recipients, values });
}

/**
 * Who hears of a session's cancellation, postponement or reprogramming (decisions.md): the trainees
 * of its open registrations, the HR validators of those registrations' structures and the users of
 * its provider. One address each (a person holding two of these roles gets one mail); disabled
 * accounts and accounts without an address get none. Read before the registrations change.
 */
export async function sessionMailRecipients(
  tx: Executor,
  session: Pick<SessionInContext, 'id' | 'providerId'>,
): Promise<string[]> {
  const open = await selectOpenRegistrants(tx, session.id);
  const userIds = new Set(open.map((registration) => registration.beneficiaryId));
  const structureIds = [...new Set(open.flatMap((registration) => registration.structureId ?? []))];
  for (const { id } of await structureRecipients(tx, 'profile_hr', structureIds)) userIds.add(id);
  if (session.providerId !== null) {
    const providers = await structureRecipients(tx, 'profile_provider', [session.providerId]);
    for (const { id } of providers) userIds.add(id);
  }
  if (userIds.size === 0) return [];

  const seen = new Set<string>();
  return (await selectMailAddresses(tx, [...userIds])).flatMap((email) => {
    const key = email.trim().toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [email.trim()];
  });
}

/**
 * The registered trainees' addresses (convened or not): who hears that a programmed session's
 * dates, times or place changed (decision 060).
 */
export async function registeredTraineeAddresses(tx: Executor, sessionId: number) {
  const ids = await selectRegisteredTrainees(tx, sessionId);
  return ids.length === 0 ? [] : selectMailAddresses(tx, ids);
}
