import { formatDateTime, t, type CalendarFeedScope } from '@passerelle/shared';
import { CalendarSync, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { inputClasses, labelClasses } from '~/admin-kit/field-styles';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast';
import { useMutation } from '~/lib/use-mutation';

import { getCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from './calendar-api';

type FeedView =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; active: boolean; createdAt: string | null; url: string | null };

/**
 * "Mon agenda en ligne" (decision 041): the private, revocable iCalendar feed of the signed-in
 * beneficiary (its registered sessions) or provider (its structures' sessions). The secret link
 * is shown once, when made, with "Copier le lien"; afterwards only its date. Renewing and
 * revoking ask for confirmation: the old link stops working.
 */
export function CalendarFeedPanel({ scope }: { scope: CalendarFeedScope }) {
  const [view, setView] = useState<FeedView>({ state: 'loading' });
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);
  const { pending: busy, run } = useMutation();
  const headingId = useId();
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void getCalendarFeed(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setView(
        result.ok
          ? {
              state: 'loaded',
              active: result.data.active,
              createdAt: result.data.createdAt,
              url: null,
            }
          : { state: 'failed', message: result.error },
      );
    });
    return () => controller.abort();
  }, []);

  const renew = (wasActive: boolean) =>
    void run(renewCalendarFeed, {
      successToast: t(wasActive ? 'calendar.feed.renewed' : 'calendar.feed.created'),
      onSuccess: ({ createdAt, url }) => {
        setView({ state: 'loaded', active: true, createdAt, url });
        requestAnimationFrame(() => linkRef.current?.focus());
      },
    });

  const revoke = () =>
    void run(revokeCalendarFeed, {
      successToast: t('calendar.feed.revoked'),
      onSuccess: () => setView({ state: 'loaded', active: false, createdAt: null, url: null }),
    });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.feed.copied'));
    } catch {
      linkRef.current?.select();
      toast.error(t('calendar.feed.copyFailed'));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-3 rounded-sm border border-border p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <CalendarSync aria-hidden="true" className="size-5" />
        {t('calendar.feed.title')}
      </h2>
      <p>
        {t(
          scope === 'beneficiary'
            ? 'calendar.feed.intro.beneficiary'
            : 'calendar.feed.intro.provider',
        )}
      </p>
      <Alert tone="info">{t('calendar.feed.private')}</Alert>
      {view.state === 'loading' ? null : view.state === 'failed' ? (
        <Alert tone="error">{view.message}</Alert>
      ) : (
        <>
          {view.url ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={linkId} className={labelClasses}>
                {t('calendar.feed.linkLabel')}
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  ref={linkRef}
                  id={linkId}
                  readOnly
                  value={view.url}
                  aria-describedby={`${linkId}-once`}
                  onFocus={(event) => event.target.select()}
                  className={`${inputClasses} min-w-0 flex-1 font-mono text-sm`}
                />
                <Button variant="secondary" onClick={() => void copy(view.url!)}>
                  <Copy aria-hidden="true" />
                  {t('calendar.feed.copy')}
                </Button>
              </div>
              <p id={`${linkId}-once`} className="text-sm">
                {t('calendar.feed.linkShownOnce')}
              </p>
            </div>
          ) : (
            <p role="status">
              {view.active && view.createdAt
                ? t('calendar.feed.activeSince', { date: formatDateTime(view.createdAt) })
                : t('calendar.feed.none')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {view.active ? (
              <>
                <Button variant="secondary" disabled={busy} onClick={() => setConfirm('renew')}>
                  {t('calendar.feed.renew')}
                </Button>
                <Button variant="danger" disabled={busy} onClick={() => setConfirm('revoke')}>
                  {t('calendar.feed.revoke')}
                </Button>
              </>
            ) : (
              <Button disabled={busy} onClick={() => renew(false)}>
                {t('calendar.feed.create')}
              </Button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t(
          confirm === 'revoke'
            ? 'calendar.feed.revokeConfirm.title'
            : 'calendar.feed.renewConfirm.title',
        )}
        description={t(
          confirm === 'revoke'
            ? 'calendar.feed.revokeConfirm.description'
            : 'calendar.feed.renewConfirm.description',
        )}
        confirmLabel={t(confirm === 'revoke' ? 'calendar.feed.revoke' : 'calendar.feed.renew')}
        cancelLabel={t('ui.back')}
        tone="danger"
        onConfirm={() => {
          const chosen = confirm;
          setConfirm(null);
          if (chosen === 'revoke') revoke();
          else renew(true);
        }}
      />
    </section>
  );
}
