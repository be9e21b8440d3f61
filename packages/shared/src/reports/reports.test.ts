import { describe, expect, it } from 'vitest';
import { PROFILES, REPORT_STATUSES, type Profile } from '../enums';
import { zodFieldErrors } from '../schemas/field-errors';
import {
  REPORT_SECTIONS,
  REQUIRED_REPORT_SECTIONS,
  REPORT_SECTION_MAX_LENGTH,
  REPORT_STATUS_OPTIONS,
  attendanceKeyOf,
  checkReportTransition,
  completeReportBodySchema,
  hasReportText,
  missingReportSections,
  reportAttendanceOf,
  reportAvailability,
  reportDisplayLabel,
  reportDisplayState,
  reportEventSuccess,
  reportSectionHint,
  reportSectionLabel,
  reportSectionsOf,
  reportTransitions,
  saveReportBodySchema,
  sendBackReportBodySchema,
} from '../index';

const FULL = {
  delivered: 'Apports théoriques le matin, études de cas l’après-midi.',
  goalsReached: 'Objectifs atteints, évalués par un quiz final.',
  traineesFeedback: 'Groupe satisfait, demande plus de cas pratiques.',
  improvements: 'Ajouter une demi-journée de mise en situation.',
};

describe('report sections', () => {
  it('names and describes every section in French', () => {
    expect(REPORT_SECTIONS).toEqual([
      'delivered',
      'goalsReached',
      'traineesFeedback',
      'difficulties',
      'improvements',
    ]);
    expect(reportSectionLabel('goalsReached')).toBe('Atteinte des objectifs');
    expect(reportSectionLabel('improvements')).toBe('Pistes d’amélioration');
    for (const section of REPORT_SECTIONS) {
      expect(reportSectionLabel(section).length).toBeGreaterThan(5);
      expect(reportSectionHint(section).length).toBeGreaterThan(30);
    }
    expect(REQUIRED_REPORT_SECTIONS).not.toContain('difficulties');
  });

  it('reads stored sections: every section, unknown keys and non-text values dropped', () => {
    expect(reportSectionsOf({ delivered: 'Fait', other: 'x', goalsReached: 3 })).toEqual({
      delivered: 'Fait',
      goalsReached: '',
      traineesFeedback: '',
      difficulties: '',
      improvements: '',
    });
    expect(reportSectionsOf(null).improvements).toBe('');
  });

  it('lists the required sections left blank, in reading order', () => {
    expect(missingReportSections({})).toEqual(REQUIRED_REPORT_SECTIONS);
    expect(missingReportSections({ ...FULL, goalsReached: '   ' })).toEqual(['goalsReached']);
    expect(missingReportSections(FULL)).toEqual([]);
    expect(hasReportText({ difficulties: ' ' })).toBe(false);
    expect(hasReportText({ difficulties: 'Salle trop petite' })).toBe(true);
  });

  it('saves a draft with empty sections, trimmed, every section present', () => {
    const parsed = saveReportBodySchema.parse({ sections: { delivered: '  Début  ' } });
    expect(parsed.sections).toEqual({
      delivered: 'Début',
      goalsReached: '',
      traineesFeedback: '',
      difficulties: '',
      improvements: '',
    });
    expect(saveReportBodySchema.safeParse({ sections: {} }).success).toBe(true);
  });

  it('refuses an unknown section and an over-long text, in French', () => {
    const unknown = saveReportBodySchema.safeParse({ sections: { notes: 'x' } });
    expect(unknown.success).toBe(false);
    expect(zodFieldErrors(unknown.error!)).toEqual({
      sections: ['Champ non autorisé : notes'],
    });
    const long = saveReportBodySchema.safeParse({
      sections: { delivered: 'x'.repeat(REPORT_SECTION_MAX_LENGTH + 1) },
    });
    expect(zodFieldErrors(long.error!)).toEqual({
      'sections.delivered': [`Maximum ${REPORT_SECTION_MAX_LENGTH} caractères`],
    });
  });

  it('completes only with every required section filled, naming each one missing', () => {
    const missing = completeReportBodySchema.safeParse({
      sections: { delivered: FULL.delivered, improvements: ' ' },
    });
    expect(zodFieldErrors(missing.error!)).toEqual({
      'sections.goalsReached': ['Champ obligatoire'],
      'sections.traineesFeedback': ['Champ obligatoire'],
      'sections.improvements': ['Champ obligatoire'],
    });
    // Difficulties may stay empty.
    expect(completeReportBodySchema.parse({ sections: FULL }).sections?.difficulties).toBe('');
    // Without sections: the text last saved is completed (the server checks it).
    expect(completeReportBodySchema.parse({})).toEqual({});
  });

  it('needs a reason to send a report back', () => {
    expect(zodFieldErrors(sendBackReportBodySchema.safeParse({ reason: ' ' }).error!)).toEqual({
      reason: ['Un motif est obligatoire'],
    });
    expect(sendBackReportBodySchema.parse({ reason: ' À compléter ' })).toEqual({
      reason: 'À compléter',
    });
  });
});

