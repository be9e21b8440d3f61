import { CONTENT_API, t } from '@passerelle/shared';
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';

import { contentCodeAt } from '~/features/content/content-code';
import { RichTextView } from '~/features/content/rich-text-view';
import { pageMeta } from '~/lib/page-title';
import { dataOrThrow } from '~/lib/api-data';
import { serverApi } from '~/lib/api-client-loader';

/*
 * The public content pages (/cgu, /lab, /about, /format, /condition, /cookies, /accessibility,
 * /legal_mentions): the title and text an admin wrote (`GET /api/contents/{code}`), rendered on
 * the server. One module for the eight routes; the code comes from the path.
 */

export async function loader(args: LoaderFunctionArgs) {
  const code = contentCodeAt(new URL(args.request.url).pathname);
  if (!code) throw data({ message: 'No content page at this path' }, { status: 404 });
  return dataOrThrow(await serverApi(args).call(CONTENT_API.page, { params: { code } }), 'default');
}

export const meta: MetaFunction<typeof loader> = ({ data: content, location }) =>
  pageMeta(content?.title ?? t('layout.appName'), location.pathname);

export default function ContentPage() {
  const content = useLoaderData<typeof loader>();
  return (
    <article className="space-y-6">
      <h1 className="text-3xl font-bold">{content.title}</h1>
      {content.html ? (
        <RichTextView html={content.html} />
      ) : (
        <p className="text-muted">{t('contentPage.empty')}</p>
      )}
    </article>
  );
}
