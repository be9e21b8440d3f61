import type { MetaFunction } from 'react-router';

import type { Route } from './+types/registration-decision';
import {
  DecisionLinkPage,
  decisionOf,
  loadDecisionLink,
  type DecisionLinkPageData,
} from '~/features/registration-links';
import { serverApi } from '~/lib/api-client-loader';
import { linkDataOrNull } from '~/lib/api-data';
import { pageAt, pageMeta } from '~/lib/page-title';

/*
 * /registration-decision/{token}?decision=validate|refuse: the page of the "Valider" and
 * "Refuser" links of the "à valider" mails (decision 077), reached signed out. As for a password
 * reset link, an unknown or malformed link is said on the page (`linkDataOrNull`).
 */

const PATH = '/registration-decision/:token';

export async function loader(args: Route.LoaderArgs): Promise<DecisionLinkPageData> {
  const { token } = args.params;
  const decision = decisionOf(new URL(args.request.url).searchParams.get('decision'));
  return {
    token,
    decision,
    view: linkDataOrNull(await loadDecisionLink(serverApi(args), token)),
  };
}

export const meta: MetaFunction = ({ location }) =>
  pageMeta(pageAt(PATH)?.title ?? '', location.pathname);

export default function RegistrationDecisionPage({ loaderData }: Route.ComponentProps) {
  // Another link opened in the same tab starts afresh: its choice, its outcome.
  return (
    <DecisionLinkPage
      key={`${loaderData.token}?${loaderData.decision}`}
      title={pageAt(PATH)?.title ?? ''}
      data={loaderData}
    />
  );
}