describe('attendance counts', () => {
  it('puts each recorded attendance in exactly one count', () => {
    expect(attendanceKeyOf('PRESENT', false)).toBe('present');
    expect(attendanceKeyOf('PARTIAL_ABSENCE', true)).toBe('partial');
    expect(attendanceKeyOf('ABSENCE', false)).toBe('absent');
    expect(attendanceKeyOf('ABSENCE', true)).toBe('excused');
    expect(attendanceKeyOf('REGISTERED', false)).toBeNull();
    expect(attendanceKeyOf('CANCELED', true)).toBeNull();
  });

  it('adds up grouped registrations', () => {
    expect(
      reportAttendanceOf([
        { status: 'PRESENT', excusedAbsence: false, count: 7 },
        { status: 'PARTIAL_ABSENCE', excusedAbsence: false, count: 1 },
        { status: 'PARTIAL_ABSENCE', excusedAbsence: true, count: 1 },
        { status: 'ABSENCE', excusedAbsence: false, count: 2 },
        { status: 'ABSENCE', excusedAbsence: true, count: 3 },
        { status: 'CANCELED', excusedAbsence: false, count: 4 },
      ]),
    ).toEqual({ present: 7, partial: 2, absent: 2, excused: 3 });
  });
});

describe('report workflow', () => {
  const allowed = (status: (typeof REPORT_STATUSES)[number], profile: Profile) =>
    reportTransitions(status, profile, 'REALIZED');

  it('lets the provider save and complete its draft, and nothing more', () => {
    expect(allowed('IN_PROGRESS', 'provider')).toEqual(['save', 'complete']);
    expect(allowed('COMPLETED', 'provider')).toEqual([]);
    expect(allowed('VALIDATED', 'provider')).toEqual([]);
  });

  it('lets managers and admins send back or validate a completed report only', () => {
    for (const profile of ['manager', 'admin'] as const) {
      expect(allowed('IN_PROGRESS', profile)).toEqual([]);
      expect(allowed('COMPLETED', profile)).toEqual(['sendBack', 'validate']);
      expect(allowed('VALIDATED', profile)).toEqual([]);
    }
  });

  it('gives hr and beneficiaries nothing, and nobody anything on a closed session', () => {
    for (const status of REPORT_STATUSES) {
      expect(allowed(status, 'hr')).toEqual([]);
      expect(allowed(status, 'beneficiary')).toEqual([]);
      for (const profile of PROFILES) {
        expect(reportTransitions(status, profile, 'CLOSED')).toEqual([]);
      }
    }
    expect(reportTransitions('COMPLETED', 'manager', 'VALIDATED_MANAGER')).toEqual([
      'sendBack',
      'validate',
    ]);
  });

  it('keeps validation irreversible: nothing leaves VALIDATED', () => {
    for (const profile of PROFILES) {
      for (const event of ['save', 'complete', 'sendBack', 'validate'] as const) {
        const check = checkReportTransition(event, 'VALIDATED', profile);
        expect(check.ok, `${profile} ${event}`).toBe(false);
      }
    }
  });

  it('refuses with a French message: 403 for the profile, 409 for the status', () => {
    const profile = checkReportTransition('validate', 'COMPLETED', 'provider');
    expect(profile).toMatchObject({
      ok: false,
      code: 'REPORT_TRANSITION_FORBIDDEN',
      message:
        'Votre profil (Prestataire) ne permet pas l’action « Valider le bilan » sur un bilan au statut « Complété ».',
    });
    const status = checkReportTransition('complete', 'COMPLETED', 'provider');
    expect(status).toMatchObject({
      ok: false,
      code: 'REPORT_TRANSITION_NOT_ALLOWED',
      message: 'Action « Terminer le bilan » impossible : le bilan est au statut « Complété ».',
    });
    expect(checkReportTransition('validate', 'COMPLETED', 'manager')).toMatchObject({
      ok: true,
      to: 'VALIDATED',
    });
  });

  it('says when a session has a report', () => {
    expect(reportAvailability({ status: 'REALIZED', reportEnabled: false })).toBe('disabled');
    expect(reportAvailability({ status: 'PROGRAMMED', reportEnabled: true })).toBe('notRealized');
    expect(reportAvailability({ status: 'CANCELED', reportEnabled: true })).toBe('notRealized');
    for (const status of ['REALIZED', 'VALIDATED_MANAGER', 'CLOSED'] as const) {
      expect(reportAvailability({ status, reportEnabled: true })).toBe('open');
    }
  });

  it('shows an untouched report as "À rédiger", else its status', () => {
    expect(reportDisplayLabel(reportDisplayState({ status: 'IN_PROGRESS', savedAt: null }))).toBe(
      'À rédiger',
    );
    expect(
      reportDisplayLabel(reportDisplayState({ status: 'IN_PROGRESS', savedAt: '2026-01-01' })),
    ).toBe('En cours');
    expect(reportDisplayState({ status: 'VALIDATED', savedAt: null })).toBe('VALIDATED');
    expect(REPORT_STATUS_OPTIONS.map((option) => option.label)).toEqual([
      'En cours',
      'Complété',
      'Validé',
    ]);
  });

  it('toasts the validation with the text of spec §8', () => {
    expect(reportEventSuccess('validate')).toBe('Bilan pédagogique validé.');
    expect(reportEventSuccess('sendBack')).toBe('Bilan pédagogique renvoyé au prestataire.');
  });
});
