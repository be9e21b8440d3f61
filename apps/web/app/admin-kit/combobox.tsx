import { t } from '@passerelle/shared';
import { Check, ChevronDown, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { cn } from '~/components/ui/cn';

import { inputClasses } from './field-styles';

export interface ComboboxOption {
  readonly value: string;
  readonly label: string;
}

export interface ComboboxProps {
  /** Id of the input, for its external `<label htmlFor>`. */
  id: string;
  /** The field's label, naming the list and the 'show options' button. */
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Offers 'Créer "{label}"' when the typed text names no option. */
  onCreate?: (label: string) => void;
  /** The typed text, for a caller that loads options from the server. */
  onInputChange?: (text: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** Case and accent blind: 'etienne' finds 'Saint-Étienne'. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

type Entry = { kind: 'option'; option: ComboboxOption } | { kind: 'create'; label: string };

/**
 * An editable combobox with a filtered list (WAI-ARIA 1.2 combobox pattern): focus stays in the
 * input, Down/Up move through the options (announced with aria-activedescendant), Enter chooses,
 * Escape closes, Alt+Down opens. Leaving the field with a text that names nothing restores the
 * chosen option's label; an emptied field clears the choice.
 */
export function Combobox({
  id,
  label,
  options,
  value,
  onChange,
  onCreate,
  onInputChange,
  required,
  invalid,
  describedBy,
}: ComboboxProps) {
  const listId = useId();
  const selected = options.find((option) => option.value === value) ?? null;
  // Text typed since the last choice; null while the input shows the chosen option's label.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? selected?.label ?? '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const filter = typed === null ? '' : normalise(typed);
  const matches = filter
    ? options.filter((option) => normalise(option.label).includes(filter))
    : options;
  const creatable =
    !!onCreate &&
    typed !== null &&
    typed.trim() !== '' &&
    !options.some((option) => normalise(option.label) === filter);
  const entries: Entry[] = [
    ...matches.map((option) => ({ kind: 'option' as const, option })),
    ...(creatable ? [{ kind: 'create' as const, label: typed.trim() }] : []),
  ];
  const expanded = open && entries.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (!expanded || active < 0) return;
    const element = listRef.current?.children[active];
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [expanded, active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (entry: Entry) => {
    if (entry.kind === 'create') {
      onCreate?.(entry.label);
    } else {
      onChange(entry.option.value);
    }
    setTyped(null);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (!event.altKey && entries.length > 0) {
          setActive((index) => (index + 1) % entries.length);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (entries.length > 0) {
          setActive((index) => (index <= 0 ? entries.length - 1 : index - 1));
        }
        break;
      case 'Enter': {
        const entry = expanded ? entries[active] : undefined;
        if (entry) {
          event.preventDefault();
          choose(entry);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          // Inside a dialog, Escape closes the list first, not the dialog.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      default:
        break;
    }
  };

  const onBlur = () => {
    close();
    if (typed === null) return;
    // An emptied field clears the choice; other unfinished text gives way to the chosen label.
    if (typed.trim() === '') onChange(null);
    setTyped(null);
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        required={required}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
          onInputChange?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={() => setOpen(true)}
        className={cn(inputClasses, 'pr-10')}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={t('adminKit.showOptions', { label })}
        aria-controls={listId}
        aria-expanded={expanded}
        // Keep the focus in the input: the list belongs to it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
          document.getElementById(id)?.focus();
        }}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted"
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-sm border border-border-strong bg-surface py-1 shadow-lg"
      >
        {entries.map((entry, index) => {
          const isSelected = entry.kind === 'option' && entry.option.value === value;
          return (
            // Keyboard users choose from the input (aria-activedescendant), not on the option.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={entry.kind === 'option' ? `o-${entry.option.value}` : 'create'}
              id={optionId(index)}
              role="option"
              aria-selected={isSelected}
              // mousedown would blur the input before the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2 px-3 py-2',
                index === active && 'bg-primary-light outline-2 -outline-offset-2 outline-focus',
              )}
            >
              {entry.kind === 'create' ? (
                <>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('ui.create', { label: entry.label })}
                </>
              ) : (
                <>
                  <Check
                    aria-hidden="true"
                    className={cn('size-4', isSelected ? 'visible' : 'invisible')}
                  />
                  {entry.option.label}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {open && !expanded && typed ? (
        <p role="status" className="mt-1 text-muted">
          {t('ui.noMatchingData')}
        </p>
      ) : null}
    </div>
  );
}
