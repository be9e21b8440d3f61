import { z } from 'zod';
import {
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '../enums';
import { formatDateTime } from '../format/date-times';
import { t } from '../i18n';
import { linkTokenParams, sessionHeadShape } from './fields';
import './messages';
import { registrationReasonBodySchema } from './registrations';
import { defineRoute } from './route';

/*
 * One-click decisions from a mail (decision 077): the HR validator's and the provider's "à
 * valider" mails carry "Valider" and "Refuser" links, one secret per person and registration,
 * single-use, bound to the registration's state when the mail left and expiring with its
 * registration deadline. The link's page acts without signing in, after one confirmation
 * ("Refuser" asks for the reason there).
 */

/** Whose step a link decides. */
export const DECISION_LINK_STEPS = ['hr', 'provider'] as const;
export type DecisionLinkStep = (typeof DECISION_LINK_STEPS)[number];

/** What a link's person may decide. */
export const LINK_DECISIONS = ['validate', 'refuse'] as const;
export type LinkDecision = (typeof LINK_DECISIONS)[number];

/** The workflow event of a decision at a step (shared REGISTRATION_TRANSITIONS). */
export const LINK_DECISION_EVENTS = {
  hr: { validate: 'validate', refuse: 'refuseRequest' },
  provider: { validate: 'validate', refuse: 'refuseRegistration' },
} as const satisfies Record<DecisionLinkStep, Record<LinkDecision, string>>;

/** The status a registration awaits each step in. */
export const LINK_STEP_STATUS = {
  hr: 'REQUESTED',
  provider: 'PRE_REGISTERED',
} as const satisfies Record<DecisionLinkStep, (typeof REGISTRATION_STATUSES)[number]>;

/** Until when a link acts: the registration deadline, else the session's start. */
export function decisionLinkExpiry(session: {
  startDate: Date;
  registrationDeadline: Date | null;
}): Date {
  const deadline = session.registrationDeadline;
  return deadline !== null && deadline < session.startDate ? deadline : session.startDate;
}

/** Why a link no longer acts, or `open`. */
export const DECISION_LINK_STATES = ['open', 'used', 'expired', 'moved', 'revoked'] as const;
export type DecisionLinkState = (typeof DECISION_LINK_STATES)[number];

/**
 * Why a link no longer acts, in French, as the page shows it and the API refuses the decision
 * (`registrationLinks.*`); null for a link that still acts.
 */
export function closedLinkMessage(link: {
  state: DecisionLinkState;
  usedAt: Date | string | null;
  expiresAt: Date | string;
  status: RegistrationStatus;
}): string | null {
  switch (link.state) {
    case 'open':
      return null;
    case 'used':
      return t('registrationLinks.used', { date: formatDateTime(link.usedAt ?? '') });
    case 'expired':
      return t('registrationLinks.expired', { date: formatDateTime(link.expiresAt) });
    case 'moved':
      return t('registrationLinks.moved', { status: REGISTRATION_STATUS_LABELS[link.status] });
    case 'revoked':
      return t('registrationLinks.revoked');
  }
}

/** A link's secret as it travels in the address: 43 base64url signs (32 random bytes). */
export const decisionTokenParams = linkTokenParams(() => t('registrationLinks.unknown'));

/** `GET /api/public/registration_links/{token}`: what the page shows before acting. */
export const decisionLinkViewSchema = z.object({
  state: z.enum(DECISION_LINK_STATES),
  step: z.enum(DECISION_LINK_STEPS),
  /** The person the link was sent to, as the page greets them. */
  recipient: z.object({ givenName: z.string(), familyName: z.string() }),
  expiresAt: z.string(),
  /** When it was used, by this link (state `used`). */
  usedAt: z.string().nullable(),
  registration: z.object({
    id: z.number().int(),
    status: z.enum(REGISTRATION_STATUSES),
    motivation: z.string(),
    beneficiary: z.object({ givenName: z.string(), familyName: z.string() }),
    structure: z.string().nullable(),
  }),
  session: z.object(sessionHeadShape),
  action: z.object({ id: z.number().int(), name: z.string() }),
});
export type DecisionLinkView = z.infer<typeof decisionLinkViewSchema>;

/** `POST /api/public/registration_links/{token}`: the decision, with the reason of a refusal. */
export const linkDecisionBodySchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('validate') }),
    z.object({ decision: z.literal('refuse'), reason: registrationReasonBodySchema.shape.reason }),
  ],
  { error: () => t('validation.choice') },
);
export type LinkDecisionBody = z.infer<typeof linkDecisionBodySchema>;

/** What the decision did. */
export const linkDecisionResultSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  waitingList: z.boolean(),
});

/** The routes of the decision links: public, the secret in the address is the access. */
export const REGISTRATION_LINKS_API = {
  view: defineRoute({
    method: 'GET',
    path: '/public/registration_links/:token',
    access: { public: true },
    params: decisionTokenParams,
    response: decisionLinkViewSchema,
    errors: [400, 404, 429],
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/public/registration_links/:token',
    access: { public: true },
    params: decisionTokenParams,
    body: linkDecisionBodySchema,
    response: linkDecisionResultSchema,
    errors: [400, 403, 404, 409, 429],
  }),
};
