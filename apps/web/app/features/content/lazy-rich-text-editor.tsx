import { t } from '@passerelle/shared';
import { lazy, Suspense } from 'react';

import { useHydrated } from '~/lib/use-hydrated';

import type { RichTextEditorProps } from './rich-text-editor';

// Its own chunk, fetched by the admin pages that show an editor, never by public pages.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

function EditorFallback() {
  return (
    <div
      role="status"
      className="flex min-h-64 items-center justify-center rounded-sm border border-border-strong bg-surface-alt p-4 text-muted"
    >
      {t('richText.loading')}
    </div>
  );
}

/**
 * The rich-text editor, mounted in the browser only: the server render and the hydration pass
 * show a placeholder (TipTap needs the DOM), then the editor's chunk loads.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <EditorFallback />;
  return (
    <Suspense fallback={<EditorFallback />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
