import { t, type DocumentLink as Link } from '@passerelle/shared';
import { FileDown } from 'lucide-react';

import { cn } from './ui/cn';
import { focusRing } from './ui/focus';

const FORMAT_LABELS = { pdf: 'PDF', csv: 'CSV', docx: null, zip: 'ZIP' } as const;

/**
 * A generated document's download link (decisions 036, 079): its name and format; `owner` names whose
 * it is for screen readers when several trainees' links sit side by side.
 */
export function DocumentLink({
  link,
  owner,
}: {
  link: Pick<Link, 'label' | 'url'> & { format: Link['format'] | 'zip' };
  owner?: string;
}) {
  const format = FORMAT_LABELS[link.format] ?? t('documents.format.docx');
  // A name that already says its format ('Liste des participants (CSV)') does not say it twice.
  const named = link.label.endsWith(`(${format})`);
  const label = named ? link.label : `${link.label} (${format})`;
  return (
    <a
      href={link.url}
      download
      className={cn('inline-flex items-center gap-1 text-primary underline', focusRing)}
      aria-label={
        owner
          ? t('documents.downloadFor', { label, name: owner })
          : t('documents.download', { label })
      }
    >
      <FileDown aria-hidden="true" className="size-4 shrink-0" />
      {link.label}
      {named ? null : <span className="text-sm text-muted">({format})</span>}
    </a>
  );
}

/** A list of document links, one per line. */
export function DocumentLinks({
  links,
  owner,
  label,
}: {
  links: readonly Link[];
  owner?: string;
  /** The list's accessible name. */
  label?: string;
}) {
  return (
    <ul aria-label={label} className="space-y-1">
      {links.map((link) => (
        <li key={link.url}>
          <DocumentLink link={link} owner={owner} />
        </li>
      ))}
    </ul>
  );
}
