import { describe, expect, it } from 'vitest';
import {
  registrationAwaiting,
  registrationAwaitingLabel,
  type RegistrationAwaitingInput,
} from './registration-awaiting';

const both = { hrValidation: true, providerValidation: true };
const none = { hrValidation: false, providerValidation: false };
const of = (input: Partial<RegistrationAwaitingInput>): RegistrationAwaitingInput => ({
  status: 'REQUESTED',
  waitingList: false,
  ...both,
  ...input,
});

describe('registrationAwaiting', () => {
  it('waits for the HR validator of the structure, then the provider', () => {
    expect(registrationAwaitingLabel(of({}))).toBe('En attente de validation par votre structure');
    expect(registrationAwaitingLabel(of({ status: 'PRE_REGISTERED' }))).toBe(
      'En attente de validation par le prestataire',
    );
  });

  it('skips the steps the action type does not ask for', () => {
    expect(registrationAwaiting(of({ hrValidation: false }))).toBe('PROVIDER_VALIDATION');
    expect(registrationAwaiting(of({ ...none }))).toBe('PROCESSING');
    expect(registrationAwaiting(of({ status: 'PRE_REGISTERED', ...none }))).toBe('PROCESSING');
    expect(registrationAwaitingLabel(of({ ...none }))).toBe('Demande en cours de traitement');
  });

  it('puts the waiting list first, with the position when known', () => {
    expect(registrationAwaitingLabel(of({ waitingList: true, waitingPosition: 2 }))).toBe(
      "Sur liste d'attente (position 2)",
    );
    expect(registrationAwaitingLabel(of({ status: 'PRE_REGISTERED', waitingList: true }))).toBe(
      "Sur liste d'attente",
    );
  });

  it('awaits nothing once decided: the status label says it', () => {
    expect(registrationAwaiting(of({ status: 'REGISTERED' }))).toBe('NOTHING');
    expect(registrationAwaitingLabel(of({ status: 'REGISTERED' }))).toBe('Inscrit');
    expect(registrationAwaitingLabel(of({ status: 'CANCELED', waitingList: true }))).toBe('Annulé');
    expect(registrationAwaitingLabel(of({ status: 'PARTIAL_ABSENCE' }))).toBe('Absence partielle');
  });
});
