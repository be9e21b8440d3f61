import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';

import { cn } from '~/components/ui/cn';

import { LinkForm, isAllowedLink, type LinkValue } from './link-form';
import { richTextClasses } from './rich-text-classes';
import { RichTextToolbar } from './rich-text-toolbar';

/** The editable area's attributes: a labelled multi-line textbox with its hint and error. */
function editableAttributes(props: {
  id: string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}): Record<string, string> {
  const attributes: Record<string, string> = {
    id: props.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': props.labelledBy,
    class: cn(richTextClasses, 'min-h-64 max-w-none p-4 outline-none'),
  };
  if (props.describedBy) attributes['aria-describedby'] = props.describedBy;
  if (props.invalid) attributes['aria-invalid'] = 'true';
  return attributes;
}

export interface RichTextEditorProps {
  /** Id of the editable area. */
  id: string;
  /** Id of the element naming the field (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The HTML to start from; read once (remount the editor to start again). */
  initialHtml: string;
  /** Every change, as HTML. */
  onChange: (html: string) => void;
  /** The starting HTML as the editor writes it, so that "unchanged" compares like with like. */
  onReady?: (html: string) => void;
}

/**
 * The rich-text editor of the admin screens (TipTap). It can only write what the server keeps
 * (apps/server/src/lib/rich-text.ts): headings 2 to 4, bold, italic, underline, strike, lists,
 * quotes, separators and links — no code, no images. Browser only: load it through
 * `LazyRichTextEditor`, never from a page visitors see.
 */
export default function RichTextEditor({
  id,
  labelledBy,
  describedBy,
  invalid,
  initialHtml,
  onChange,
  onReady,
}: RichTextEditorProps) {
  const [linkFormOpen, setLinkFormOpen] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          defaultProtocol: 'https',
          // A link opens in the same tab unless the admin asks otherwise (see LinkForm).
          HTMLAttributes: { target: null, rel: null, class: null },
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
    ],
    content: initialHtml,
    // Mounted in the browser only (LazyRichTextEditor): render the content at once.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: editableAttributes({ id, labelledBy, describedBy, invalid }) },
    onCreate: ({ editor: created }) => onReady?.(created.getHTML()),
    onUpdate: ({ editor: updated }) => onChange(updated.getHTML()),
  });

  // Error and hint ids change after a failed save: keep the editable area's attributes current.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: { attributes: editableAttributes({ id, labelledBy, describedBy, invalid }) },
    });
  }, [editor, id, labelledBy, describedBy, invalid]);

  if (!editor) return null;

  function currentLink(): LinkValue {
    const attributes = editor!.getAttributes('link') as { href?: string; target?: string };
    return { href: attributes.href ?? '', newTab: attributes.target === '_blank' };
  }

  function applyLink({ href, newTab }: LinkValue) {
    setLinkFormOpen(false);
    const chain = editor!.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else
      chain
        .setLink({
          href,
          target: newTab ? '_blank' : null,
          rel: newTab ? 'noopener noreferrer' : null,
        })
        .run();
  }

  return (
    <div
      className={cn(
        'rounded-sm border border-border-strong bg-surface focus-within:outline-2',
        'focus-within:outline-offset-2 focus-within:outline-focus',
        invalid && 'border-2 border-danger',
      )}
    >
      <RichTextToolbar
        editor={editor}
        controls={id}
        onLink={() => setLinkFormOpen((open) => !open)}
        linkFormOpen={linkFormOpen}
      />
      {linkFormOpen ? (
        <LinkForm
          initial={currentLink()}
          onApply={applyLink}
          onCancel={() => {
            setLinkFormOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
