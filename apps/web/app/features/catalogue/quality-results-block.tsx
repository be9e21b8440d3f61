import { t, type QualityResults } from '@passerelle/shared';

import { QualityResultsFigures } from '~/components/quality-results-figures';
import { TitledSection } from '~/components/ui/titled-section';

/**
 * A session page's "Résultats de cette formation" (Qualiopi indicator 2, decision 079): its
 * action's results, once enough trainees answered (the API gives none before).
 */
export function QualityResultsBlock({ results }: { results: QualityResults | null }) {
  if (results === null) return null;
  return (
    <TitledSection id="session-results" title={t('qualityResults.title')} className="space-y-3">
      <QualityResultsFigures results={results} />
    </TitledSection>
  );
}
