import { describe, expect, it } from 'vitest';
import { PROFILES, SESSION_STATUSES, type Profile, type SessionStatus } from '../enums';
import { errorMessage, errorStatus } from '../errors';
import { PERMISSIONS } from '../permissions/matrix';
import {
  SESSION_EVENTS,
  SESSION_STATUS_OPTIONS,
  SESSION_WORKFLOW,
  allowedFromStatuses,
  checkSessionTransition,
  isSessionReadOnly,
  reprogramSessionBodySchema,
  returnToProgrammedBodySchema,
  sessionEventBodySchema,
  sessionEventBodySchemaOf,
  sessionEventLabel,
  sessionEventOfPath,
  sessionToggleBodySchema,
  sessionTransitions,
  sessionEventWarning,
  sessionEventWayBack,
  type SessionEvent,
} from './session';

/**
 * decisions.md "Session workflow", copied by hand: event → profile → statuses it may start from.
 * A profile or status not listed is refused.
 */
const ALLOWED: Record<SessionEvent, Partial<Record<Profile, SessionStatus[]>>> = {
  postpone: { admin: ['PROGRAMMED'], manager: ['PROGRAMMED'] },
  reprogram: { admin: ['REPORTED'], manager: ['REPORTED'] },
  cancel: { admin: ['PROGRAMMED', 'REPORTED'], manager: ['PROGRAMMED', 'REPORTED'] },
  realize: { admin: ['PROGRAMMED'], manager: ['PROGRAMMED'], provider: ['PROGRAMMED'] },
  validateManager: { admin: ['REALIZED'], manager: ['REALIZED'] },
  close: { admin: ['VALIDATED_MANAGER'] },
  returnToProgrammed: {
    admin: ['REALIZED', 'REPORTED', 'CANCELED', 'VALIDATED_MANAGER', 'CLOSED'],
    manager: ['REPORTED', 'CANCELED'],
  },
};

const TO: Record<SessionEvent, SessionStatus> = {
  postpone: 'REPORTED',
  reprogram: 'PROGRAMMED',
  cancel: 'CANCELED',
  realize: 'REALIZED',
  validateManager: 'VALIDATED_MANAGER',
  close: 'CLOSED',
  returnToProgrammed: 'PROGRAMMED',
};

/** Statuses some profile may start the event from (the rest is refused for everyone: 409). */
function anyProfileFrom(event: SessionEvent): SessionStatus[] {
  return [...new Set(Object.values(ALLOWED[event]).flat())];
}

const combinations = SESSION_EVENTS.flatMap((event) =>
  SESSION_STATUSES.flatMap((status) => PROFILES.map((profile) => ({ event, status, profile }))),
);

