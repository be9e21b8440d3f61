/**
 * Pedagogical reports (decision 033): the pages `/reports` and `/reports/{id}`, and the report's
 * state on a session's page in the back office:
 *
 *   import { SessionReportState } from '~/features/reports';
 *
 *   <SessionReportState session={{ id, status, reportEnabled }} user={user} />
 */
export { ReportPage } from './report-page';
export { ReportsPage } from './reports-page';
export { SessionReportState, type SessionReportStateProps } from './session-report-state';
export { loadReport, loadReportsPage, type ReportsPageData } from './reports-api';
