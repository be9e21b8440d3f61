import { cn } from '~/components/ui/cn';

/**
 * The look of stored rich text (the server's subset: p, h2–h4, lists, blockquote, hr, links),
 * the same in the public pages and inside the editor, so what the admin sees is what is shown.
 */
export const richTextClasses = cn(
  'max-w-3xl space-y-4 leading-7',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_h4]:mt-4 [&_h4]:text-lg [&_h4]:font-bold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-border-strong [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_hr]:my-6 [&_hr]:border-border-strong',
  '[&_a]:text-primary [&_a]:underline [&_a:hover]:no-underline',
);
