import type { DocumentTemplateCode } from '@passerelle/shared';
import { attendanceSheetDocument } from './attendance-sheet.document.js';
import { completionCertificateDocument } from './completion-certificate.document.js';
import { conventionDocument } from './convention.document.js';
import { convocationDocument } from './convocation.document.js';
import type { DocumentModule } from './document-module.js';
import { endCertificateDocument } from './end-certificate.document.js';
import { participantListDocument } from './participant-list.document.js';
import { participationCertificateDocument } from './participation-certificate.document.js';
import { reportDocument } from './report.document.js';

/** The document module of each template code: its tag values (server) and its PDF (worker). */
export const DOCUMENT_MODULES: { [C in DocumentTemplateCode]: DocumentModule<C> } = {
  CONVOCATION: convocationDocument,
  CONVENTION: conventionDocument,
  PARTICIPANT_LIST: participantListDocument,
  ATTENDANCE_SHEET: attendanceSheetDocument,
  PARTICIPATION_CERTIFICATE: participationCertificateDocument,
  COMPLETION_CERTIFICATE: completionCertificateDocument,
  END_CERTIFICATE: endCertificateDocument,
  REPORT: reportDocument,
};
