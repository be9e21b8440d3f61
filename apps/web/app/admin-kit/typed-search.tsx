import { t } from '@passerelle/shared';
import { Search } from 'lucide-react';

import { Button } from '~/components/ui/button';

import { inputClasses, labelClasses } from './field-styles';

export interface TypedSearchProps {
  /** The input's id; its hint's is `${id}-hint`. */
  id: string;
  /** What the search looks in, under the label. */
  hint?: string;
  value: string;
  /** Every keystroke (the list debounces it); the button submits the form at once. */
  onChange: (value: string) => void;
  className: string;
}

/** The `q` search of a list's filters: typed searches run after a pause, the button at once. */
export function TypedSearch({ id, hint, value, onChange, className }: TypedSearchProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {t('adminKit.searchLabel')}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          placeholder={t('ui.search')}
          aria-describedby={hint ? hintId : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          {t('adminKit.searchLabel')}
        </Button>
      </div>
    </div>
  );
}
