import { MAIL_API, t, type DocumentTemplateDto, type MailTemplateEdit } from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/** The browser's calls of the templates screen, through the spec §7 client. */

export function saveMailTemplate(id: number, edit: MailTemplateEdit) {
  return browserApi.call(MAIL_API.editTemplate, {
    params: { id },
    body: edit,
    defaultErrorMessage: t('toast.editError'),
  });
}

export function sendTemplateTrial(id: number, to: string) {
  return browserApi.call(MAIL_API.trialTemplate, {
    params: { id },
    body: { to },
    defaultErrorMessage: t('mailAdmin.trialError'),
  });
}

/** A multipart upload, which a JSON contract does not describe: sent by hand. */
export function importDocumentTemplate(
  id: number,
  file: File,
): Promise<ApiResult<DocumentTemplateDto>> {
  const body = new FormData();
  body.append('file', file);
  return browserApi.request<DocumentTemplateDto>(`/api/templates/${id}/import`, {
    method: 'POST',
    body,
    defaultErrorMessage: t('toast.importError'),
  });
}
