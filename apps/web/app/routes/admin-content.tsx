import {
  CONTENT_CODE_LABELS,
  CONTENT_API,
  CONTENT_MESSAGE_PATH,
  isContentCode,
  MESSAGES_API,
  t,
  type Content,
  type PublicMessage,
} from '@passerelle/shared';
import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ContentAdminNav } from '~/features/content/content-admin-nav';
import { runContentAction } from '~/features/content/content-actions';
import { ContentPageEditor } from '~/features/content/content-page-editor';
import { PublicMessages } from '~/features/content/public-messages';
import { pageTitle } from '~/lib/page-title';
import { dataOrThrow } from '~/lib/api-data';
import { readActionJson } from '~/lib/action-json';
import { actionAnswer } from '~/lib/action-result';
import { serverApi } from '~/lib/api-client-loader';

/*
 * /back/admin/content/{code}: the content section (admin only, by the guard). Decision: the
 * `message` page — the section's entry, where the bare /back/admin/content leads — edits the
 * public message of the home page (the `messages` entity); the eight other codes edit the text
 * of their public page. The rich-text editor is loaded on this page only.
 */

type LoaderData =
  | { code: 'message'; messages: PublicMessage[] }
  | { code: Exclude<Content['code'], 'message'>; content: Content };

export async function loader(args: LoaderFunctionArgs): Promise<LoaderData> {
  const { code } = args.params;
  // The guard redirects unknown codes already; this is the fallback.
  if (!isContentCode(code)) throw redirect(CONTENT_MESSAGE_PATH);
  const api = serverApi(args);
  if (code === 'message') {
    return {
      code,
      messages: dataOrThrow(await api.call(MESSAGES_API.list), 'back'),
    };
  }
  return {
    code,
    content: dataOrThrow(await api.call(CONTENT_API.page, { params: { code } }), 'back'),
  };
}

export async function action(args: ActionFunctionArgs) {
  const payload = await readActionJson(args.request, 'back');
  const result = await runContentAction(serverApi(args), args.params.code ?? '', payload);
  if (!result) throw data({ layout: 'back', message: 'Unknown action' }, { status: 400 });
  return actionAnswer(result);
}

const headingOf = (code: string) =>
  t('contentAdmin.heading', { label: isContentCode(code) ? CONTENT_CODE_LABELS[code] : code });

export const meta: MetaFunction<typeof loader> = ({ params }) => [
  { title: pageTitle(headingOf(params.code ?? '')) },
];

export default function AdminContentPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{headingOf(page.code)}</h1>
      <ContentAdminNav />
      {page.code === 'message' ? (
        <PublicMessages messages={page.messages} />
      ) : (
        <ContentPageEditor content={page.content} />
      )}
    </div>
  );
}
