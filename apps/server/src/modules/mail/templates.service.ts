import {
  DOCUMENT_LOOPS,
  DOCUMENT_TEMPLATE_TAGS,
  mailTemplateEditSchema,
  sampleTagValues,
  t,
  unknownDocumentTags,
  zodFieldErrors,
  type DocumentTemplateCode,
  type DocumentTemplateDto,
  type MailEventCode,
  type MailTemplateDto,
  type TemplatesList,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { DocumentTemplate, MailTemplate } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { DocxTemplateError, docxTemplateTags } from '../../lib/docx-template.js';
import type { FileStore } from '../../lib/file-store.js';
import { isDocx } from './docx.js';
import { enqueueMail } from './outbox.service.js';
import {
  isKnownDocumentTemplate,
  isKnownMailTemplate,
  toDocumentTemplateDto,
  toMailTemplateDto,
} from './mail.dto.js';
import {
  findDocumentTemplate,
  findDocumentTemplateByCode,
  findMailTemplate,
  listDocumentTemplates,
  listMailTemplates,
  setDocumentTemplateFile,
  updateMailTemplate,
} from './mail.repository.js';

type KnownMailTemplate = MailTemplate & { code: MailEventCode };

/** Every mail and document template of a known code. */
export async function listTemplates(db: Database): Promise<TemplatesList> {
  const [mails, documents] = await Promise.all([listMailTemplates(db), listDocumentTemplates(db)]);
  return {
    mailTemplates: mails.filter(isKnownMailTemplate).map(toMailTemplateDto),
    documentTemplates: documents.filter(isKnownDocumentTemplate).map(toDocumentTemplateDto),
  };
}

async function knownMailTemplate(db: Database, id: number): Promise<KnownMailTemplate> {
  const row = await findMailTemplate(db, id);
  if (!row || !isKnownMailTemplate(row)) throw new AppError('NOT_FOUND');
  return row;
}

export async function getMailTemplate(db: Database, id: number): Promise<MailTemplateDto> {
  return toMailTemplateDto(await knownMailTemplate(db, id));
}

/** Saves a new subject and body once every tag in them is well formed and allowed for the event. */
export async function editMailTemplate(
  db: Database,
  id: number,
  input: unknown,
): Promise<MailTemplateDto> {
  const current = await knownMailTemplate(db, id);
  const parsed = mailTemplateEditSchema(current.code).safeParse(input);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: zodFieldErrors(parsed.error) });
  }
  const row = await updateMailTemplate(db, id, parsed.data);
  if (!row || !isKnownMailTemplate(row)) throw new AppError('NOT_FOUND');
  return toMailTemplateDto(row);
}

/**
 * Writes a trial of the saved template to the outbox for `to`, each tag showing what it stands
 * for, so an admin sees the result in a real mailbox (or in the outbox without SMTP).
 */
export async function sendTemplateTrial(db: Database, id: number, to: string): Promise<number[]> {
  const template = await knownMailTemplate(db, id);
  return enqueueMail(db, { template: template.code, to, values: sampleTagValues(template.code) });
}

/**
 * Stores an imported DOCX as the document template's file and dates the import; the previous
 * file is removed once the new one is recorded, the new one if recording fails.
 */
export async function importDocumentTemplate(
  db: Database,
  store: FileStore,
  id: number,
  file: { fileName: string; bytes: Uint8Array },
): Promise<DocumentTemplateDto> {
  const { bytes } = file;
  const current = await findDocumentTemplate(db, id);
  if (!current || !isKnownDocumentTemplate(current)) throw new AppError('NOT_FOUND');
  // The name must say what the content is, as for every upload (decision 026).
  if (!isDocx(bytes) || !/\.docx$/i.test(file.fileName)) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { file: [t('validation.fileFormat', { format: 'DOCX' })] },
    });
  }
  checkDocumentTemplateTags(current.code, bytes);
  const key = await store.put(bytes);
  let row: DocumentTemplate | undefined;
  try {
    row = await setDocumentTemplateFile(db, id, key);
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  if (!row || !isKnownDocumentTemplate(row)) {
    await store.remove(key);
    throw new AppError('NOT_FOUND');
  }
  if (current.filePath && current.filePath !== key) await removeQuietly(store, current.filePath);
  return toDocumentTemplateDto(row);
}

/**
 * Refuses (400, on the `file` field) a template docxtemplater cannot read, or one using a tag its
 * document does not have (shared DOCUMENT_TEMPLATE_TAGS), naming the tags and the allowed ones.
 */
function checkDocumentTemplateTags(code: DocumentTemplateCode, bytes: Uint8Array): void {
  let used: ReturnType<typeof docxTemplateTags>;
  try {
    used = docxTemplateTags(bytes);
  } catch (error) {
    if (!(error instanceof DocxTemplateError)) throw error;
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { file: [t('documents.error.unreadableTemplate', { reason: error.reason })] },
    });
  }
  const unknown = unknownDocumentTags(code, used);
  if (unknown.length === 0) return;
  const { tags, loops } = DOCUMENT_TEMPLATE_TAGS[code];
  const allowed = [
    ...tags,
    ...loops.map((loop) => `#${loop} (${DOCUMENT_LOOPS[loop].join(', ')})`),
  ].join(', ');
  throw new AppError('VALIDATION_FAILED', {
    fieldErrors: {
      file: [
        t('documents.error.unknownTag', {
          count: unknown.length,
          tags: unknown.join(', '),
          allowed,
        }),
      ],
    },
  });
}

/**
 * The imported DOCX of a document template, as its storage key: null while none was imported
 * (the built-in PDF is made then).
 */
export async function documentTemplateFileOf(
  db: Database,
  code: DocumentTemplateCode,
): Promise<string | null> {
  const row = await findDocumentTemplateByCode(db, code);
  return row?.filePath ?? null;
}

/** The document codes whose template an admin imported (their documents are DOCX). */
export async function importedDocumentTemplates(db: Database): Promise<Set<DocumentTemplateCode>> {
  const rows = await listDocumentTemplates(db);
  return new Set(
    rows
      .filter((row) => row.filePath !== null && isKnownDocumentTemplate(row))
      .map((row) => row.code as DocumentTemplateCode),
  );
}

async function removeQuietly(store: FileStore, key: string): Promise<void> {
  try {
    await store.remove(key);
  } catch {
    // A key from elsewhere (not one of the store's): nothing of ours to remove.
  }
}
