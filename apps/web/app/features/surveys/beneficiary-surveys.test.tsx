import type { RegistrationSurveySummary } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { BeneficiarySurveys } from './beneficiary-surveys';

const session = {
  id: 4,
  code: 'S-2026-04',
  actionName: 'Écoute active',
  startDate: '2026-03-10T08:00:00.000Z',
  endDate: '2026-03-11T16:00:00.000Z',
  modality: 'ONSITE' as const,
  cityName: 'Toulouse',
};

function sheet(overrides: Partial<RegistrationSurveySummary>): RegistrationSurveySummary {
  return {
    id: 1,
    kind: 'HOT',
    fillStatus: 'UNFILLED',
    filledAt: null,
    surveyStatus: 'OPEN',
    canAnswer: true,
    session,
    ...overrides,
  };
}

describe('a beneficiary’s surveys', () => {
  it('lists satisfaction surveys and cold evaluations, each named by its kind', () => {
    render(
      <MemoryRouter>
        <BeneficiarySurveys
          sheets={[
            sheet({ id: 1 }),
            sheet({ id: 2, kind: 'COLD' }),
            sheet({
              id: 3,
              kind: 'COLD',
              fillStatus: 'FILLED',
              filledAt: '2026-06-12T09:00:00.000Z',
              canAnswer: false,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const toFill = screen.getByRole('table', { name: 'À remplir' });
    const rows = within(toFill).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Questionnaire de satisfaction',
      'Évaluation à froid',
    ]);
    expect(
      within(toFill).getByRole('link', {
        name: "Répondre à l'évaluation à froid de la session S-2026-04",
      }),
    ).toHaveAttribute('href', '/surveys/2');
    expect(
      within(toFill).getByRole('link', {
        name: 'Répondre au questionnaire de la session S-2026-04',
      }),
    ).toHaveAttribute('href', '/surveys/1');
    const filled = screen.getByRole('table', { name: 'Remplis' });
    expect(
      within(filled).getByRole('link', {
        name: "Voir mes réponses à l'évaluation à froid de la session S-2026-04",
      }),
    ).toHaveAttribute('href', '/surveys/3');
  });
});
