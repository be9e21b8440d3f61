import {
  SESSION_DOCUMENT_KINDS,
  SESSION_DOCUMENT_KIND_LABELS,
  SESSION_DOCUMENT_TYPES,
  t,
  type SessionDocument,
} from '@passerelle/shared';
import { useState } from 'react';

import { AttachedFilesKind } from '~/components/attached-files';

import {
  attachSessionDocuments,
  detachSessionDocument,
  uploadSessionFiles,
} from './programming-tabs-api';

export interface SessionDocumentsProps {
  sessionId: number;
  documents: readonly SessionDocument[];
  /** Whether the viewer may add and remove files (not on a closed session). */
  editable: boolean;
  /**
   * Told once a file is added or removed: the page reads the session again. A reading begun
   * before the change (after a workflow step, say) would otherwise come back with the old list
   * and replace this one; the new reading supersedes it (React Router drops the older one).
   */
  onChange?: () => void;
}

/**
 * The invoice, attendance sheet and other documents of a session: per kind, the files with their
 * download links, an upload button (stored through `session_files/multiple`, then attached) and
 * a remove button with confirmation.
 */
export function SessionDocuments({
  sessionId,
  documents,
  editable,
  onChange,
}: SessionDocumentsProps) {
  const [current, setCurrent] = useState(documents);
  const [seen, setSeen] = useState(documents);
  if (documents !== seen) {
    setSeen(documents);
    setCurrent(documents);
  }
  return (
    <div className="space-y-6">
      {SESSION_DOCUMENT_KINDS.map((kind) => (
        <AttachedFilesKind
          key={kind}
          label={SESSION_DOCUMENT_KIND_LABELS[kind]}
          files={current.filter((document) => document.kind === kind)}
          types={SESSION_DOCUMENT_TYPES[kind]}
          editable={editable}
          removeDescription={t('programmingSessions.documents.removeDescription')}
          onAdd={async (files) => {
            const stored = await uploadSessionFiles(files, kind);
            if (!stored.ok) return stored;
            const attached = await attachSessionDocuments(
              sessionId,
              kind,
              stored.data.map((file) => file.id),
            );
            if (!attached.ok) return attached;
            // The session's whole list, as the API gave it back.
            setCurrent(attached.data);
            onChange?.();
            return null;
          }}
          onRemove={async (document) => {
            const result = await detachSessionDocument(sessionId, document.id);
            if (!result.ok) return result;
            setCurrent((list) => list.filter((item) => item.id !== document.id));
            onChange?.();
            return null;
          }}
        />
      ))}
    </div>
  );
}
