/**
 * Sending a session's convocations and conventions by mail (decision 039): the section of the
 * session's page, composed in by its route:
 *
 *   import { SessionDocumentSends } from '~/features/document-sends';
 *
 *   <SessionDocumentSends sessionId={session.id} />
 */
export { SessionDocumentSends, type SessionDocumentSendsProps } from './session-document-sends';
