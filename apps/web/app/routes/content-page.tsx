import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';

import {
  ContentArticle,
  contentPageMeta,
  loadContentPage,
} from '~/features/content/content-article';

/*
 * The public content pages (/cgu, /lab, /about, /format, /condition, /cookies, /legal_mentions):
 * the title and text an admin wrote, rendered on the server. One module for the seven routes; the
 * code comes from the path. /accessibility adds the statement (routes/accessibility.tsx).
 */

export async function loader(args: LoaderFunctionArgs) {
  return loadContentPage(args);
}

export const meta: MetaFunction<typeof loader> = contentPageMeta;

export default function ContentPage() {
  return <ContentArticle content={useLoaderData<typeof loader>()} />;
}
