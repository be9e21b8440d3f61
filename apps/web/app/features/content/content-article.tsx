import { CONTENT_API, t, type Content } from '@passerelle/shared';
import type { ReactNode } from 'react';
import { data, type LoaderFunctionArgs } from 'react-router';

import { contentCodeAt } from '~/features/content/content-code';
import { RichTextView } from '~/features/content/rich-text-view';
import { dataOrThrow } from '~/lib/api-data';
import { serverApi } from '~/lib/api-client-loader';
import { pageMeta } from '~/lib/page-title';

/*
 * A public content page (/cgu, /lab, /about, /format, /condition, /cookies, /accessibility,
 * /legal_mentions): the title and text an admin wrote (`GET /api/contents/{code}`), read on the
 * server; the code comes from the path. routes/content-page.tsx shows it alone,
 * routes/accessibility.tsx with the generated statement after it (decision 080).
 */

export async function loadContentPage(args: LoaderFunctionArgs) {
  const code = contentCodeAt(new URL(args.request.url).pathname);
  if (!code) throw data({ message: 'No content page at this path' }, { status: 404 });
  return dataOrThrow(await serverApi(args).call(CONTENT_API.page, { params: { code } }), 'default');
}

/** The head of a content page: its stored title. */
export function contentPageMeta({
  data: content,
  location,
}: {
  data: Content | undefined;
  location: { pathname: string };
}) {
  return pageMeta(content?.title ?? t('layout.appName'), location.pathname);
}

/** The title as the page's only h1, the stored text, then `children` (what the page adds). */
export function ContentArticle({ content, children }: { content: Content; children?: ReactNode }) {
  return (
    <article className="space-y-6">
      <h1 className="text-3xl font-bold">{content.title}</h1>
      {content.html ? (
        <RichTextView html={content.html} />
      ) : children ? null : (
        <p className="text-muted">{t('contentPage.empty')}</p>
      )}
      {children}
    </article>
  );
}
