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
import { useCallback, useEffect, useRef, useState } from 'react';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { useActionToast } from '~/lib/action-result';

import { useContentAction } from './content-actions';
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
  const save = useContentAction();
  const remove = useContentAction();
  const createButton = useRef<HTMLButtonElement>(null);

  const saveMessages = useCallback(
    () => ({ success: t('toast.editSuccess'), errorTitle: t('toast.editError') }),
    [],
  );
  const deleteMessages = useCallback(
    () => ({ success: t('toast.deleteSuccess'), errorTitle: t('toast.deleteError') }),
    [],
  );
  useActionToast(save.fetcher.data, saveMessages);
  useActionToast(remove.fetcher.data, deleteMessages);

  // A saved message closes its form (the list below is reloaded by the router): adjusted while
  // rendering, once per answer; the focus then goes back to the create button.
  const saved = save.fetcher.data;
  const [handled, setHandled] = useState(saved);
  if (saved !== handled) {
    setHandled(saved);
    if (saved?.ok) setEditing(null);
  }
  useEffect(() => {
    if (saved?.ok) createButton.current?.focus();
  }, [saved]);

  const serverErrors = saved && !saved.ok ? saved.fieldErrors : undefined;
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
          submitting={save.submitting}
          serverErrors={serverErrors}
          onSubmit={(values) =>
            void (editing.mode === 'edit'
              ? save.submit({ intent: 'updateMessage', id: editing.message.id, values })
              : save.submit({ intent: 'createMessage', values }))
          }
          onCancel={() => setEditing(null)}
        />
      ) : null}

      {messages.length === 0 ? (
        <p className="text-muted">{t('ui.noData')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('publicMessage.list')}</caption>
            <thead>
              <tr className="border-b-2 border-border-strong">
                <th scope="col" className="p-2">
                  {t('publicMessage.columnTitle')}
                </th>
                <th scope="col" className="p-2">
                  {t('publicMessage.columnState')}
                </th>
                <th scope="col" className="p-2">
                  {t('publicMessage.columnPeriod')}
                </th>
                <th scope="col" className="p-2">
                  {t('publicMessage.columnActions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => {
                const state = publicMessageState(message, now);
                return (
                  <tr key={message.id} className="border-b border-border align-top">
                    <th scope="row" className="p-2 font-normal">
                      <span className="block font-bold">{labelOf(message)}</span>
                      <span className="mt-1 block text-sm text-muted">
                        {excerptOf(message.html)}
                      </span>
                    </th>
                    <td className="p-2">
                      <span
                        className={cn(
                          'inline-block rounded-sm px-2 py-0.5 text-sm font-medium',
                          STATE_STYLES[state],
                        )}
                      >
                        {t(PUBLIC_MESSAGE_STATE_LABEL_KEYS[state])}
                      </span>
                    </td>
                    <td className="p-2">{periodOf(message)}</td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-2">
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
                          disabled={remove.submitting}
                        >
                          <Trash2 aria-hidden="true" />
                          {t('publicMessage.deleteShort')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('publicMessage.deleteTitle', { label: deleting ? labelOf(deleting) : '' })}
        description={t('publicMessage.deleteDescription')}
        confirmLabel={t('publicMessage.deleteConfirm')}
        cancelLabel={t('publicMessage.cancel')}
        tone="danger"
        onConfirm={() => {
          if (deleting) void remove.submit({ intent: 'deleteMessage', id: deleting.id });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
