import {
  PUBLIC_LISTS_API,
  t,
  UPLOAD_TYPE_LABELS,
  uploadTypeOfMime,
  type PublicDocumentItem,
  type PublicLinkItem,
} from '@passerelle/shared';
import { ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import type { ApiClient } from '~/lib/api-client';
import { formatFileSize } from '~/lib/file-size';

export interface HomeResources {
  documents: PublicDocumentItem[];
  links: PublicLinkItem[];
}

/**
 * The published documents and links of the home page (spec §7 `public/public_documents`,
 * `public/public_links`), read in parallel. A failure only hides a list: the home page shows.
 */
export async function loadHomeResources(api: ApiClient): Promise<HomeResources> {
  const [documents, links] = await Promise.all([
    api.call(PUBLIC_LISTS_API.documents),
    api.call(PUBLIC_LISTS_API.links),
  ]);
  return {
    documents: documents.ok && Array.isArray(documents.data) ? documents.data : [],
    links: links.ok && Array.isArray(links.data) ? links.data : [],
  };
}

const linkClasses = cn('font-medium text-primary underline', focusRing);

/** 'Document PDF, 12 Ko' for a document's file. */
function fileMeta(file: NonNullable<PublicDocumentItem['file']>): string {
  const type = uploadTypeOfMime(file.mimeType);
  return t('home.fileMeta', {
    format: type ? UPLOAD_TYPE_LABELS[type] : file.mimeType,
    size: formatFileSize(file.size),
  });
}

function ResourceList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="space-y-2">{children}</ul>
    </section>
  );
}

/** The two lists of the home page, in the order the admin set; nothing when both are empty. */
export function HomeResourceLists({ documents, links }: HomeResources) {
  if (documents.length === 0 && links.length === 0) return null;
  return (
    <div className="grid gap-8 rounded-sm bg-surface-alt p-6 md:grid-cols-2">
      {documents.length > 0 ? (
        <ResourceList id="home-documents" title={t('home.documents')}>
          {documents.map((document) => (
            <li key={document.id} className="flex items-start gap-2">
              <FileText aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
              <span>
                <a href={document.href} className={linkClasses}>
                  {document.name}
                </a>
                {document.file ? (
                  <span className="text-sm text-muted"> ({fileMeta(document.file)})</span>
                ) : null}
              </span>
            </li>
          ))}
        </ResourceList>
      ) : null}
      {links.length > 0 ? (
        <ResourceList id="home-links" title={t('home.links')}>
          {links.map((link) => (
            <li key={link.id} className="flex items-start gap-2">
              <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
              <a href={link.url} className={linkClasses}>
                {link.name}
              </a>
            </li>
          ))}
        </ResourceList>
      ) : null}
    </div>
  );
}
