import {
  formatDateTime,
  plainTextOf,
  PUBLIC_MESSAGE_STATE_LABEL_KEYS,
  publicMessageState,
  t,
  type PublicMessage,
  type PublicMessageState,
} from '@passerelle/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { DataTable } from '~/components/ui/data-table';
import { useMutation } from '~/lib/use-mutation';
import { useRouteAction } from '~/lib/use-route-action';

import { postContentAction } from './content-actions';
import { PublicMessageForm } from './public-message-form';

const STATE_STYLES: Record<PublicMessageState, string> = {
  draft: 'bg-surface-alt text-ink',
  scheduled: 'bg-info-light text-info',
  online: 'bg-success-light text-success',
  expired: 'bg-surface-alt text-muted',
};

function periodOf(message: PublicMessage): string {
  const start = message.startsAt ? formatDateTime(message.startsAt) : null;
  const end = message.endsAt ? formatDateTime(message.endsAt) : null;
  if (start && end) return t('publicMessage.periodBetween', { start, end });
  if (start) return t('publicMessage.periodFrom', { start });
  if (end) return t('publicMessage.periodUntil', { end });
  return t('publicMessage.periodAlways');
}

const labelOf = (message: PublicMessage) => message.title || t('publicMessage.untitled');

const EXCERPT_LENGTH = 160;
/** The start of a message's text, as plain text (the list holds no headings of messages). */
function excerptOf(html: string): string {
  const text = plainTextOf(html);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

type Editing = { mode: 'create' } | { mode: 'edit'; message: PublicMessage } | null;

/**
 * The public message (the `messages` entity) on the content section's message page: the list
 * with each message's state and display window, a form to write or change one, deletion after
 * confirmation. The home page shows the newest message online (`GET /api/messages/current`).
 */
export function PublicMessages({ messages }: { messages: readonly PublicMessage[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PublicMessage | null>(null);
  const save = useRouteAction();
  const remove = useRouteAction();
  const createButton = useRef<HTMLButtonElement>(null);
  // Set when a saved message closes its form: the focus goes back to the create button, once it
  // is enabled again.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing !== null || !returnFocus.current) return;
    returnFocus.current = false;
    createButton.current?.focus();
  }, [editing]);

  const deletion = useMutation();
  const deleteMessage = (id: number) =>
    void deletion.run(() => postContentAction(remove.post, { intent: 'deleteMessage', id }), {
      successToast: t('toast.deleteSuccess'),
      errorTitle: t('toast.deleteError'),
    });

  const now = new Date();

  return (
    <section aria-labelledby="public-messages-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl space-y-2">
          <h2 id="public-messages-heading" className="text-2xl font-bold">
            {t('publicMessage.heading')}
          </h2>
          <p>{t('publicMessage.intro')}</p>
        </div>
        <Button
          ref={createButton}
          onClick={() => setEditing({ mode: 'create' })}
          disabled={editing !== null}
        >
          <Plus aria-hidden="true" />
          {t('publicMessage.create')}
        </Button>
      </div>

      {editing ? (
        <PublicMessageForm
          key={editing.mode === 'edit' ? editing.message.id : 'new'}
          message={editing.mode === 'edit' ? editing.message : undefined}
          submit={(values) =>
            postContentAction(
              save.post,
              editing.mode === 'edit'
                ? { intent: 'updateMessage', id: editing.message.id, values }
                : { intent: 'createMessage', values },
            )
          }
          onSaved={() => {
            // The router reloads the list.
            returnFocus.current = true;
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      <DataTable
        caption={t('publicMessage.list')}
        rows={messages}
        rowKey={(message) => message.id}
        empty={t('ui.noData')}
        columns={[
          {
            key: 'title',
            header: t('publicMessage.columnTitle'),
            rowHeader: true,
            cell: (message) => (
              <>
                <span className="block font-bold">{labelOf(message)}</span>
                <span className="mt-1 block text-sm font-normal text-muted">
                  {excerptOf(message.html)}
                </span>
              </>
            ),
          },
          {
            key: 'state',
            header: t('publicMessage.columnState'),
            cell: (message) => {
              const state = publicMessageState(message, now);
              return (
                <span
                  className={cn(
                    'inline-block rounded-sm px-2 py-0.5 text-sm font-medium',
                    STATE_STYLES[state],
                  )}
                >
                  {t(PUBLIC_MESSAGE_STATE_LABEL_KEYS[state])}
                </span>
              );
            },
          },
          { key: 'period', header: t('publicMessage.columnPeriod'), cell: periodOf },
        ]}
        rowActions={{
          header: t('publicMessage.columnActions'),
          cell: (message) => (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('publicMessage.edit', { label: labelOf(message) })}
                onClick={() => setEditing({ mode: 'edit', message })}
                disabled={editing !== null}
              >
                <Pencil aria-hidden="true" />
                {t('publicMessage.editShort')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={t('publicMessage.delete', { label: labelOf(message) })}
                onClick={() => setDeleting(message)}
                disabled={remove.busy}
              >
                <Trash2 aria-hidden="true" />
                {t('publicMessage.deleteShort')}
              </Button>
            </>
          ),
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('publicMessage.deleteTitle', { label: deleting ? labelOf(deleting) : '' })}
        description={t('publicMessage.deleteDescription')}
        confirmLabel={t('publicMessage.deleteConfirm')}
        cancelLabel={t('publicMessage.cancel')}
        tone="danger"
        onConfirm={() => {
          if (deleting) deleteMessage(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
