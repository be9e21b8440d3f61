import type {
  DocumentTemplateCode,
  DocumentValues,
  ProviderQualityResults,
  SurveyViewDetail,
} from '@passerelle/shared';
import type { DocumentInput, DocumentModule } from './document-module.js';
import { DOCUMENT_MODULES } from './document-modules.js';
import { renderPdf, type DocumentIdentity, type PdfOptions, type PdfWriter } from './pdf/writer.js';
import { drawQualityResults } from './quality-results.document.js';
import { drawSurveyResults } from './survey-results.document.js';

/*
 * What the drawing thread draws (decision 097): a PDF's identity, options and content, named by
 * kind with their data, never a function, since a job crosses to the thread by structured clone.
 */

/** A document module's PDF, from its tag values (its template code says which module). */
type DocumentDrawing = {
  [C in DocumentTemplateCode]: {
    kind: 'document';
    template: C;
    values: DocumentValues<C>;
    input: DocumentInput;
  };
}[DocumentTemplateCode];

export type Drawing =
  | DocumentDrawing
  | { kind: 'qualityResults'; quality: ProviderQualityResults; year: number }
  | { kind: 'surveyResults'; survey: SurveyViewDetail };

export interface PdfJob {
  identity: DocumentIdentity;
  options: PdfOptions;
  drawing: Drawing;
}

/** The drawing of `module`'s PDF from `values`, which `module.values` gave. */
export function documentDrawing<C extends DocumentTemplateCode>(
  module: DocumentModule<C>,
  values: DocumentValues<C>,
  input: DocumentInput,
): Drawing {
  // TypeScript cannot tie a generic template code to its member of the union.
  return { kind: 'document', template: module.template, values, input } as DocumentDrawing;
}

function drawerOf(drawing: Drawing): (pdf: PdfWriter) => void {
  switch (drawing.kind) {
    case 'document': {
      // The values are those of the template's module (documentDrawing).
      const module = DOCUMENT_MODULES[drawing.template] as DocumentModule<DocumentTemplateCode>;
      const values = drawing.values as DocumentValues<DocumentTemplateCode>;
      return (pdf) => module.draw(pdf, values, drawing.input);
    }
    case 'qualityResults':
      return (pdf) => drawQualityResults(pdf, drawing.quality, drawing.year);
    case 'surveyResults':
      return (pdf) => drawSurveyResults(pdf, drawing.survey);
  }
}

/** A job's PDF, drawn here and now (the drawing thread calls it). */
export function drawJob(job: PdfJob): Promise<Buffer> {
  return renderPdf(job.identity, job.options, drawerOf(job.drawing));
}
