import type { CatalogueSession, CatalogueSessionDetail } from '@passerelle/shared';

/** A catalogue item; pass what the test is about. */
export function catalogueSession(overrides: Partial<CatalogueSession> = {}): CatalogueSession {
  return {
    id: 5,
    code: 'FC-2026-01',
    startDate: '2026-03-10T08:00:00.000Z',
    endDate: '2026-03-10T16:00:00.000Z',
    modality: 'ONSITE',
    city: { id: 1, name: 'Toulouse' },
    seatsLeft: 8,
    availability: 'AVAILABLE',
    registrationDeadline: '2026-03-01T22:00:00.000Z',
    action: {
      id: 3,
      name: 'Évaluer les compétences : outils et méthodes',
      axis: { id: 2, number: 2, name: 'Accompagner', color: '#005f73' },
      type: { id: 4, name: 'Formation collective', acronym: 'FC', membersOnly: false },
    },
    provider: { id: 9, name: 'Institut Sud' },
    ...overrides,
  };
}

export function sessionSheet(
  overrides: Partial<CatalogueSessionDetail> = {},
): CatalogueSessionDetail {
  const base = catalogueSession();
  return {
    ...base,
    action: {
      ...base.action,
      goal: 'Choisir des outils.',
      public: 'Conseillers',
      description: 'Programme détaillé.',
      imageUrl: null,
      imageId: null,
      documents: [],
      links: [],
    },
    interventionDates: [],
    room: null,
    registrationRequired: true,
    free: true,
    url: 'https://passerelle.example/training/5',
    externalRegistrationUrl: null,
    waitingListOpen: false,
    registrationOpen: true,
    favorite: null,
    registration: null,
    quality: null,
    ...overrides,
  };
}