describe('session workflow table', () => {
  it('lists the seven events of decisions.md', () => {
    expect(SESSION_EVENTS).toEqual([
      'postpone',
      'reprogram',
      'cancel',
      'realize',
      'validateManager',
      'close',
      'returnToProgrammed',
    ]);
  });

  it.each(combinations)(
    '$event from $status by $profile follows decisions.md',
    ({ event, status, profile }) => {
      const allowed = ALLOWED[event][profile]?.includes(status) ?? false;
      const check = checkSessionTransition(event, status, profile);
      expect(check.ok).toBe(allowed);
      expect(sessionTransitions(status, profile).includes(event)).toBe(allowed);
      if (check.ok) {
        expect(check.to).toBe(TO[event]);
      } else if (anyProfileFrom(event).includes(status)) {
        // Another profile could: this one is forbidden (403).
        expect(check.code).toBe('SESSION_TRANSITION_FORBIDDEN');
        expect(errorStatus(check.code)).toBe(403);
      } else {
        // Nobody can from this status (409).
        expect(check.code).toBe('SESSION_TRANSITION_NOT_ALLOWED');
        expect(errorStatus(check.code)).toBe(409);
      }
    },
  );

  it('grants each event exactly to the holders of its permission', () => {
    for (const event of SESSION_EVENTS) {
      const holders = PROFILES.filter((profile) => allowedFromStatuses(event, profile).length > 0);
      expect(holders, event).toEqual([...PERMISSIONS[SESSION_WORKFLOW[event].permission]]);
      expect(holders.sort(), event).toEqual(Object.keys(ALLOWED[event]).sort());
    }
  });

  it('draws the buttons of a status in table order', () => {
    expect(sessionTransitions('PROGRAMMED', 'admin')).toEqual(['postpone', 'cancel', 'realize']);
    expect(sessionTransitions('REPORTED', 'manager')).toEqual([
      'reprogram',
      'cancel',
      'returnToProgrammed',
    ]);
    expect(sessionTransitions('CLOSED', 'admin')).toEqual(['returnToProgrammed']);
    expect(sessionTransitions('CLOSED', 'manager')).toEqual([]);
    expect(sessionTransitions('PROGRAMMED', 'provider')).toEqual(['realize']);
    for (const status of SESSION_STATUSES) {
      expect(sessionTransitions(status, 'beneficiary')).toEqual([]);
      expect(sessionTransitions(status, 'hr')).toEqual([]);
    }
  });

  it('flags confirmation, irreversibility, dates and mails', () => {
    const flags = Object.fromEntries(
      SESSION_EVENTS.map((event) => {
        const rule = SESSION_WORKFLOW[event];
        return [event, [rule.needsConfirmation, rule.irreversible, rule.needsNewDates, rule.mail]];
      }),
    );
    expect(flags).toEqual({
      postpone: [true, false, false, 'SESSION_POSTPONED'],
      reprogram: [true, false, true, 'SESSION_REPROGRAMMED'],
      cancel: [true, true, false, 'SESSION_CANCELED'],
      realize: [false, false, false, null],
      validateManager: [false, false, false, null],
      close: [true, true, false, null],
      returnToProgrammed: [true, false, true, 'SESSION_REPROGRAMMED'],
    });
  });

  it('maps API paths to events and back', () => {
    for (const event of SESSION_EVENTS) {
      expect(sessionEventOfPath(SESSION_WORKFLOW[event].path)).toBe(event);
    }
    expect(SESSION_WORKFLOW.cancel.path).toBe('cancel');
    expect(sessionEventOfPath('validate_manager')).toBe('validateManager');
    expect(sessionEventOfPath('toggle_report')).toBeUndefined();
  });
});

describe('French texts', () => {
  it('labels every event', () => {
    expect(SESSION_EVENTS.map(sessionEventLabel)).toEqual([
      'Reporter la session',
      'Reprogrammer la session',
      'Annuler la session',
      'Marquer comme réalisée',
      'Valider la session',
      'Clôturer la session',
      'Remettre en programmation',
    ]);
  });

  it('explains a refusal by status and by profile', () => {
    const byStatus = checkSessionTransition('cancel', 'CLOSED', 'admin');
    expect(byStatus).toMatchObject({
      ok: false,
      message: 'Action « Annuler la session » impossible : la session est au statut « Clôturée ».',
    });
    const byProfile = checkSessionTransition('returnToProgrammed', 'REALIZED', 'manager');
    expect(byProfile).toMatchObject({
      ok: false,
      message:
        "Votre profil (Gestionnaire) ne permet pas l'action « Remettre en programmation » sur une session au statut « Réalisée ».",
    });
    // The API answers the same text for the same code and parameters.
    if (!byProfile.ok) {
      expect(errorMessage(byProfile.code, byProfile.params)).toBe(byProfile.message);
    }
  });

  it('gives every status its label and what it means', () => {
    expect(SESSION_STATUS_OPTIONS.every((option) => option.description.length > 20)).toBe(true);
    expect(SESSION_STATUS_OPTIONS.map(({ code, label }) => ({ code, label }))).toEqual([
      { code: 'PROGRAMMED', label: 'Programmée' },
      { code: 'REALIZED', label: 'Réalisée' },
      { code: 'REPORTED', label: 'Reportée' },
      { code: 'CANCELED', label: 'Annulée' },
      { code: 'VALIDATED_MANAGER', label: 'Validée par le gestionnaire' },
      { code: 'CLOSED', label: 'Clôturée' },
    ]);
  });
});

