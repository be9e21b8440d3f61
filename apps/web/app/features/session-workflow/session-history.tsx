import {
  formatDateTime,
  historyAuthorName,
  SESSION_HISTORY_EVENT_LABELS,
  t,
  type SessionHistoryEntry,
} from '@passerelle/shared';
import { useEffect, useState } from 'react';

import { SessionStatusBadge } from '~/components/session-status-badge';
import { Alert } from '~/components/ui/alert';
import { DataTable } from '~/components/ui/data-table';

import { getSessionHistory } from './session-workflow-api';

export interface SessionHistoryListProps {
  entries: readonly SessionHistoryEntry[];
  /** The table's caption (its accessible name). */
  caption?: string;
}

/** The status changes of a session and its report's steps, newest first: date, author, change, reason. */
export function SessionHistoryList({
  entries,
  caption = t('sessionWorkflow.history.title'),
}: SessionHistoryListProps) {
  return (
    <DataTable
      caption={caption}
      captionVisible
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={t('sessionWorkflow.history.empty')}
      columns={[
        {
          key: 'date',
          header: t('sessionWorkflow.history.date'),
          className: 'whitespace-nowrap',
          cell: (entry) => (
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          ),
        },
        {
          key: 'author',
          header: t('sessionWorkflow.history.author'),
          cell: (entry) => historyAuthorName(entry, t('sessionWorkflow.history.unknownAuthor')),
        },
        {
          key: 'change',
          header: t('sessionWorkflow.history.change'),
          // A report step leaves the status as it was: it reads as the event, not "Réalisée →
          // Réalisée".
          cell: (entry) =>
            entry.event ? (
              <span>{SESSION_HISTORY_EVENT_LABELS[entry.event]}</span>
            ) : (
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
            ),
        },
        {
          key: 'comment',
          header: t('sessionWorkflow.history.comment'),
          className: 'whitespace-pre-line',
          cell: (entry) => entry.comment,
        },
      ]}
    />
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
