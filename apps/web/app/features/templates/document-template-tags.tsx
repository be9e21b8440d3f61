import {
  DOCUMENT_LOOPS,
  DOCUMENT_LOOP_LABELS,
  DOCUMENT_TAGS,
  DOCUMENT_TEMPLATE_TAGS,
  t,
  type DocumentTemplateCode,
} from '@passerelle/shared';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/**
 * The tags a document's DOCX template may use, and its loops with their own tags (shared
 * DOCUMENT_TEMPLATE_TAGS, decision 036): the values the built-in PDF is drawn from. A template
 * using another tag is refused on import.
 */
export function DocumentTemplateTags({ code, name }: { code: DocumentTemplateCode; name: string }) {
  const { tags, loops } = DOCUMENT_TEMPLATE_TAGS[code];
  return (
    <details className="mt-2">
      <summary className={cn('cursor-pointer text-primary underline', focusRing)}>
        {t('documents.tags.title', { label: name })}
      </summary>
      <div className="mt-2 space-y-2 text-sm">
        <p className="text-muted">{t('documents.tags.intro')}</p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
          {tags.map((tag) => (
            <div key={tag} className="contents">
              <dt>
                <code>{`{{ ${tag} }}`}</code>
              </dt>
              <dd className="text-muted">{DOCUMENT_TAGS[tag]}</dd>
            </div>
          ))}
        </dl>
        {loops.length > 0 ? (
          <>
            <p className="font-semibold">{t('documents.tags.loops')}</p>
            <ul className="space-y-1">
              {loops.map((loop) => (
                <li key={loop}>
                  <code>{`{{#${loop}}} … {{/${loop}}}`}</code> : {DOCUMENT_LOOP_LABELS[loop]}.{' '}
                  {t('documents.tags.loopTags', { tags: DOCUMENT_LOOPS[loop].join(', ') })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </details>
  );
}
