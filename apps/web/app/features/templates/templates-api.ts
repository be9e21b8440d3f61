import {
  t,
  type DocumentTemplateDto,
  type MailTemplateDto,
  type MailTemplateEdit,
} from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/** The browser's calls of the templates screen, through the spec §7 client. */

export function saveMailTemplate(
  id: number,
  edit: MailTemplateEdit,
): Promise<ApiResult<MailTemplateDto>> {
  return browserApi.request<MailTemplateDto>(`/api/templates/${id}`, {
    method: 'PATCH',
    body: edit,
    defaultErrorMessage: t('toast.editError'),
  });
}

export function sendTemplateTrial(
  id: number,
  to: string,
): Promise<ApiResult<{ mailIds: number[] }>> {
  return browserApi.request<{ mailIds: number[] }>(`/api/templates/${id}/test`, {
    method: 'POST',
    body: { to },
    defaultErrorMessage: t('mailAdmin.trialError'),
  });
}

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
