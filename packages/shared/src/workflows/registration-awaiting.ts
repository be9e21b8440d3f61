import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '../enums';
import { t } from '../i18n';
import type { Locale } from '../constants';

/**
 * What a registration waits for, as its beneficiary (and the back office) reads it: the HR
 * validator of their structure, the provider, a seat on the waiting list, the portal finishing an
 * automatic step, or nothing (the status says it all: 'Inscrit', 'Présent', 'Annulé'…).
 */
export const REGISTRATION_AWAITINGS = [
  'HR_VALIDATION',
  'PROVIDER_VALIDATION',
  'WAITING_LIST',
  'PROCESSING',
  'NOTHING',
] as const;
export type RegistrationAwaiting = (typeof REGISTRATION_AWAITINGS)[number];

export interface RegistrationAwaitingInput {
  status: RegistrationStatus;
  waitingList: boolean;
  /** 1 for the oldest request on the session's waiting list; null when unknown. */
  waitingPosition?: number | null;
  /** The action type's validation steps (decisions.md "Registration workflow", steps 2 and 3). */
  hrValidation: boolean;
  providerValidation: boolean;
}

/**
 * A request on the waiting list waits for a seat first, whatever validation comes after it;
 * REQUESTED waits for the HR validator when the type asks for one, then the provider;
 * PRE_REGISTERED (HR step done) waits for the provider.
 */
export function registrationAwaiting(input: RegistrationAwaitingInput): RegistrationAwaiting {
  const open = input.status === 'REQUESTED' || input.status === 'PRE_REGISTERED';
  if (!open) return 'NOTHING';
  if (input.waitingList) return 'WAITING_LIST';
  if (input.status === 'REQUESTED' && input.hrValidation) return 'HR_VALIDATION';
  if (input.providerValidation) return 'PROVIDER_VALIDATION';
  // The type needs neither step: the portal passes them itself.
  return 'PROCESSING';
}

/** The French sentence of `registrationAwaiting` ('Sur liste d'attente (position 2)', 'Inscrit'…). */
export function registrationAwaitingLabel(
  input: RegistrationAwaitingInput,
  locale?: Locale,
): string {
  switch (registrationAwaiting(input)) {
    case 'HR_VALIDATION':
      return t('registrationAwaiting.hrValidation', undefined, locale);
    case 'PROVIDER_VALIDATION':
      return t('registrationAwaiting.providerValidation', undefined, locale);
    case 'WAITING_LIST':
      return input.waitingPosition
        ? t('registrationAwaiting.waitingList', { position: input.waitingPosition }, locale)
        : t('registrationAwaiting.waitingListUnranked', undefined, locale);
    case 'PROCESSING':
      return t('registrationAwaiting.processing', undefined, locale);
    case 'NOTHING':
      return REGISTRATION_STATUS_LABELS[input.status];
  }
}
