import {
  REGISTRATION_LINKS_API,
  type LinkDecision,
  type LinkDecisionBody,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * What the page of a decision link asks the API (decision 077): public calls, the secret of the
 * address is the access, so a 401 never comes back.
 */

/** What the link is about and whether it still acts, read by the page's loader. */
export function loadDecisionLink(api: ApiClient, token: string) {
  return api.call(REGISTRATION_LINKS_API.view, { params: { token } });
}

/** Takes the link's decision (the reason with a refusal). */
export function decideByLink(token: string, body: LinkDecisionBody) {
  return browserApi.call(REGISTRATION_LINKS_API.decide, { params: { token }, body });
}

/** The decision the mail's link chose (`?decision=`), or null for anything else. */
export function decisionOf(value: string | null): LinkDecision | null {
  return value === 'validate' || value === 'refuse' ? value : null;
}
