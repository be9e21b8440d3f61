import { t, type Content } from '@passerelle/shared';
import { useCallback, useState } from 'react';

import { useActionToast } from '~/lib/action-result';

import { useContentAction } from './content-actions';
import { ContentForm } from './content-form';

/**
 * One content page's editor: saves through the route action, says how it went (spec §8 edit
 * toasts) and starts again from the saved page once the router has reloaded it.
 */
export function ContentPageEditor({ content }: { content: Content }) {
  const { fetcher, submit, submitting } = useContentAction();
  // Bumped by "discard": a new form starts from the saved page.
  const [generation, setGeneration] = useState(0);
  const messages = useCallback(
    () => ({ success: t('toast.editSuccess'), errorTitle: t('toast.editError') }),
    [],
  );
  useActionToast(fetcher.data, messages);
  const result = fetcher.data;

  return (
    <ContentForm
      // A save changes `updatedAt`: the form (and its editor) restart from what was stored.
      key={`${content.code}-${content.updatedAt ?? 'default'}-${generation}`}
      content={content}
      submitting={submitting}
      serverErrors={result && !result.ok ? result.fieldErrors : undefined}
      onSubmit={(values) => void submit({ intent: 'saveContent', values })}
      onDiscard={() => {
        // The messages of the last failed save belong to the text being discarded.
        fetcher.reset();
        setGeneration((value) => value + 1);
      }}
    />
  );
}
