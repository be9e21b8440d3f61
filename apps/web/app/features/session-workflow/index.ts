/**
 * Session workflow UI (decisions.md "Session workflow"), drawn from the shared SESSION_WORKFLOW
 * table. For the sessions tab of an action:
 *
 *   import { SessionHistory, SessionWorkflowActions } from '~/features/session-workflow';
 *
 *   <SessionWorkflowActions
 *     session={session}                          // { id, status, startDate?, endDate?, surveyEnabled?, reportEnabled? }
 *     profile={profileOf(user.userProfileCode)}
 *     onChange={() => revalidator.revalidate()}  // optional: reload the page's data
 *     onStale={() => revalidator.revalidate()}   // optional: the status shown was stale
 *   />
 *   <SessionHistory sessionId={session.id} refreshKey={session.status} />
 *
 * `SessionHistoryList` renders history entries a loader already fetched
 * (`getSessionHistory(id, serverApi(args))`). A status anywhere (lists, headers) is
 * `~/components/session-status-badge`.
 */
export {
  SessionWorkflowActions,
  type SessionWorkflowActionsProps,
  type SessionWorkflowView,
} from './session-workflow-actions';
export { SessionHistory, SessionHistoryList } from './session-history';
export {
  getSessionHistory,
  isStaleSessionAnswer,
  postSessionEvent,
  postSessionFlag,
} from './session-workflow-api';