describe('the way back (decision 065)', () => {
  it('says in the dialog who may still bring a cancelled or closed session back', () => {
    expect(sessionEventWayBack('close')).toEqual(['admin']);
    expect(sessionEventWarning('close')).toBe(
      'Seul un administrateur pourra revenir en arrière, avec « Remettre en programmation ».',
    );
    expect(sessionEventWayBack('cancel')).toEqual(['admin', 'manager']);
    expect(sessionEventWarning('cancel')).toBe(
      'Un administrateur ou un gestionnaire pourra revenir en arrière, avec « Remettre en programmation ».',
    );
    expect(sessionEventWarning('postpone')).toBeNull();
    expect(sessionEventWarning('realize')).toBeNull();
  });
});

describe('event bodies', () => {
  it('takes an optional, trimmed comment', () => {
    expect(sessionEventBodySchema.parse({})).toEqual({});
    expect(sessionEventBodySchema.parse({ comment: '  Salle indisponible ' })).toEqual({
      comment: 'Salle indisponible',
    });
    const long = sessionEventBodySchema.safeParse({ comment: 'x'.repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe('Maximum 2000 caractères');
  });

  it('takes an optional expected status, a known one, for every event', () => {
    expect(sessionEventBodySchema.parse({ expectedStatus: 'REALIZED' })).toEqual({
      expectedStatus: 'REALIZED',
    });
    expect(sessionEventBodySchema.safeParse({ expectedStatus: 'DONE' }).success).toBe(false);
    expect(
      reprogramSessionBodySchema.parse({
        startDate: '2026-03-02T08:00:00.000Z',
        endDate: '2026-03-03T16:00:00.000Z',
        expectedStatus: 'REPORTED',
      }).expectedStatus,
    ).toBe('REPORTED');
  });

  it('requires new dates, start before end, to reprogram', () => {
    const ok = {
      startDate: '2026-03-02T08:00:00.000Z',
      endDate: '2026-03-03T16:00:00.000Z',
    };
    expect(reprogramSessionBodySchema.parse(ok)).toEqual(ok);
    expect(sessionEventBodySchemaOf('reprogram')).toBe(reprogramSessionBodySchema);
    expect(sessionEventBodySchemaOf('cancel')).toBe(sessionEventBodySchema);

    const missing = reprogramSessionBodySchema.safeParse({});
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['startDate', 'Champ obligatoire'],
      ['endDate', 'Champ obligatoire'],
    ]);

    const reversed = reprogramSessionBodySchema.safeParse({
      startDate: ok.endDate,
      endDate: ok.startDate,
    });
    expect(reversed.error?.issues).toMatchObject([
      { path: ['endDate'], message: 'La date de début doit précéder la date de fin' },
    ]);
    const same = reprogramSessionBodySchema.safeParse({
      startDate: ok.startDate,
      endDate: ok.startDate,
    });
    expect(same.success).toBe(false);

    const garbled = reprogramSessionBodySchema.safeParse({ ...ok, startDate: 'demain' });
    expect(garbled.error?.issues[0]?.message).toBe('Date invalide');
  });

  it('takes an optional boolean to set a toggle', () => {
    expect(sessionToggleBodySchema.parse({})).toEqual({});
    expect(sessionToggleBodySchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(sessionToggleBodySchema.safeParse({ enabled: 'oui' }).success).toBe(false);
  });
});

describe('read-only', () => {
  it('makes only a closed session read-only', () => {
    expect(SESSION_STATUSES.filter(isSessionReadOnly)).toEqual(['CLOSED']);
  });
});

describe('return to programmed body', () => {
  const dates = { startDate: '2031-02-03T08:00:00.000Z', endDate: '2031-02-04T16:00:00.000Z' };

  it('requires the dates, in order, and each registration once', () => {
    expect(
      returnToProgrammedBodySchema.safeParse({ ...dates, restoreRegistrationIds: [3, 4] }).success,
    ).toBe(true);
    expect(sessionEventBodySchemaOf('returnToProgrammed')).toBe(returnToProgrammedBodySchema);
    const missing = returnToProgrammedBodySchema.safeParse({});
    expect(missing.success).toBe(false);
    const reversed = returnToProgrammedBodySchema.safeParse({
      startDate: dates.endDate,
      endDate: dates.startDate,
    });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'La date de début doit précéder la date de fin'],
    ]);
    const twice = returnToProgrammedBodySchema.safeParse({
      ...dates,
      restoreRegistrationIds: [3, 3],
    });
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual([
      'Une même inscription ne peut être rétablie qu’une fois.',
    ]);
  });
});
