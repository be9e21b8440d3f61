import { t } from '@passerelle/shared';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  Link,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SeparatorHorizontal,
  Strikethrough,
  Underline,
  Undo2,
  Unlink,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/** What the toolbar shows of the editor: which marks and blocks are on, what can be done. */
function selectState({ editor }: { editor: Editor }) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    h4: editor.isActive('heading', { level: 4 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}
type ToolbarState = ReturnType<typeof selectState>;

interface ToolbarButton {
  key: string;
  /** Read when the toolbar renders: a module must not call `t` while it loads (decision 018). */
  label: () => string;
  icon: LucideIcon;
  /** Toggles show their state with aria-pressed; plain actions have none. */
  pressed?: (state: ToolbarState) => boolean;
  disabled?: (state: ToolbarState) => boolean;
  run: (editor: Editor) => void;
}

const chain = (editor: Editor) => editor.chain().focus();

/** The buttons, in order; groups are separated visually only. */
const GROUPS: ToolbarButton[][] = [
  [
    {
      key: 'bold',
      label: () => t('richText.bold'),
      icon: Bold,
      pressed: (s) => s.bold,
      run: (e) => chain(e).toggleBold().run(),
    },
    {
      key: 'italic',
      label: () => t('richText.italic'),
      icon: Italic,
      pressed: (s) => s.italic,
      run: (e) => chain(e).toggleItalic().run(),
    },
    {
      key: 'underline',
      label: () => t('richText.underline'),
      icon: Underline,
      pressed: (s) => s.underline,
      run: (e) => chain(e).toggleUnderline().run(),
    },
    {
      key: 'strike',
      label: () => t('richText.strike'),
      icon: Strikethrough,
      pressed: (s) => s.strike,
      run: (e) => chain(e).toggleStrike().run(),
    },
  ],
  (
    [
      [2, Heading2, (s: ToolbarState) => s.h2],
      [3, Heading3, (s: ToolbarState) => s.h3],
      [4, Heading4, (s: ToolbarState) => s.h4],
    ] as const
  ).map(([level, icon, pressed]) => ({
    key: `h${level}`,
    label: () => t('richText.heading', { level }),
    icon,
    pressed,
    run: (e: Editor) => chain(e).toggleHeading({ level }).run(),
  })),
  [
    {
      key: 'bulletList',
      label: () => t('richText.bulletList'),
      icon: List,
      pressed: (s) => s.bulletList,
      run: (e) => chain(e).toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: () => t('richText.orderedList'),
      icon: ListOrdered,
      pressed: (s) => s.orderedList,
      run: (e) => chain(e).toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: () => t('richText.blockquote'),
      icon: Quote,
      pressed: (s) => s.blockquote,
      run: (e) => chain(e).toggleBlockquote().run(),
    },
    {
      key: 'horizontalRule',
      label: () => t('richText.horizontalRule'),
      icon: SeparatorHorizontal,
      run: (e) => chain(e).setHorizontalRule().run(),
    },
  ],
  [
    // The link button opens the link form (see onLink); its `run` is never called.
    {
      key: 'link',
      label: () => t('richText.link'),
      icon: Link,
      pressed: (s) => s.link,
      run: () => {},
    },
    {
      key: 'unlink',
      label: () => t('richText.unlink'),
      icon: Unlink,
      disabled: (s) => !s.link,
      run: (e) => chain(e).extendMarkRange('link').unsetLink().run(),
    },
  ],
  [
    {
      key: 'undo',
      label: () => t('richText.undo'),
      icon: Undo2,
      disabled: (s) => !s.canUndo,
      run: (e) => chain(e).undo().run(),
    },
    {
      key: 'redo',
      label: () => t('richText.redo'),
      icon: Redo2,
      disabled: (s) => !s.canRedo,
      run: (e) => chain(e).redo().run(),
    },
  ],
];
const BUTTONS = GROUPS.flat();
/** Position of each group's first button among all buttons (for the roving tab stop). */
const GROUP_STARTS = GROUPS.map((_, index) => GROUPS.slice(0, index).flat().length);

/** Where a key moves the roving focus among `count` buttons (wrapping); null: not a move. */
function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export interface RichTextToolbarProps {
  editor: Editor;
  /** Id of the editable area the toolbar acts on. */
  controls: string;
  /** The link button: opens the link form. */
  onLink: () => void;
  /** Set when the link form is open (the link button then shows as expanded). */
  linkFormOpen?: boolean;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys (and Home, End)
 * move between buttons. Each button has a French name; toggles carry aria-pressed. Buttons that
 * cannot act now stay focusable with aria-disabled, so the arrow keys never skip them silently.
 */
export function RichTextToolbar({ editor, controls, onLink, linkFormOpen }: RichTextToolbarProps) {
  const state = useEditorState({ editor, selector: selectState });
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextIndex(event.key, active, BUTTONS.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('richText.toolbar')}
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap items-center gap-1 border-b border-border-strong bg-surface-alt p-1"
    >
      {GROUPS.map((group, groupIndex) => (
        <div
          key={groupIndex}
          className="flex items-center gap-1 pr-1 not-last:border-r not-last:border-border"
        >
          {group.map((button, indexInGroup) => {
            const position = GROUP_STARTS[groupIndex]! + indexInGroup;
            const disabled = button.disabled?.(state) ?? false;
            const pressed = button.pressed?.(state);
            const Icon = button.icon;
            return (
              <button
                key={button.key}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === active ? 0 : -1}
                aria-label={button.label()}
                title={button.label()}
                aria-pressed={pressed}
                aria-disabled={disabled || undefined}
                aria-expanded={button.key === 'link' ? !!linkFormOpen : undefined}
                // Keep the editor's selection: the click must not move the focus first.
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setActive(position)}
                onClick={() => {
                  if (disabled) return;
                  if (button.key === 'link') onLink();
                  else button.run(editor);
                }}
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-sm text-ink',
                  'hover:bg-primary-light aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
                  'aria-pressed:bg-primary aria-pressed:text-white',
                  focusRing,
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
