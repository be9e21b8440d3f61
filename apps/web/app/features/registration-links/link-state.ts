import { closedLinkMessage as sharedMessage, type DecisionLinkView } from '@passerelle/shared';

/*
 * Why a decision link no longer acts (decision 077), in the words the API uses when it refuses
 * the decision itself: the shared `closedLinkMessage`.
 */

/** The French reason the link no longer acts; null for a link that still does. */
export function closedLinkMessage(view: DecisionLinkView): string | null {
  return sharedMessage({ ...view, status: view.registration.status });
}
