/**
 * Digital attendance (émargement numérique, decision 038): the section of a session's sheet for
 * its provider and staff, and the trainee's signing page of `/beneficiary/sign/{token}`:
 *
 *   import { SessionAttendance } from '~/features/attendance';
 *
 *   <SessionAttendance sessionId={session.id} />
 */
export { SessionAttendance, type SessionAttendanceProps } from './session-attendance';
export { SigningPageView, type SigningPageResult } from './signing-page';
export { loadSigningPage } from './attendance-api';
