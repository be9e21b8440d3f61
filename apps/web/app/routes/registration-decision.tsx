import type { Route } from './+types/registration-decision';
import {
  DecisionLinkPage,
  decisionOf,
  loadDecisionLink,
  type DecisionLinkPageData,
} from '~/features/registration-links';
import { loadMailLink } from '~/lib/api-client-loader';
import { metaAt, titleAt } from '~/lib/page-title';

/*
 * /registration-decision/{token}?decision=validate|refuse: the page of the "Valider" and
 * "Refuser" links of the "à valider" mails (decision 077), reached signed out. As for a password
 * reset link, an unknown or malformed link is said on the page (`loadMailLink`).
 */

const PATH = '/registration-decision/:token';

export async function loader(args: Route.LoaderArgs): Promise<DecisionLinkPageData> {
  const decision = decisionOf(new URL(args.request.url).searchParams.get('decision'));
  return { ...(await loadMailLink(args, loadDecisionLink)), decision };
}

export const meta = metaAt(PATH);

export default function RegistrationDecisionPage({ loaderData }: Route.ComponentProps) {
  // Another link opened in the same tab starts afresh: its choice, its outcome.
  return (
    <DecisionLinkPage
      key={`${loaderData.token}?${loaderData.decision}`}
      title={titleAt(PATH)}
      data={loaderData}
    />
  );
}
