import { DOCUMENTS_API, t, type DocumentLink } from '@passerelle/shared';

import { DocumentLinks } from '~/components/document-link';
import type { DataColumn } from '~/components/ui/data-table';
import type { ApiClient } from '~/lib/api-client';

/** A beneficiary's documents by registration id (plain data: it crosses the loader). */
export type DocumentsByRegistration = Readonly<Record<number, readonly DocumentLink[]>>;

export const NO_DOCUMENTS: DocumentsByRegistration = {};

/**
 * The beneficiary's documents (`GET /api/registration_views/documents`, decision 036): its
 * convocation once registered, its certificates once the session is realised and its attendance
 * allows. An unreadable answer lists none: the page still shows the registrations.
 */
export async function loadBeneficiaryDocuments(api: ApiClient): Promise<DocumentsByRegistration> {
  const result = await api.call(DOCUMENTS_API.beneficiary);
  if (!result.ok) return {};
  return Object.fromEntries(result.data.items.map((item) => [item.registrationId, item.documents]));
}

/** The "Documents" column of a beneficiary list: the registration's download links. */
export function documentsColumn<Row extends { registration: { id: number } }>(
  documents: DocumentsByRegistration,
  nameOf: (row: Row) => string,
): DataColumn<Row> {
  return {
    key: 'documents',
    header: t('documents.beneficiary.column'),
    cell: (row) => {
      const links = documents[row.registration.id] ?? [];
      return links.length === 0 ? (
        <span className="text-sm text-muted">{t('documents.beneficiary.none')}</span>
      ) : (
        <DocumentLinks links={links} owner={nameOf(row)} />
      );
    },
  };
}
