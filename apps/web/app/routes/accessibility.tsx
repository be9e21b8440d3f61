import '~/lib/messages/accessibility';

import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';

import { AccessibilityStatementView } from '~/features/accessibility/accessibility-statement';
import {
  ContentArticle,
  contentPageMeta,
  loadContentPage,
} from '~/features/content/content-article';

/*
 * /accessibility (decision 080): the editor's part an admin writes (the content page
 * `accessibility`: who commits to what, and how to reach them), then the RGAA statement built
 * from the statement file of packages/shared/src/accessibility, rendered on the server.
 */

export async function loader(args: LoaderFunctionArgs) {
  return loadContentPage(args);
}

export const meta: MetaFunction<typeof loader> = contentPageMeta;

export default function AccessibilityPage() {
  return (
    <ContentArticle content={useLoaderData<typeof loader>()}>
      <AccessibilityStatementView />
    </ContentArticle>
  );
}
