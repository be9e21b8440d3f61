import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

/**
 * The file parts of a multipart request (fields other than `field`, when given, are skipped).
 * Size and count limits keep their 413 or 400; a body that is not valid multipart (truncated,
 * no closing boundary) is a French 400, never a 500.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  field?: string,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (field !== undefined && part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      files.push({
        fieldName: part.fieldname,
        fileName: part.filename,
        bytes: await part.toBuffer(),
      });
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new AppError('VALIDATION_FAILED', {
      detail: "L'envoi du fichier est incomplet ou illisible.",
      cause: error,
    });
  }
  return files;
}
