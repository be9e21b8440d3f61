import {
  DOCX_MIME_TYPE,
  GENERATED_DOCUMENT_INFO,
  SESSION_DOCUMENTS,
  TRAINEE_DOCUMENTS,
  documentOffered,
  errorMessage,
  fullName,
  generatedDocumentUrl,
  personName,
  profileOf,
  reportAvailability,
  t,
  traineeDocumentRefusal,
  type BeneficiaryDocuments,
  type DocumentLink,
  type DocumentTemplateCode,
  type GeneratedDocument,
  type SessionGeneratedDocuments,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { DocxTemplateError, fillDocxTemplate } from '../../lib/docx-template.js';
import type { FileStore } from '../../lib/file-store.js';
import { reachableSession } from '../access/access.service.js';
import { sessionSignatureMarks } from '../attendance/attendance.service.js';
import { documentTemplateFileOf, importedDocumentTemplates } from '../mail/templates.service.js';
import { providerYearQualityResults } from '../quality-results/quality-results.service.js';
import { findWrittenReport } from '../reports/reports.service.js';
import { getProviderInformation } from '../structures/provider-information.service.js';
import { convocationDocument } from './convocation.document.js';
import {
  conventionParties,
  findSessionRegistration,
  loadDocumentIdentity,
  loadSessionDocumentData,
  placeOf,
  type SessionDocumentData,
  type TraineeRow,
} from './document-data.js';
import type { DocumentInput, DocumentModule, SignatureMark } from './document-module.js';
import { DOCUMENT_MODULES } from './document-modules.js';
import { documentDrawing } from './drawings.js';
import {
  findBeneficiaryRegistrations,
  findDocumentChoice,
  findTrainees,
} from './documents.repository.js';
import { participantsCsv } from './participants.csv.js';
import { drawPdf } from './pdf-drawer.js';
import { sampleDocumentData } from './sample-data.js';

/*
 * The generated documents (decision 036): `renderDocument` makes one from the session's data —
 * the admin's DOCX template when one is imported for its code, else the built-in PDF — and is
 * what other modules call (the convocations' mails, previews). `renderDocumentFor` checks first
 * that the user may have it: staff every session, a provider its own sessions (404 otherwise), a
 * beneficiary its own convocation and certificates only. Nothing is cached: a document is made
 * from the data as it is now.
 */

export interface DocumentContext {
  db: Database;
  /** The uploaded files (logo, stamp, DOCX templates). */
  store: FileStore;
}

export interface DocumentRequest {
  code: GeneratedDocument;
  sessionId: number;
  /** A trainee's document: whose. */
  registrationId?: number;
  /** A convention: which employer structure. */
  structureId?: number;
  /** The document's date; now by default. */
  now?: Date;
  /**
   * The signature sheet's digital signatures (see DocumentInput.signatures); read from the
   * session's signing windows when not given.
   */
  signatures?: ReadonlyMap<string, SignatureMark>;
}

export interface DocumentFile {
  bytes: Buffer;
  contentType: string;
  /** The French file name, with its extension. */
  fileName: string;
}

export function documentLabel(code: GeneratedDocument): string {
  return t(`documents.label.${code}`);
}

/** A file name without what a file system refuses. */
export function safeName(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
    .replace(/[/\\:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .slice(0, 150);
}

/** The input of a document: the session's data and whose document it is, checked. */
async function documentInput(
  context: DocumentContext,
  data: SessionDocumentData,
  request: DocumentRequest,
): Promise<{ input: DocumentInput; nameParts: string[] }> {
  const info = GENERATED_DOCUMENT_INFO[request.code];
  const base = { data, signatures: request.signatures };
  switch (info.scope) {
    case 'trainee': {
      const trainee =
        request.registrationId === undefined
          ? undefined
          : await findSessionRegistration(context.db, data.session.id, request.registrationId);
      if (!trainee) throw new AppError('NOT_FOUND');
      const refusal = traineeDocumentRefusal(request.code, {
        session: data.session,
        registration: trainee,
      });
      if (refusal) throw new AppError(refusal);
      return { input: { ...base, trainee }, nameParts: [trainee.familyName, trainee.givenName] };
    }
    case 'structure': {
      const party = conventionParties(data).find((one) => one.id === request.structureId);
      if (!party) throw new AppError('DOCUMENT_NO_TRAINEE_OF_STRUCTURE');
      return { input: { ...base, party }, nameParts: [party.name] };
    }
    case 'session': {
      if (request.code === 'registration_signature') {
        const signatures =
          request.signatures ?? (await sessionSignatureMarks(context.db, data.session.id));
        return { input: { ...base, signatures }, nameParts: [] };
      }
      if (request.code !== 'report_pdf') return { input: base, nameParts: [] };
      const report = await findWrittenReport(context.db, {
        id: data.session.id,
        status: data.session.status,
        reportEnabled: data.session.reportEnabled,
      });
      if (!report) throw new AppError('DOCUMENT_NO_REPORT');
      return { input: { ...base, report }, nameParts: [] };
    }
  }
}

/** The built-in PDF of a document (never an imported DOCX), drawn in the drawing thread. */
function buildPdf<C extends DocumentTemplateCode>(
  module: DocumentModule<C>,
  input: DocumentInput,
  title: string,
  values = module.values(input),
): Promise<Buffer> {
  return drawPdf({
    identity: input.data.identity,
    options: {
      title,
      subject: input.data.session.actionName,
      landscape: module.landscape,
      now: input.data.now,
    },
    drawing: documentDrawing(module, values, input),
  });
}

async function build<C extends DocumentTemplateCode>(
  context: DocumentContext,
  module: DocumentModule<C>,
  input: DocumentInput,
  title: string,
): Promise<{ bytes: Buffer; docx: boolean }> {
  const values = module.values(input);
  const templateKey = await documentTemplateFileOf(context.db, module.template);
  if (templateKey) {
    try {
      const template = await context.store.read(templateKey);
      if (!template) throw new DocxTemplateError('fichier du modèle importé introuvable');
      return { bytes: fillDocxTemplate(template, values), docx: true };
    } catch (error) {
      if (error instanceof DocxTemplateError) {
        throw new AppError('DOCUMENT_TEMPLATE_BROKEN', { params: { reason: error.reason } });
      }
      throw error;
    }
  }
  return { bytes: await buildPdf(module, input, title, values), docx: false };
}

/**
 * Makes a document of a session, for whoever the caller checked may have it (no reach check
 * here): 404 when the session, the registration or the structure does not exist, 409 (shared
 * reasons) when the document does not exist for it.
 */
export async function renderDocument(
  context: DocumentContext,
  request: DocumentRequest,
): Promise<DocumentFile> {
  const data = await loadSessionDocumentData(
    context.db,
    context.store,
    request.sessionId,
    request.now,
  );
  if (!data) throw new AppError('NOT_FOUND');
  return renderFrom(context, data, request);
}

/**
 * `GET /api/structures/{id}/information/preview`: a convocation for a made-up trainee and
 * session, with the provider structure's saved identity (logo, stamp, manager) in the built-in
 * layout. The caller checked the structure's reach.
 */
export async function renderInformationPreview(
  context: DocumentContext,
  structureId: number,
  now = new Date(),
): Promise<DocumentFile> {
  const identity = await loadDocumentIdentity(context.db, context.store, structureId);
  const { data, trainee } = sampleDocumentData(identity, structureId, now);
  const fileName = t('documentSends.preview.fileName');
  const bytes = await buildPdf(convocationDocument, { data, trainee }, fileName);
  return { bytes, contentType: 'application/pdf', fileName: `${fileName}.pdf` };
}

/** The preview for `user`: a provider its own structure, the admin any provider (404 otherwise). */
export async function renderInformationPreviewFor(
  context: DocumentContext,
  user: SessionUser,
  structureId: number,
): Promise<DocumentFile> {
  await getProviderInformation(context.db, user, structureId);
  return renderInformationPreview(context, structureId);
}

/**
 * `GET /api/structures/{id}/quality_results/pdf?year=`: the provider's results indicators of a
 * calendar year (decision 079), with its identity; a provider its own structure, staff every one.
 */
export async function renderQualityResultsPdfFor(
  context: DocumentContext,
  user: SessionUser,
  structureId: number,
  year: number,
  now = new Date(),
): Promise<DocumentFile> {
  const quality = await providerYearQualityResults(context.db, user, structureId, year);
  const identity = await loadDocumentIdentity(context.db, context.store, structureId);
  const title = t('qualityResults.pdf.title', { year });
  const bytes = await drawPdf({
    identity,
    options: { title, now },
    drawing: { kind: 'qualityResults', quality, year },
  });
  const fileName = `${t('qualityResults.pdf.fileName', { year })}.pdf`;
  return { bytes, contentType: 'application/pdf', fileName };
}

/** What a session's mails say of it (the sending of its documents, decision 039). */
export interface SessionDocumentFacts {
  id: number;
  code: string;
  status: SessionDocumentData['session']['status'];
  actionName: string;
  startDate: Date;
  endDate: Date;
  cityName: string | null;
  modality: SessionDocumentData['session']['modality'];
  /** Room and address, or "À distance" (as on the convocation). */
  place: string;
  providerName: string | null;
}

/** Several documents of one session, its data (logo and stamp included) read once. */
export interface SessionDocumentBatch {
  facts: SessionDocumentFacts;
  /** The session's trainees (SESSION_TRAINEE_STATUSES), by name, as read when opened. */
  trainees: readonly TraineeRow[];
  /** Its provider's identity on documents (logo and stamp included), read once. */
  identity: SessionDocumentData['identity'];
  /** Whether the session's action type offers the document (decision 064). */
  offers(code: GeneratedDocument): boolean;
  render(request: Omit<DocumentRequest, 'sessionId' | 'now'>): Promise<DocumentFile>;
}

/**
 * Opens a batch of a session's documents (the convocations and conventions of a send): the
 * session's data is read once, each trainee's registration again at its own document and the
 * session's trainees again at each convention (who cancelled meanwhile is not named). No reach
 * check: the caller's. Undefined when the session does not exist.
 */
export async function openDocumentBatch(
  context: DocumentContext,
  sessionId: number,
  now = new Date(),
): Promise<SessionDocumentBatch | undefined> {
  const data = await loadSessionDocumentData(context.db, context.store, sessionId, now);
  if (!data) return undefined;
  const { session } = data;
  return {
    facts: {
      id: session.id,
      code: session.code,
      status: session.status,
      actionName: session.actionName,
      startDate: session.startDate,
      endDate: session.endDate,
      cityName: session.cityName,
      modality: session.modality,
      place: placeOf(session),
      providerName: data.identity.provider?.name ?? null,
    },
    trainees: data.trainees,
    identity: data.identity,
    offers: (code) => documentOffered(code, session),
    render: async (request) => {
      const current =
        GENERATED_DOCUMENT_INFO[request.code].scope === 'structure'
          ? { ...data, trainees: await findTrainees(context.db, sessionId) }
          : data;
      return renderFrom(context, current, { ...request, sessionId, now });
    },
  };
}

async function renderFrom(
  context: DocumentContext,
  data: SessionDocumentData,
  request: DocumentRequest,
): Promise<DocumentFile> {
  // The action type's choice (decision 064): a document it does not offer is never made.
  if (!documentOffered(request.code, data.session)) throw new AppError('DOCUMENT_NOT_OFFERED');
  const { input, nameParts } = await documentInput(context, data, request);
  const info = GENERATED_DOCUMENT_INFO[request.code];
  const baseName = safeName([info.fileName, data.session.code, ...nameParts]);
  if (info.template === null) {
    return {
      bytes: participantsCsv(data),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${baseName}.csv`,
    };
  }
  const title = [documentLabel(request.code), data.session.code, ...nameParts].join(' – ');
  const module = DOCUMENT_MODULES[info.template] as DocumentModule<DocumentTemplateCode>;
  const { bytes, docx } = await build(context, module, input, title);
  return docx
    ? { bytes, contentType: DOCX_MIME_TYPE, fileName: `${baseName}.docx` }
    : { bytes, contentType: 'application/pdf', fileName: `${baseName}.pdf` };
}

/**
 * `GET /api/sessions/{id}/{document}`: the document for `user` — staff every session, a provider
 * the sessions of its actions, a beneficiary its own convocation and certificates (404 otherwise).
 */
export async function renderDocumentFor(
  context: DocumentContext,
  user: SessionUser,
  request: DocumentRequest,
): Promise<DocumentFile> {
  if (profileOf(user.userProfileCode) === 'beneficiary') {
    const info = GENERATED_DOCUMENT_INFO[request.code];
    const own =
      info.forBeneficiary && request.registrationId !== undefined
        ? await findSessionRegistration(context.db, request.sessionId, request.registrationId)
        : undefined;
    if (!own || own.beneficiaryId !== user.id) throw new AppError('NOT_FOUND');
  } else {
    await reachableSession(context.db, user, request.sessionId);
  }
  return renderDocument(context, request);
}

// What may be downloaded.

/** Links to documents: Word where an admin imported a template for the document. */
function linkMaker(templates: ReadonlySet<DocumentTemplateCode>) {
  return (
    code: GeneratedDocument,
    sessionId: number,
    owner: { registrationId?: number; structureId?: number } = {},
  ): DocumentLink => {
    const info = GENERATED_DOCUMENT_INFO[code];
    return {
      code,
      label: documentLabel(code),
      format: info.template !== null && templates.has(info.template) ? 'docx' : info.format,
      url: generatedDocumentUrl(code, sessionId, owner),
    };
  };
}

/**
 * `GET /api/sessions/{id}/generated_documents`: the session's documents, its conventions per
 * structure, and per trainee its documents or why not yet.
 */
export async function listSessionDocuments(
  context: DocumentContext,
  user: SessionUser,
  sessionId: number,
): Promise<SessionGeneratedDocuments> {
  const session = await reachableSession(context.db, user, sessionId);
  const data = await loadSessionDocumentData(context.db, context.store, sessionId, new Date(), {
    images: false,
  });
  if (!data) throw new AppError('NOT_FOUND');
  const [report, templates] = await Promise.all([
    reportAvailability(session) === 'open' ? findWrittenReport(context.db, session) : null,
    importedDocumentTemplates(context.db),
  ]);
  const link = linkMaker(templates);
  const offered = (code: GeneratedDocument) => documentOffered(code, data.session);
  const documents = SESSION_DOCUMENTS.filter(
    (code) =>
      GENERATED_DOCUMENT_INFO[code].scope === 'session' &&
      offered(code) &&
      (code !== 'report_pdf' || report),
  ).map((code) => link(code, sessionId));
  return {
    sessionId,
    documents,
    conventions: (offered('convention') ? conventionParties(data) : []).map((party) => ({
      structureId: party.id,
      structureName: party.name,
      traineeCount: party.trainees.length,
      link: link('convention', sessionId, { structureId: party.id }),
    })),
    trainees: data.trainees.map((trainee) => {
      const documentsOf: DocumentLink[] = [];
      const unavailable: SessionGeneratedDocuments['trainees'][number]['unavailable'] = [];
      for (const code of TRAINEE_DOCUMENTS.filter(offered)) {
        const refusal = traineeDocumentRefusal(code, { session, registration: trainee });
        if (refusal) {
          unavailable.push({ code, label: documentLabel(code), reason: errorMessage(refusal) });
        } else {
          documentsOf.push(link(code, sessionId, { registrationId: trainee.registrationId }));
        }
      }
      return {
        registrationId: trainee.registrationId,
        name: personName(trainee) || fullName(trainee),
        structureName: trainee.structureName,
        status: trainee.status,
        documents: documentsOf,
        unavailable,
      };
    }),
  };
}

/** `GET /api/registration_views/documents`: the beneficiary's documents, per registration. */
export async function listBeneficiaryDocuments(
  context: DocumentContext,
  user: SessionUser,
): Promise<BeneficiaryDocuments> {
  const [rows, templates] = await Promise.all([
    findBeneficiaryRegistrations(context.db, user.id),
    importedDocumentTemplates(context.db),
  ]);
  const link = linkMaker(templates);
  return {
    items: rows.map((row) => ({
      registrationId: row.registrationId,
      sessionId: row.sessionId,
      documents: TRAINEE_DOCUMENTS.filter(
        (code) =>
          GENERATED_DOCUMENT_INFO[code].forBeneficiary &&
          documentOffered(code, row) &&
          traineeDocumentRefusal(code, {
            session: { status: row.sessionStatus },
            registration: row,
          }) === null,
      ).map((code) => link(code, row.sessionId, { registrationId: row.registrationId })),
    })),
  };
}

/**
 * Whether the session's action type offers convocations and conventions, the documents a send
 * writes (decision 064), for a caller that checked the session's reach.
 */
export async function sentDocumentsOffered(
  db: Executor,
  sessionId: number,
): Promise<{ convocations: boolean; conventions: boolean }> {
  const choice = await findDocumentChoice(db, sessionId);
  return {
    convocations: choice !== undefined && documentOffered('convocation', choice),
    conventions: choice !== undefined && documentOffered('convention', choice),
  };
}
