import {
  ACTION_DOCUMENTS_API,
  DOCUMENTS_API,
  t,
  type ActionBadge,
  type ActionDocument,
  type DocumentLink,
} from '@passerelle/shared';
import { Award, FileDown } from 'lucide-react';

import { DocumentLinks } from '~/components/document-link';
import { cn } from '~/components/ui/cn';
import type { DataColumn } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';
import type { ApiClient } from '~/lib/api-client';

/** A beneficiary's documents by registration id (plain data: it crosses the loader). */
export type DocumentsByRegistration = Readonly<Record<number, readonly DocumentLink[]>>;

const NO_DOCUMENTS: DocumentsByRegistration = {};

/** What a registered trainee reaches of its session's action (decision 061). */
export interface ActionMaterial {
  documents: readonly ActionDocument[];
  badge: ActionBadge | null;
}
export type ActionMaterialByRegistration = Readonly<Record<number, ActionMaterial>>;

const NO_ACTION_MATERIAL: ActionMaterialByRegistration = {};

/** What a list of registrations shows of each one's documents (none when not given). */
export interface RegistrationMaterial {
  /** The beneficiary's documents (convocations, certificates), by registration. */
  documents?: DocumentsByRegistration;
  /** Its actions' participant documents, resources and badges, by registration. */
  actionMaterial?: ActionMaterialByRegistration;
}

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

/**
 * The participant documents, supplementary resources and badge of the actions of its confirmed
 * registrations (`GET /api/registration_views/action_documents`, decision 061); none when the
 * answer is unreadable.
 */
export async function loadActionMaterial(api: ApiClient): Promise<ActionMaterialByRegistration> {
  const result = await api.call(ACTION_DOCUMENTS_API.participant);
  if (!result.ok) return {};
  return Object.fromEntries(
    result.data.items.map((item) => [
      item.registrationId,
      { documents: item.documents, badge: item.badge },
    ]),
  );
}

const linkClasses = cn('inline-flex items-center gap-1 text-primary underline', focusRing);

/** The action's documents and badge, for one registration's row. */
function ActionMaterialLinks({ material, owner }: { material: ActionMaterial; owner: string }) {
  const { documents, badge } = material;
  return (
    <>
      {documents.length > 0 ? (
        <ul
          aria-label={t('documents.beneficiary.actionDocuments', { name: owner })}
          className="space-y-1"
        >
          {documents.map((document) => (
            <li key={document.id}>
              <a
                href={document.file.url}
                download
                className={linkClasses}
                aria-label={t('documents.downloadFor', { label: document.name, name: owner })}
              >
                <FileDown aria-hidden="true" className="size-4 shrink-0" />
                {document.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {badge ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {badge.image ? (
            <img
              src={badge.image.url}
              alt={t('documents.beneficiary.badgeImage', { name: owner })}
              className="size-10 object-contain"
            />
          ) : (
            <Award aria-hidden="true" className="size-4 shrink-0" />
          )}
          {badge.description ? (
            <span>{t('documents.beneficiary.badge', { description: badge.description })}</span>
          ) : null}
          {badge.requestUrl ? (
            <a
              href={badge.requestUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClasses}
              aria-label={t('documents.beneficiary.requestBadgeFor', { name: owner })}
            >
              {t('documents.beneficiary.requestBadge')}
            </a>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * The "Documents" column of a beneficiary list: the registration's download links, then its
 * action's documents and badge, named for the row's action.
 */
export function documentsColumn<
  Row extends { registration: { id: number }; session: { action: { name: string } } },
>({
  documents = NO_DOCUMENTS,
  actionMaterial = NO_ACTION_MATERIAL,
}: RegistrationMaterial): DataColumn<Row> {
  const nameOf = (row: Row) => row.session.action.name;
  return {
    key: 'documents',
    header: t('documents.beneficiary.column'),
    cell: (row) => {
      const links = documents[row.registration.id] ?? [];
      const material = actionMaterial[row.registration.id];
      const hasMaterial = material && (material.documents.length > 0 || material.badge);
      if (links.length === 0 && !hasMaterial) {
        return <span className="text-sm text-muted">{t('documents.beneficiary.none')}</span>;
      }
      return (
        <div className="space-y-2">
          {links.length > 0 ? <DocumentLinks links={links} owner={nameOf(row)} /> : null}
          {material && hasMaterial ? (
            <ActionMaterialLinks material={material} owner={nameOf(row)} />
          ) : null}
        </div>
      );
    },
  };
}
