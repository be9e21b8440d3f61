import { formatDateTime, t, type SessionHistoryEntry } from '@passerelle/shared';
import { useEffect, useState } from 'react';

import { Alert } from '~/components/ui/alert';

import { SessionStatusBadge } from './session-status-badge';
import { getSessionHistory } from './session-workflow-api';

export interface SessionHistoryListProps {
  entries: readonly SessionHistoryEntry[];
  /** The table's caption (its accessible name). */
  caption?: string;
}

/** The status changes of a session, newest first: date, author, from → to, comment. */
export function SessionHistoryList({
  entries,
  caption = t('sessionWorkflow.history.title'),
}: SessionHistoryListProps) {
  if (entries.length === 0) {
    return <p className="text-muted">{t('sessionWorkflow.history.empty')}</p>;
  }
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-2 text-left font-bold">{caption}</caption>
      <thead>
        <tr className="border-b border-border-strong">
          <th scope="col" className="py-2 pr-4">
            {t('sessionWorkflow.history.date')}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t('sessionWorkflow.history.author')}
          </th>
          <th scope="col" className="py-2 pr-4">
            {t('sessionWorkflow.history.change')}
          </th>
          <th scope="col" className="py-2">
            {t('sessionWorkflow.history.comment')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-border align-top">
            <td className="py-2 pr-4 whitespace-nowrap">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td className="py-2 pr-4">
              {entry.author?.name ?? t('sessionWorkflow.history.unknownAuthor')}
            </td>
            <td className="py-2 pr-4">
              <span className="inline-flex flex-wrap items-center gap-1">
                {entry.fromStatus ? (
                  <SessionStatusBadge status={entry.fromStatus} />
                ) : (
                  <span>{t('sessionWorkflow.history.creation')}</span>
                )}
                {/* Screen readers get a word instead of the arrow. */}
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('sessionWorkflow.history.to')}</span>
                <SessionStatusBadge status={entry.toStatus} />
              </span>
            </td>
            <td className="py-2 whitespace-pre-line">{entry.comment}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface SessionHistoryProps {
  sessionId: number;
  /** Change it (e.g. pass the session's status) to reload after a workflow step. */
  refreshKey?: unknown;
}

/** The history of a session, loaded in the browser from `GET /api/sessions/{id}/history`. */
export function SessionHistory({ sessionId, refreshKey }: SessionHistoryProps) {
  const [state, setState] = useState<
    | { kind: 'loading' }
    | { kind: 'loaded'; entries: SessionHistoryEntry[] }
    | { kind: 'error'; message: string }
  >({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void getSessionHistory(sessionId, undefined, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ kind: 'loaded', entries: result.data });
      else if (!result.unauthorized) setState({ kind: 'error', message: result.error });
    });
    return () => controller.abort();
  }, [sessionId, refreshKey]);

  if (state.kind === 'error') return <Alert tone="error">{state.message}</Alert>;
  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-muted">
        {t('ui.loading')}
      </p>
    );
  }
  return <SessionHistoryList entries={state.entries} />;
}
