import { decisionLinkExpiry, LINK_STEP_STATUS, type DecisionLinkStep } from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { insertDecisionLinks } from './registration-links.repository.js';

/**
 * New decision links (decision 077) for the "à valider" mail of a registration's `step`: a
 * secret per person, its hash stored with the status the registration awaits the step in, valid
 * until the registration deadline (else the session's start). The secrets go into the mails only.
 */
export async function createDecisionLinks(
  tx: Executor,
  input: {
    registrationId: number;
    step: DecisionLinkStep;
    session: { startDate: Date; registrationDeadline: Date | null };
    userIds: readonly number[];
  },
): Promise<Map<number, string>> {
  const expiresAt = decisionLinkExpiry(input.session);
  const tokens = new Map(input.userIds.map((userId) => [userId, newToken()]));
  await insertDecisionLinks(
    tx,
    [...tokens].map(([userId, token]) => ({
      tokenHash: hashToken(token),
      registrationId: input.registrationId,
      userId,
      step: input.step,
      expectedStatus: LINK_STEP_STATUS[input.step],
      expiresAt,
    })),
  );
  return tokens;
}
