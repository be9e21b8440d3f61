import { t, type LheoFeedState } from '@passerelle/shared';
import { useId } from 'react';

import { ExcludedTable } from './excluded-table';
import { FeedAddress } from './feed-address';
import { FeedSummary } from './feed-summary';

/**
 * /back/admin/lheo (decision 075): the catalogue's LHÉO feed for the administrator — its address
 * to give the Carif-Oref, when it was last read, what it carries, and the actions it leaves out
 * with what each lacks.
 */
export function LheoPage({ title, state }: { title: string; state: LheoFeedState }) {
  const id = useId();
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="max-w-prose">{t('lheo.intro')}</p>
      </div>
      <div className="space-y-4">
        <FeedAddress url={state.url} />
        <FeedSummary state={state} />
      </div>
      <section aria-labelledby={`${id}-excluded`} className="space-y-3">
        <h2 id={`${id}-excluded`} className="text-2xl font-bold">
          {t('lheo.excluded.title')}
        </h2>
        {state.excluded.length > 0 ? (
          <p className="max-w-prose">{t('lheo.excluded.intro')}</p>
        ) : null}
        <ExcludedTable actions={state.excluded} />
      </section>
    </div>
  );
}
