import {
  SIGNING_POLL_INTERVAL_MS,
  SIGNING_TOKEN_ROTATION_SECONDS,
  formatTime,
  t,
  type SignatureSummary,
  type SigningWindowState,
} from '@passerelle/shared';
import { useEffect, useRef, useState } from 'react';

import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { rowButton } from '~/components/ui/row-button';
import { useMutation } from '~/lib/use-mutation';

import { closeSigningWindow, getSigningWindow, signatureImageUrl } from './attendance-api';
import { halfDayName } from './attendance-format';
import { CollectDialog } from './collect-dialog';

export interface LiveWindowProps {
  /** The window as opening it (or the last poll) answered. */
  initial: SigningWindowState;
  /** Hides the QR code (the window stays open). */
  onHide: () => void;
  /** Who signed changed, or the window closed: the host reads the session's attendance again. */
  onChange: () => void;
}

type TraineeRow = SigningWindowState['trainees'][number];

/** "Signé à 09:12, sur son téléphone", and who collected it on the provider's device. */
export function SignatureLine({ signature, name }: { signature: SignatureSummary; name: string }) {
  const method = t(`attendance.method.${signature.method}`);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {signature.drawn ? (
        <img
          src={signatureImageUrl(signature.id)}
          alt={t('attendance.signature.imageAlt', { name })}
          className="h-10 w-auto max-w-40 rounded-sm border border-border bg-white"
        />
      ) : (
        <span>{t('attendance.signature.typed', { name: signature.typedName ?? '' })}</span>
      )}
      <span className="text-sm">
        {t('attendance.live.signedAt', { time: formatTime(signature.signedAt), method })}
        {signature.method === 'PROVIDER_DEVICE' && signature.collectedBy ? (
          <>
            <br />
            {t('attendance.signature.collectedBy', { name: signature.collectedBy.name })}
          </>
        ) : null}
      </span>
    </div>
  );
}

/** The QR code of an address, drawn in the browser (`qrcode`), as an SVG data URL. */
function useQrCode(url: string | null): string | null {
  const [drawn, setDrawn] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (url === null) return;
    let cancelled = false;
    void import('qrcode').then(async ({ toString }) => {
      const svg = await toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      if (!cancelled) setDrawn({ url, src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);
  return drawn && drawn.url === url ? drawn.src : null;
}

/**
 * An open signing window on the provider's screen (decision 038): the QR code trainees scan (its
 * token changes every 30 seconds: the screen asks for it every few seconds), who signed so far,
 * "Faire signer sur cet appareil" for the others, and closing.
 */
export function LiveWindow({ initial, onHide, onChange }: LiveWindowProps) {
  const [state, setState] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    setSeen(initial);
    setState(initial);
  }
  const [failed, setFailed] = useState(false);
  const closing = useMutation();
  const [collecting, setCollecting] = useState<TraineeRow | null>(null);
  const signedCount = state.trainees.filter((row) => row.signature !== null).length;
  const lastCount = useRef(signedCount);
  const latestChange = useRef(onChange);
  useEffect(() => {
    latestChange.current = onChange;
  });

  const refresh = async (signal?: AbortSignal) => {
    const result = await getSigningWindow(state.id, signal);
    if (signal?.aborted) return;
    if (!result.ok) {
      if (!result.unauthorized) setFailed(true);
      return;
    }
    setFailed(false);
    setState(result.data);
  };

  // The timer calls the latest render's `refresh`.
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  });
  const open = state.open;
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = window.setInterval(
      () => void latestRefresh.current(controller.signal),
      SIGNING_POLL_INTERVAL_MS,
    );
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [open]);

  useEffect(() => {
    if (signedCount !== lastCount.current || !open) {
      lastCount.current = signedCount;
      latestChange.current();
    }
  }, [signedCount, open]);

  const qr = useQrCode(state.qr?.url ?? null);
  const name = halfDayName(state.halfDay);

  const close = () =>
    void closing.run(() => closeSigningWindow(state.id), {
      successToast: t('attendance.window.closedToast'),
      onSuccess: setState,
    });

  const columns: DataColumn<TraineeRow>[] = [
    {
      key: 'name',
      header: t('attendance.column.trainee'),
      rowHeader: true,
      cell: (row) => row.name,
    },
    {
      key: 'signature',
      header: t('attendance.column.signatures'),
      cell: (row) =>
        row.signature ? (
          <SignatureLine signature={row.signature} name={row.name} />
        ) : (
          t('attendance.live.notSigned')
        ),
    },
  ];

  return (
    <section
      aria-labelledby="attendance-live-title"
      className="space-y-4 rounded-sm border-2 border-primary p-4"
    >
      <h4 id="attendance-live-title" className="text-lg font-bold">
        {t('attendance.live.title', { halfDay: name })}
      </h4>
      {failed ? <Alert tone="warning">{t('attendance.live.loadError')}</Alert> : null}
      {open && state.qr ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <div className="flex size-72 shrink-0 items-center justify-center bg-white">
            {qr ? (
              <img
                src={qr}
                alt={t('attendance.live.qrAlt', { halfDay: name })}
                data-url={state.qr.url}
                className="size-72"
              />
            ) : (
              <p role="status">{t('ui.loading')}</p>
            )}
          </div>
          <div className="space-y-2">
            <p className="text-lg">{t('attendance.live.scan')}</p>
            <p className="text-sm text-muted">
              {t('attendance.live.refresh', { count: SIGNING_TOKEN_ROTATION_SECONDS })}
            </p>
            <p className="text-sm text-muted">{t('attendance.live.autoClose')}</p>
          </div>
        </div>
      ) : (
        <p>{t('attendance.window.closed')}</p>
      )}
      <p role="status">
        {t('attendance.live.signedProgress', { count: signedCount, total: state.trainees.length })}
      </p>
      <DataTable
        caption={t('attendance.live.caption')}
        columns={columns}
        rows={state.trainees}
        rowKey={(row) => row.registrationId}
        empty={t('attendance.proposal.empty')}
        rowActions={
          open
            ? rowButton<TraineeRow>({
                header: t('attendance.live.collect'),
                label: t('attendance.live.collect'),
                ariaLabel: (row) => t('attendance.live.collectFor', { name: row.name }),
                onClick: setCollecting,
                shown: (row) => !row.signature,
              })
            : undefined
        }
      />
      <div className="flex flex-wrap gap-3">
        {open ? (
          <Button variant="danger" disabled={closing.pending} onClick={close}>
            {t('attendance.window.closeAction')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onHide}>
          {t('attendance.live.hide')}
        </Button>
      </div>
      <CollectDialog
        windowId={state.id}
        trainee={collecting}
        onClose={() => setCollecting(null)}
        onCollected={() => void refresh()}
      />
    </section>
  );
}
