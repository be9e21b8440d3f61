import '~/lib/messages/accessibility';

import { useLoaderData } from 'react-router';

import { AccessibilityStatementView } from '~/features/accessibility/accessibility-statement';
import { ContentArticle } from '~/features/content/content-article';

import type { loader } from './content-page';

/*
 * /accessibility (decision 080): the editor's part an admin writes (the content page
 * `accessibility`: who commits to what, and how to reach them), read as every content page is,
 * then the RGAA statement built from the statement file of packages/shared/src/accessibility,
 * rendered on the server.
 */

export { loader, meta } from './content-page';

export default function AccessibilityPage() {
  return (
    <ContentArticle content={useLoaderData<typeof loader>()}>
      <AccessibilityStatementView />
    </ContentArticle>
  );
}
