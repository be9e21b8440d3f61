import type { SessionUser, SurveyViewDetail } from '@passerelle/shared';
import { surveyViewReaderOf } from '../survey-results/survey-results.service.js';
import { loadDocumentIdentity } from './document-data.js';
import type { DocumentContext, DocumentFile } from './documents.service.js';
import { drawPdf } from './pdf-drawer.js';
import type { DocumentIdentity } from './pdf/writer.js';
import { surveyResultsName } from './survey-results.document.js';

/** A survey's results in PDF, with its provider's identity (logo, address) as every document. */
export async function renderSurveyResultsPdf(
  context: DocumentContext,
  survey: SurveyViewDetail,
  /** The provider's identity when the caller read it already (a session's batch). */
  known?: DocumentIdentity,
  now = new Date(),
): Promise<DocumentFile> {
  const identity =
    known ?? (await loadDocumentIdentity(context.db, context.store, survey.provider?.id ?? null));
  const name = surveyResultsName(survey);
  const bytes = await drawPdf({
    identity,
    options: { title: name, subject: survey.action.name, now },
    drawing: { kind: 'surveyResults', survey },
  });
  return { bytes, contentType: 'application/pdf', fileName: `${name}.pdf` };
}

/**
 * `GET /api/survey_views/{id}/pdf`: what the results page shows, in PDF, for whoever reaches the
 * survey's session (staff every one, a provider its actions'; 404 otherwise).
 */
export async function renderSurveyResultsPdfFor(
  context: DocumentContext,
  user: SessionUser,
  surveyId: number,
): Promise<DocumentFile> {
  const survey = await surveyViewReaderOf(context.db)(user, surveyId);
  return renderSurveyResultsPdf(context, survey);
}
