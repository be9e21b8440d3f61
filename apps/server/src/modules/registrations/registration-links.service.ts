import {
  closedLinkMessage,
  LINK_DECISION_EVENTS,
  reachesRegistration,
  t,
  type DecisionLinkState,
  type DecisionLinkStep,
  type DecisionLinkView,
  type LinkDecisionBody,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { sessionHeadOf } from '../../lib/session-columns.js';
import { toSessionUser } from '../../lib/session-user.js';
import { hashToken } from '../../lib/tokens.js';
import {
  findRegistrationContext,
  type RegistrationContext,
} from './registration-context.repository.js';
import { findDecisionLink } from './registration-links.repository.js';
import { fireRegistrationEvent, subjectOf, type WorkflowOptions } from './registrations.service.js';

/*
 * The page of a decision link (decision 077): what it is about, and the decision itself, taken
 * as the link's person without a session — after the same checks as in the portal (their
 * profile, their reach, the registration's status and dates), the link used in the decision's
 * transaction.
 */

const STEP_PROFILE = {
  hr: 'profile_hr',
  provider: 'profile_provider',
} as const satisfies Record<DecisionLinkStep, SessionUser['userProfileCode']>;

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

async function load(db: Database, token: string) {
  const found = await findDecisionLink(db, hashToken(token));
  if (!found) return undefined;
  const context = await findRegistrationContext(db, found.link.registrationId);
  if (!context) return undefined;
  return { ...found, context, step: found.link.step as DecisionLinkStep };
}

/**
 * The link's person acting at its step, as the portal would see them with that profile active;
 * null when they may no longer decide (disabled, the profile or the structure gone).
 */
function actingUser(loaded: Loaded): SessionUser | null {
  if (loaded.user.disabled) return null;
  const user = toSessionUser({ ...loaded.user, currentProfileCode: STEP_PROFILE[loaded.step] });
  if (user?.userProfileCode !== STEP_PROFILE[loaded.step]) return null;
  return reachesRegistration(user, subjectOf(loaded.context)) ? user : null;
}

function stateOf(loaded: Loaded, now: Date): DecisionLinkState {
  if (loaded.link.usedAt !== null) return 'used';
  if (loaded.link.expiresAt <= now) return 'expired';
  if (loaded.context.registration.status !== loaded.link.expectedStatus) return 'moved';
  return actingUser(loaded) === null ? 'revoked' : 'open';
}

/** The French reason a link does not act, as an error of the decision. */
function refusalOf(state: Exclude<DecisionLinkState, 'open'>, loaded: Loaded): AppError {
  const detail = closedLinkMessage({
    state,
    usedAt: loaded.link.usedAt,
    expiresAt: loaded.link.expiresAt,
    status: loaded.context.registration.status,
  })!;
  return new AppError(state === 'revoked' ? 'FORBIDDEN' : 'CONFLICT', { detail });
}

function unknownLink(): AppError {
  return new AppError('NOT_FOUND', { detail: t('registrationLinks.unknown') });
}

function viewOf(loaded: Loaded, state: DecisionLinkState): DecisionLinkView {
  const { context, link, user } = loaded;
  return {
    state,
    step: loaded.step,
    recipient: { givenName: user.givenName, familyName: user.familyName },
    expiresAt: link.expiresAt.toISOString(),
    usedAt: link.usedAt?.toISOString() ?? null,
    registration: registrationOf(context),
    session: sessionHeadOf(context.session),
    action: { id: context.action.id, name: context.action.name },
  };
}

function registrationOf(context: RegistrationContext): DecisionLinkView['registration'] {
  return {
    id: context.registration.id,
    status: context.registration.status,
    motivation: context.registration.motivation,
    beneficiary: {
      givenName: context.beneficiary.givenName,
      familyName: context.beneficiary.familyName,
    },
    structure: context.structure?.name ?? null,
  };
}

/** What the link's page shows: the registration, the session, and whether the link still acts. */
export async function viewDecisionLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<DecisionLinkView> {
  const loaded = await load(db, token);
  if (!loaded) throw unknownLink();
  return viewOf(loaded, stateOf(loaded, now));
}

/** Takes the link's decision as its person, once; a link that no longer acts changes nothing. */
export async function decideByLink(
  db: Database,
  token: string,
  body: LinkDecisionBody,
  options: WorkflowOptions,
): Promise<{ status: DecisionLinkView['registration']['status']; waitingList: boolean }> {
  const loaded = await load(db, token);
  if (!loaded) throw unknownLink();
  const state = stateOf(loaded, options.now ?? new Date());
  if (state !== 'open') throw refusalOf(state, loaded);
  const updated = await fireRegistrationEvent(
    db,
    {
      registrationId: loaded.context.registration.id,
      event: LINK_DECISION_EVENTS[loaded.step][body.decision],
      user: actingUser(loaded)!,
      reason: body.decision === 'refuse' ? body.reason : undefined,
      viaMailLink: { linkId: loaded.link.id },
    },
    options,
  );
  return { status: updated.status, waitingList: updated.waitingList };
}
