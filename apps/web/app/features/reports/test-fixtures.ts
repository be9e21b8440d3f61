import type { SessionReport } from '@passerelle/shared';

/** A report as `GET /api/sessions/{id}/report` answers it, to change per test. */
export function reportOf(extra: Partial<SessionReport> = {}): SessionReport {
  return {
    id: 5,
    session: {
      id: 5,
      code: 'ENT-2030-01',
      status: 'REALIZED',
      startDate: '2030-03-02T08:00:00.000Z',
      endDate: '2030-03-03T16:00:00.000Z',
      reportEnabled: true,
      action: { id: 9, name: "Conduire l'entretien d'accompagnement", year: 2030 },
      provider: { id: 3, name: 'Organisme Atelier' },
    },
    status: 'IN_PROGRESS',
    sections: {
      delivered: '',
      goalsReached: '',
      traineesFeedback: '',
      difficulties: '',
      improvements: '',
    },
    attendance: { present: 8, partial: 1, absent: 2, excused: 1 },
    saved: null,
    completed: null,
    validated: null,
    sentBack: null,
    ...extra,
  };
}
