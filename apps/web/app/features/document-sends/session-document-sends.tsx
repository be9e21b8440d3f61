import {
  DOCUMENT_SEND_POLL_MS,
  PROGRESS_MAX,
  formatDateTime,
  t,
  type DocumentSend,
  type SessionDocumentSends as Sends,
} from '@passerelle/shared';
import { Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { CheckboxField } from '~/components/ui/form-controls';
import { Progress } from '~/components/ui/progress';
import { toast } from '~/lib/toast';
import { useMutation } from '~/lib/use-mutation';

import { getDocumentSend, getSessionDocumentSends, startDocumentSend } from './document-sends-api';

export interface SessionDocumentSendsProps {
  sessionId: number;
  /** The session's last change (`updatedAt`): a new status or new dates read the state again. */
  revision?: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'loaded'; sends: Sends }
  | { kind: 'error'; message: string };

const authorOf = (send: DocumentSend) => send.author?.name ?? t('documentSends.unknownAuthor');

/** "3 convocations, 2 conventions" of a send. */
function sentCounts(send: DocumentSend): string {
  const parts: string[] = [];
  if (send.convocations)
    parts.push(t('documentSends.count.convocations', { count: send.convocationsSent }));
  if (send.conventions)
    parts.push(t('documentSends.count.conventions', { count: send.conventionsSent }));
  return parts.join(', ');
}

function resultOf(send: DocumentSend): string {
  const parts = [t(`documentSends.status.${send.status}`)];
  if (send.skipped > 0) parts.push(t('documentSends.history.skipped', { count: send.skipped }));
  if (send.failed > 0) parts.push(t('documentSends.history.failedCount', { count: send.failed }));
  if (send.error) parts.push(send.error);
  return parts.join(' · ');
}

/** The toast of spec §8 once a send has written every mail. */
function successToast(send: DocumentSend): string {
  if (send.convocations && send.conventions) return t('documentSends.toast.both');
  return send.convocations ? t('toast.convocationsSent') : t('toast.conventionsSent');
}

const historyColumns = (): DataColumn<DocumentSend>[] => [
  {
    key: 'date',
    header: t('documentSends.history.date'),
    rowHeader: true,
    cell: (send) => formatDateTime(send.createdAt),
    className: 'whitespace-nowrap',
  },
  { key: 'author', header: t('documentSends.history.author'), cell: authorOf },
  { key: 'what', header: t('documentSends.history.what'), cell: sentCounts },
  { key: 'result', header: t('documentSends.history.result'), cell: resultOf },
];

/**
 * The sending of a session's convocations and conventions, in its generated documents section
 * (decision 039): when they were last sent and by whom, a button to send (or resend, after a
 * confirmation naming who already received them), the progress of a send while the server
 * writes its mails, the toast once done, and the history of the sends.
 */
export function SessionDocumentSends({ sessionId, revision }: SessionDocumentSendsProps) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [choice, setChoice] = useState({ convocations: true, conventions: true });
  const [running, setRunning] = useState<DocumentSend | null>(null);
  const starting = useMutation();
  const reload = () => setVersion((value) => value + 1);

  useEffect(() => {
    const controller = new AbortController();
    void getSessionDocumentSends(sessionId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setState({ kind: 'loaded', sends: result.data });
        // A send still running (the page opened meanwhile): follow it.
        const current = result.data.sends.find((send) => send.status === 'RUNNING');
        if (current) setRunning(current);
      } else if (!result.unauthorized) {
        setState({ kind: 'error', message: t('documentSends.section.loadError') });
      }
    });
    return () => controller.abort();
  }, [sessionId, revision, version]);

  // Polls the running send until it is done, then says so and reloads the section.
  const runningId = running?.id ?? null;
  useEffect(() => {
    if (runningId === null) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const poll = async () => {
      const result = await getDocumentSend(runningId, controller.signal);
      if (controller.signal.aborted) return;
      if (result.ok && result.data.status !== 'RUNNING') {
        const send = result.data;
        setRunning(null);
        if (send.status === 'DONE') toast.success(successToast(send));
        else toast.error(t('documentSends.toast.failed', { reason: send.error ?? '' }));
        setVersion((value) => value + 1);
        return;
      }
      if (result.ok) setRunning(result.data);
      timer = window.setTimeout(() => void poll(), DOCUMENT_SEND_POLL_MS);
    };
    timer = window.setTimeout(() => void poll(), DOCUMENT_SEND_POLL_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [runningId]);

  if (state.kind === 'loading') return null;
  if (state.kind === 'error') return <Alert tone="error">{state.message}</Alert>;
  const { sends } = state;
  const resend = sends.sends.length > 0;
  // Only what the action type offers is proposed and sent (decision 064).
  const wanted = {
    convocations: choice.convocations && sends.offered.convocations,
    conventions: choice.conventions && sends.offered.conventions,
  };

  // The send is followed until done; a refusal may come from a send started meanwhile: reload.
  const start = () => {
    setConfirming(false);
    void starting.run(() => startDocumentSend(sessionId, wanted), {
      onSuccess: setRunning,
      onFailure: reload,
    });
  };

  const already = sends.receivers.filter(
    (receiver) =>
      (receiver.kind === 'CONVOCATION' && wanted.convocations) ||
      (receiver.kind === 'CONVENTION' && wanted.conventions),
  );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h4 id={`${id}-title`} className="text-lg font-bold">
        {t('documentSends.section.title')}
      </h4>
      <p className="text-muted">{t('documentSends.section.intro')}</p>
      <div className="space-y-1">
        {sends.lastConvocations ? (
          <p>
            {t('documentSends.last.convocations', {
              date: formatDateTime(sends.lastConvocations.createdAt),
              author: authorOf(sends.lastConvocations),
            })}
          </p>
        ) : null}
        {sends.lastConventions ? (
          <p>
            {t('documentSends.last.conventions', {
              date: formatDateTime(sends.lastConventions.createdAt),
              author: authorOf(sends.lastConventions),
            })}
          </p>
        ) : null}
        {!sends.lastConvocations && !sends.lastConventions ? (
          <p>{t('documentSends.last.never')}</p>
        ) : null}
      </div>

      {running ? (
        <div className="space-y-2" role="status">
          <Progress
            label={t('documentSends.progress.label')}
            value={running.total === 0 ? null : (running.done / running.total) * PROGRESS_MAX}
          />
          <p className="text-sm">
            {t('documentSends.progress.text', { done: running.done, total: running.total })}
          </p>
        </div>
      ) : sends.refusal ? (
        <Alert tone="info">{sends.refusal}</Alert>
      ) : (
        <div className="space-y-2">
          <p>
            {t('documentSends.section.counts', {
              convocations: t('documentSends.count.convocations', {
                count: sends.registeredCount,
              }),
              conventions: t('documentSends.count.conventions', { count: sends.structureCount }),
            })}
          </p>
          <Button onClick={() => setConfirming(true)} disabled={starting.pending}>
            <Send aria-hidden="true" className="size-4" />
            {resend ? t('documentSends.action.resend') : t('documentSends.action.send')}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('documentSends.dialog.title')}
        description={t('documentSends.section.intro')}
        confirmLabel={
          resend ? t('documentSends.dialog.confirmResend') : t('documentSends.dialog.confirm')
        }
        cancelLabel={t('attendance.cancel')}
        onConfirm={start}
      >
        <div className="mt-4 space-y-3">
          {sends.offered.convocations ? (
            <CheckboxField
              id={`${id}-convocations`}
              label={t('documentSends.dialog.convocations', { count: sends.registeredCount })}
              checked={choice.convocations}
              onChange={(checked) => setChoice((value) => ({ ...value, convocations: checked }))}
            />
          ) : null}
          {sends.offered.conventions ? (
            <CheckboxField
              id={`${id}-conventions`}
              label={t('documentSends.dialog.conventions', { count: sends.structureCount })}
              checked={choice.conventions}
              onChange={(checked) => setChoice((value) => ({ ...value, conventions: checked }))}
            />
          ) : null}
          {already.length > 0 ? (
            <div className="space-y-1">
              <p className="font-semibold">{t('documentSends.dialog.already')}</p>
              <ul className="max-h-48 list-disc space-y-0.5 overflow-auto pl-6 text-sm">
                {already.map((receiver) => (
                  <li key={`${receiver.kind}-${receiver.name}`}>
                    {t('documentSends.dialog.alreadyItem', {
                      name: receiver.name,
                      document: t(`documentSends.kind.${receiver.kind}`),
                      date: formatDateTime(receiver.sentAt),
                    })}
                  </li>
                ))}
              </ul>
              <p className="text-sm">{t('documentSends.dialog.resendNotice')}</p>
            </div>
          ) : null}
        </div>
      </ConfirmDialog>

      <DataTable
        caption={t('documentSends.history.caption')}
        captionVisible
        columns={historyColumns()}
        rows={sends.sends}
        rowKey={(send) => send.id}
        empty={t('documentSends.history.empty')}
      />
    </section>
  );
}
