import {
  DOCUMENT_IMAGE_TYPES,
  documentImageMessage,
  documentImageRefusal,
  idParam,
  PROVIDER_INFORMATION_API,
  QUALITY_RESULTS_API,
  t,
  uploadTypeOfFileName,
  uploadTypeOfMime,
  type ProviderInformation,
  type ProviderInformationUpdate,
  type ProviderQualityResults,
  type SessionUser,
  type StoredFileInfo,
} from '@passerelle/shared';

import type { ApiClient, ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';
import { readImageSize } from '~/lib/image-size';

/*
 * What the provider information asks the API (`structures/{id}/information`, the images' upload
 * through `structure_files/multiple`), for `/back/information` and a structure's record.
 */

/** The information of structure `id`. */
export function getProviderInformation(api: ApiClient, structureId: number) {
  return api.call(PROVIDER_INFORMATION_API.get, {
    params: { id: structureId },
    defaultErrorMessage: t('adminKit.itemError'),
  });
}

/** `PATCH /api/structures/{id}/information`: the information after the change. */
export function saveProviderInformation(structureId: number, body: ProviderInformationUpdate) {
  return browserApi.call(PROVIDER_INFORMATION_API.save, { params: { id: structureId }, body });
}

/**
 * Stores a logo or a stamp (PNG or JPEG, checked on its bytes by the server). A multipart upload:
 * no JSON contract describes it, so it keeps `request`.
 */
export function uploadDocumentImage(file: File): Promise<ApiResult<StoredFileInfo[]>> {
  const form = new FormData();
  form.append('files', file, file.name);
  return browserApi.request<StoredFileInfo[]>('/api/structure_files/multiple', {
    method: 'POST',
    query: { accept: DOCUMENT_IMAGE_TYPES.join(',') },
    body: form,
    defaultErrorMessage: t('imageField.uploadError'),
  });
}

/**
 * The shared image rule applied in the browser before the upload (the server applies it again
 * when saving): type, weight and, where the browser can read it, size.
 */
export async function documentImageCheck(file: File): Promise<string | null> {
  const type = uploadTypeOfMime(file.type) ?? uploadTypeOfFileName(file.name);
  const early = documentImageRefusal({ type, bytes: file.size });
  if (early !== null) return `${file.name} : ${documentImageMessage(early)}`;
  const dimensions = await readImageSize(file);
  const refusal = documentImageRefusal({ type, bytes: file.size, dimensions });
  return refusal === null
    ? null
    : `${file.name} : ${documentImageMessage(refusal, { dimensions })}`;
}

/** What `/back/information` shows: the provider's structures and the information of one. */
export interface InformationPageData {
  /** The provider structures of the signed-in user (a choice when there are several). */
  structures: { id: number; name: string }[];
  /** The information of the structure shown; null when the user has no provider structure. */
  information: ProviderInformation | null;
  /** Its results indicators (decision 079); null when there is no structure or they failed. */
  quality: ProviderQualityResults | null;
}

/** The provider structures a user acts for (those of its provider profiles). */
export function providerStructuresOf(user: SessionUser | null): { id: number; name: string }[] {
  return (user?.profiles ?? []).flatMap((profile) =>
    profile.code === 'profile_provider' && profile.structureId !== null
      ? [{ id: profile.structureId, name: profile.structureName ?? '' }]
      : [],
  );
}

/**
 * `/back/information?structure={id}`: the information of the chosen provider structure, by
 * default the first; an id that is not one of the user's is ignored.
 */
export async function loadInformationPage(
  api: ApiClient,
  request: Request,
  user: SessionUser | null,
): Promise<ApiResult<InformationPageData>> {
  const structures = providerStructuresOf(user);
  const asked = idParam.safeParse(new URL(request.url).searchParams.get('structure'));
  const chosen =
    structures.find((structure) => asked.success && structure.id === asked.data) ?? structures[0];
  if (!chosen) {
    return { ok: true, status: 200, data: { structures, information: null, quality: null } };
  }
  const [result, quality] = await Promise.all([
    getProviderInformation(api, chosen.id),
    api.call(QUALITY_RESULTS_API.provider, { params: { id: chosen.id } }),
  ]);
  // The indicators are a panel of their own: the page goes without them if they fail.
  const data = { structures, information: null, quality: quality.ok ? quality.data : null };
  return result.ok ? { ...result, data: { ...data, information: result.data } } : result;
}
