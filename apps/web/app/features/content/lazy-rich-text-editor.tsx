import { t } from '@passerelle/shared';
import { lazy, Suspense, type ReactNode } from 'react';

import { Field } from '~/components/ui/field';

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

export interface RichTextFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  initialHtml: string;
  onChange: (html: string) => void;
  onReady: (html: string) => void;
}

/**
 * A rich-text field: the editor named by its label (a `<label>` cannot name an editable area,
 * hence `labelAs="text"`), with its hint and messages.
 */
export function RichTextField({
  id,
  label,
  hint,
  errors,
  initialHtml,
  onChange,
  onReady,
}: RichTextFieldProps) {
  return (
    <Field id={id} label={label} labelAs="text" hint={hint} errors={errors}>
      {(control) => (
        <LazyRichTextEditor
          id={control.id}
          labelledBy={`${control.id}-label`}
          describedBy={control['aria-describedby']}
          invalid={control['aria-invalid']}
          initialHtml={initialHtml}
          onChange={onChange}
          onReady={onReady}
        />
      )}
    </Field>
  );
}
