import { parisYear, type ProviderQualityResults } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { qualityResultsOf } from '../../../test/fixtures';
import { QualityResultsPanel } from './quality-results-panel';

const results = qualityResultsOf;

describe('QualityResultsPanel', () => {
  it('lists each action, says which are published, and shows all of them together', () => {
    const quality: ProviderQualityResults = {
      total: results({ trained: 12, answers: 8, satisfactionRate: 0.75 }),
      actions: [
        { id: 1, name: 'Accueillir', results: results() },
        {
          id: 2,
          name: 'Bilan',
          results: results({
            trained: 2,
            answers: 2,
            completionRate: 1,
            satisfactionRate: 1,
            publishable: false,
          }),
        },
      ],
    };
    render(<QualityResultsPanel structureId={7} quality={quality} />);
    const panel = screen.getByRole('region', { name: 'Indicateurs de résultats' });
    expect(panel).toHaveTextContent(
      'pour les sessions terminées du 01/11/2025 au 31/10/2026 : un résultat n’est publié qu’à partir de 5 réponses',
    );
    const table = screen.getByRole('table', { name: 'Indicateurs de résultats par action' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Accueillir\s*10\s*90\s%\s*6\s*67\s%\s*Oui/);
    expect(rows[2]).toHaveTextContent(/Bilan\s*2\s*100\s%\s*2\s*100\s%\s*Non, moins de 5 réponses/);
    const total = screen.getByRole('region', { name: 'Toutes les actions' });
    expect(within(total).getByText('Stagiaires formés').nextSibling).toHaveTextContent('12');
    expect(within(total).getByText('Taux de satisfaction').nextSibling).toHaveTextContent('75 %');
    expect(total).toHaveTextContent('(8 réponses au questionnaire)');
    expect(within(total).getByText('Organisation de la formation').nextSibling).toHaveTextContent(
      '4,3 sur 5',
    );
    expect(within(total).getByText('Information des participants').nextSibling).toHaveTextContent(
      '–',
    );
  });

  it('says when no session ended in the period', () => {
    render(
      <QualityResultsPanel
        structureId={7}
        quality={{ total: results({ trained: 0, answers: 0 }), actions: [] }}
      />,
    );
    expect(screen.getByText('Aucune session terminée sur la période.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Toutes les actions' })).toBeNull();
  });

  it('links the PDF and the evidence ZIP of this year and the two before', () => {
    render(
      <QualityResultsPanel
        structureId={7}
        quality={{ total: results({ trained: 0, answers: 0 }), actions: [] }}
      />,
    );
    const year = parisYear(new Date());
    const zip = screen.getByRole('link', {
      name: `Télécharger Preuves qualité ${year - 2} (ZIP)`,
    });
    expect(zip).toHaveAttribute('href', `/api/structures/7/quality_evidence?year=${year - 2}`);
    expect(zip).toHaveAttribute('download');
    expect(
      screen.getByRole('link', { name: `Télécharger Indicateurs de résultats ${year} (PDF)` }),
    ).toHaveAttribute('href', `/api/structures/7/quality_results/pdf?year=${year}`);
    expect(screen.getAllByRole('link', { name: /\(ZIP\)$/ })).toHaveLength(3);
  });
});
