/**
 * The page of the "Valider" / "Refuser" links of the "à valider" mails (decision 077),
 * `/registration-decision/{token}`:
 *
 *   import { DecisionLinkPage, loadDecisionLink } from '~/features/registration-links';
 */
export { DecisionLinkPage, type DecisionLinkPageData } from './decision-link-page';
export { decisionOf, loadDecisionLink } from './registration-links-api';
