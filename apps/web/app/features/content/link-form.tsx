import { t } from '@passerelle/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { Button } from '~/components/ui/button';
import { Field, fieldInputClasses } from '~/components/ui/field';

/** The addresses the server keeps (apps/server/src/lib/rich-text.ts): http(s), mailto, site paths. */
export function isAllowedLink(href: string): boolean {
  return /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i.test(href);
}

export interface LinkValue {
  href: string;
  newTab: boolean;
}

export interface LinkFormProps {
  initial: LinkValue;
  /** An empty address removes the link. */
  onApply: (value: LinkValue) => void;
  onCancel: () => void;
}

/**
 * The address of a link, typed below the toolbar (not in a browser prompt): labelled, checked
 * before it is applied, Escape cancels. Focus starts in the address.
 */
export function LinkForm({ initial, onApply, onCancel }: LinkFormProps) {
  const id = useId();
  const [href, setHref] = useState(initial.href);
  const [newTab, setNewTab] = useState(initial.newTab);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  function apply() {
    const value = href.trim();
    if (value !== '' && !isAllowedLink(value)) {
      setError(t('richText.linkInvalid'));
      input.current?.focus();
      return;
    }
    onApply({ href: value, newTab });
  }

  /** Escape cancels from any control; Enter in the address applies. */
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && event.currentTarget === input.current) {
      // Not a <form>: the editor sits inside the page's own form.
      event.preventDefault();
      apply();
    }
  }

  return (
    <div
      role="group"
      aria-label={t('richText.link')}
      className="flex flex-col gap-3 border-b border-border-strong bg-surface-alt p-3"
    >
      <Field
        id={`${id}-href`}
        label={t('richText.linkUrl')}
        hint={t('richText.linkHint')}
        errors={error ? [error] : undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            onKeyDown={onKeyDown}
            type="text"
            inputMode="url"
            autoComplete="url"
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setError(null);
            }}
            className={fieldInputClasses}
          />
        )}
      </Field>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-tab`}
          type="checkbox"
          checked={newTab}
          onKeyDown={onKeyDown}
          onChange={(event) => setNewTab(event.target.checked)}
          className="size-5 accent-primary"
        />
        <label htmlFor={`${id}-tab`}>{t('richText.linkNewTab')}</label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={apply} onKeyDown={onKeyDown}>
          {t('richText.linkApply')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} onKeyDown={onKeyDown}>
          {t('richText.linkCancel')}
        </Button>
      </div>
    </div>
  );
}
