import type { Content } from '@passerelle/shared';
import { useState } from 'react';

import { useRouteAction } from '~/lib/use-route-action';

import { postContentAction } from './content-actions';
import { ContentForm } from './content-form';

/**
 * One content page's editor: saves through the route action and starts again from the saved page
 * once the router has reloaded it.
 */
export function ContentPageEditor({ content }: { content: Content }) {
  const action = useRouteAction();
  // Bumped by "discard": a new form starts from the saved page.
  const [generation, setGeneration] = useState(0);

  return (
    <ContentForm
      // A save changes `updatedAt`: the form (and its editor) restart from what was stored.
      key={`${content.code}-${content.updatedAt ?? 'default'}-${generation}`}
      content={content}
      submit={(values) => postContentAction(action.post, { intent: 'saveContent', values })}
      onDiscard={() => setGeneration((value) => value + 1)}
    />
  );
}
