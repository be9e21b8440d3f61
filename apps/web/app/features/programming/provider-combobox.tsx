import { useState } from 'react';

import { Combobox, type ComboboxOption } from '~/admin-kit/combobox';
import { useDebouncedCallback } from '~/admin-kit/use-debounced-callback';
import { browserApi } from '~/lib/api-client-browser';

import { loadProviders, type NamedOption } from './lookups';

export interface ProviderComboboxProps {
  id: string;
  label: string;
  /** The chosen provider, or null. */
  value: NamedOption | null;
  /** The first providers by name, from the loader. */
  options: readonly NamedOption[];
  onChange: (provider: NamedOption | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

const toOption = (provider: NamedOption): ComboboxOption => ({
  value: String(provider.id),
  label: provider.name,
});

/**
 * A provider structure chosen in a combobox: the loader's first providers, then those the API
 * finds for the typed text (there may be more than one page of them). Emptying the field
 * clears the choice.
 */
export function ProviderCombobox({
  id,
  label,
  value,
  options,
  onChange,
  invalid,
  describedBy,
}: ProviderComboboxProps) {
  const [found, setFound] = useState<readonly NamedOption[]>(options);
  const search = useDebouncedCallback((q: string) => {
    void loadProviders(browserApi, q.trim()).then(setFound);
  });

  const all = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  return (
    <Combobox
      id={id}
      label={label}
      options={all.map(toOption)}
      value={value ? String(value.id) : null}
      onChange={(next) => onChange(all.find((p) => String(p.id) === next) ?? null)}
      onInputChange={search.run}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
