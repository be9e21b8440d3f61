import {
  ACTION_DOCUMENT_KINDS,
  ACTION_DOCUMENT_KIND_LABELS,
  ACTION_DOCUMENT_TYPES,
  canEditActionDocuments,
  t,
  type ActionDocument,
  type ActionLink,
} from '@passerelle/shared';
import { useId, useState } from 'react';

import { Alert } from '~/components/ui/alert';
import { AttachedFilesKind, type ApiFailure } from '~/components/attached-files';
import { useSessionUser } from '~/lib/session-user';

import {
  attachActionDocument,
  detachActionDocument,
  uploadActionFiles,
} from './action-documents-api';
import { ActionLinks } from './action-links';

export interface ActionDocumentsProps {
  actionId: number;
  /** Null when they could not be loaded. */
  documents: readonly ActionDocument[] | null;
  links: readonly ActionLink[] | null;
}

/**
 * "Documents et liens" of the action sheet: per kind, the files with their download links, an
 * upload button (stored through `action_files/multiple`, then attached one by one) and remove
 * buttons; then the public links. What the viewer may change follows the shared
 * `canEditActionDocuments` (staff: every kind; a provider: public and participant documents).
 */
export function ActionDocuments({ actionId, documents, links }: ActionDocumentsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h3 id={headingId} className="text-xl font-bold">
        {t('actionDocuments.title')}
      </h3>
      {documents && links ? (
        <>
          <DocumentKinds actionId={actionId} documents={documents} />
          <ActionLinks actionId={actionId} links={links} />
        </>
      ) : (
        <Alert tone="error">{t('actionDocuments.loadError')}</Alert>
      )}
    </section>
  );
}

function DocumentKinds({
  actionId,
  documents,
}: {
  actionId: number;
  documents: readonly ActionDocument[];
}) {
  const user = useSessionUser();
  const [current, setCurrent] = useState(documents);

  const add = async (kind: ActionDocument['kind'], files: File[]): Promise<ApiFailure | null> => {
    const stored = await uploadActionFiles(files);
    if (!stored.ok) return stored;
    for (const file of stored.data) {
      const attached = await attachActionDocument(actionId, kind, file.id);
      if (!attached.ok) return attached;
      setCurrent((list) => [...list, attached.data]);
    }
    return null;
  };

  return (
    <div className="space-y-6">
      {ACTION_DOCUMENT_KINDS.map((kind) => (
        <AttachedFilesKind
          key={kind}
          label={ACTION_DOCUMENT_KIND_LABELS[kind]}
          files={current.filter((document) => document.kind === kind)}
          types={ACTION_DOCUMENT_TYPES}
          editable={canEditActionDocuments(user, kind)}
          removeDescription={t('actionDocuments.removeDescription')}
          onAdd={(files) => add(kind, files)}
          onRemove={async (document) => {
            const result = await detachActionDocument(document.id);
            if (!result.ok) return result;
            setCurrent((list) => list.filter((item) => item.id !== document.id));
            return null;
          }}
        />
      ))}
    </div>
  );
}
