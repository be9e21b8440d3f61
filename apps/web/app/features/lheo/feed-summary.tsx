import { formatDateTime, t, type LheoFeedState } from '@passerelle/shared';

/**
 * When the feed was last read (Paris time) and how many times, and what it carries now: its
 * formations (our actions) and their sessions.
 */
export function FeedSummary({ state }: { state: LheoFeedState }) {
  return (
    <dl className="grid gap-4 md:grid-cols-2">
      <div className="space-y-1 rounded-sm border border-border p-4">
        <dt className="font-bold">{t('lheo.lastRead')}</dt>
        {state.lastReadAt === null ? (
          <dd>{t('lheo.neverRead')}</dd>
        ) : (
          <>
            <dd>
              <time dateTime={state.lastReadAt}>{formatDateTime(state.lastReadAt)}</time>
            </dd>
            <dd className="text-muted">{t('lheo.readCount', { count: state.readCount })}</dd>
          </>
        )}
      </div>
      <div className="space-y-1 rounded-sm border border-border p-4">
        <dt className="font-bold">{t('lheo.content')}</dt>
        <dd>{t('lheo.actionCount', { count: state.actionCount })}</dd>
        <dd>{t('lheo.sessionCount', { count: state.sessionCount })}</dd>
      </div>
    </dl>
  );
}
