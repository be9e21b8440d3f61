import {
  errorMessage,
  errorStatus,
  type ApiError,
  type ErrorCode,
  t,
  type MessageParams,
} from '@passerelle/shared';

export interface AppErrorOptions {
  /** A French precision shown under the message (the client shows `error`, else `detail`). */
  detail?: string;
  /** Field name → French messages, for forms. */
  fieldErrors?: Record<string, string[]>;
  /** Placeholders of the code's message. */
  params?: MessageParams;
  /** Seconds before a retry makes sense (429): sent as the Retry-After header. */
  retryAfter?: number;
  /** The underlying failure: logged, never sent. */
  cause?: unknown;
}

/**
 * The message of `code`; a conflict that names its fields is a value already in use (a username,
 * an e-mail address, a SIRET…): the field says which, and reloading the page would change
 * nothing.
 */
function messageOf(code: ErrorCode, options: AppErrorOptions): string {
  const onFields = Object.keys(options.fieldErrors ?? {}).some((name) => name !== '');
  return code === 'CONFLICT' && onFields
    ? t('error.api.valueTaken')
    : errorMessage(code, options.params);
}

/** The error services throw: a shared error code, answered as `{ error, code, detail?, fieldErrors? }`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(messageOf(code, options), { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = errorStatus(code);
  }

  toBody(): ApiError {
    const body: ApiError = { error: this.message, code: this.code };
    if (this.options.detail !== undefined) body.detail = this.options.detail;
    if (this.options.fieldErrors !== undefined) body.fieldErrors = this.options.fieldErrors;
    return body;
  }
}
