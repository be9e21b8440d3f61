import type { DecisionLinkView } from '@passerelle/shared';

/** A link of the HR validator's "à valider" mail, open, for a request of 2031. */
export function decisionLinkViewOf(overrides: Partial<DecisionLinkView> = {}): DecisionLinkView {
  return {
    state: 'open',
    step: 'hr',
    recipient: { givenName: 'Nathalie', familyName: 'Girard' },
    expiresAt: '2031-06-05T22:00:00.000Z',
    usedAt: null,
    registration: {
      id: 41,
      status: 'REQUESTED',
      motivation: 'Mieux accueillir le public.',
      beneficiary: { givenName: 'Inès', familyName: 'Roux' },
      structure: 'Mission Locale Toulouse Métropole',
    },
    session: {
      id: 12,
      code: 'ECOUTE-06',
      status: 'PROGRAMMED',
      startDate: '2031-06-12T07:00:00.000Z',
      endDate: '2031-06-13T15:00:00.000Z',
    },
    action: { id: 7, name: 'Écoute active' },
    ...overrides,
  };
}
