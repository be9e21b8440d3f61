import { cn } from '~/components/ui/cn';

import { richTextClasses } from './rich-text-classes';

/**
 * Rich text as the API gives it. The HTML is trusted because the server sanitises it, on the
 * way in and again on the way out (apps/server/src/lib/rich-text.ts); nothing else may be
 * passed here.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <div className={cn(richTextClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
