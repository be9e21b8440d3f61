import { t } from '@passerelle/shared';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

import { DownloadError, fetchFile, saveFile, type DownloadProgress } from '~/lib/download';
import { formatFileSize } from '~/lib/file-size';
import { accessToken } from '~/lib/session';

import { Button, buttonClasses } from './ui/button';
import { Progress } from './ui/progress';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportButtonsProps {
  formats: readonly ExportFormat[];
  /** The export's URL for a format (the list's filters and sort). */
  hrefOf: (format: ExportFormat) => string;
  /** The button's text for a format, e.g. « Exporter en CSV ». */
  labelOf: (format: ExportFormat) => string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: DownloadProgress | null }
  | { kind: 'done'; fileName: string }
  | { kind: 'canceled' }
  | { kind: 'failed'; message: string };

/**
 * The export links of a list (spec §4 progress): each is a real link (it works before the page's
 * script runs), taken over once hydrated to fetch the file with its progress shown —
 * indeterminate until the first bytes, then the size received — and a button to cancel it.
 */
export function ExportButtons({ formats, hrefOf, labelOf }: ExportButtonsProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const running = state.kind === 'running';

  // Leaving the page stops the download.
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (running) cancelButton.current?.focus();
  }, [running]);

  async function start(event: MouseEvent<HTMLAnchorElement>, href: string) {
    // A modified click (new tab, save as…) is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (running) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', progress: null });
    try {
      const file = await fetchFile(href, {
        signal: abort.signal,
        token: accessToken(),
        onProgress: (progress) => setState({ kind: 'running', progress }),
      });
      saveFile(file);
      setState({ kind: 'done', fileName: file.fileName });
    } catch (error) {
      if (abort.signal.aborted) setState({ kind: 'canceled' });
      else {
        setState({
          kind: 'failed',
          message: error instanceof DownloadError ? error.message : t('exportProgress.network'),
        });
      }
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const received = running && state.progress && state.progress.received > 0 ? state.progress : null;
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        {formats.map((format) => (
          <a
            key={format}
            href={hrefOf(format)}
            download
            aria-disabled={running || undefined}
            onClick={(event) => void start(event, hrefOf(format))}
            className={buttonClasses('secondary', 'sm')}
          >
            <Download aria-hidden="true" />
            {labelOf(format)}
          </a>
        ))}
      </div>
      <div
        role="status"
        aria-label={t('exportProgress.region')}
        className="w-64 max-w-full text-sm empty:hidden"
      >
        {running ? (
          <div className="space-y-1">
            <Progress
              label={t('exportProgress.label')}
              value={received?.total ? (received.received / received.total) * 100 : null}
            />
            <div className="flex items-center justify-between gap-2">
              <span>
                {received
                  ? t('exportProgress.received', { size: formatFileSize(received.received) })
                  : t('exportProgress.preparing')}
              </span>
              <Button
                ref={cancelButton}
                variant="ghost"
                size="sm"
                onClick={() => controller.current?.abort()}
              >
                {t('exportProgress.cancel')}
              </Button>
            </div>
          </div>
        ) : state.kind === 'done' ? (
          t('exportProgress.done', { name: state.fileName })
        ) : state.kind === 'canceled' ? (
          t('exportProgress.canceled')
        ) : state.kind === 'failed' ? (
          <span className="text-danger">
            {t('exportProgress.failed', { message: state.message })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
