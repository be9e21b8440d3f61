import type { ActionDetail } from '@passerelle/shared';

/** A stored action as `GET /api/actions/{id}` gives it. */
export function actionDetail(extra: Partial<ActionDetail> = {}): ActionDetail {
  return {
    id: 12,
    name: 'Accueillir les publics',
    year: 2026,
    typeId: 2,
    axisId: 1,
    providerId: 7,
    referentId: 4,
    type: { id: 2, name: 'Formation', membersOnly: false, seatAmount: 12 },
    axis: { id: 1, name: 'Accueil et orientation' },
    provider: { id: 7, name: 'Organisme Alpha' },
    referent: { id: 4, givenName: 'Claire', familyName: 'Martin' },
    public: 'Conseillers',
    goal: 'Savoir accueillir',
    description: '',
    imageId: null,
    lotNumber: 'L2',
    amountDays: '2.00',
    amountHours: '14.00',
    pedagogicalCost: '1000.00',
    animationCost: '250.50',
    travelCost: '0.00',
    supplementaryResources: '',
    openBadgeDescription: null,
    openBadgeImageId: null,
    openBadgeRequestUrl: null,
    speakers: [],
    sessionCount: 2,
    totalCost: '1750.50',
    createdAt: '2025-11-15T09:00:00.000Z',
    updatedAt: '2025-11-15T09:00:00.000Z',
    ...extra,
  };
}
