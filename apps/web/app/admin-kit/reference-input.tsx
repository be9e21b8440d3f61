import { RESOURCES, type FieldDefinition } from '@passerelle/shared';
import { useEffect, useState } from 'react';

import { Combobox, type ComboboxOption } from './combobox';
import { itemLabel } from './item-label';
import { getItem, searchItems } from './resource-api';
import type { ResourceItem } from './types';
import { useDebouncedCallback } from './use-debounced-callback';

function optionOf(resourceName: string, item: ResourceItem): ComboboxOption {
  const resource = RESOURCES[resourceName];
  return { value: String(item.id), label: resource ? itemLabel(resource, item) : `#${item.id}` };
}

export interface ReferenceInputProps {
  id: string;
  field: FieldDefinition;
  /** The chosen row's id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A reference field (its value is the id of a row of `field.reference`): a combobox over the
 * rows the API finds for the typed text, plus the chosen row when it is not among them.
 */
export function ReferenceInput({
  id,
  field,
  value,
  onChange,
  invalid,
  describedBy,
}: ReferenceInputProps) {
  const name = field.reference ?? '';
  const [found, setFound] = useState<ComboboxOption[]>([]);
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);

  const search = useDebouncedCallback((q: string) => {
    void searchItems(name, q).then((items) => setFound(items.map((item) => optionOf(name, item))));
  });
  useEffect(() => {
    let live = true;
    void searchItems(name, '').then((items) => {
      if (live) setFound(items.map((item) => optionOf(name, item)));
    });
    return () => {
      live = false;
    };
  }, [name]);

  // The saved choice may lie beyond the first rows: fetch its label once.
  const missing = value !== '' && !found.some((o) => o.value === value) && chosen?.value !== value;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void getItem(name, Number(value)).then((item) => {
      if (live && item) setChosen(optionOf(name, item));
    });
    return () => {
      live = false;
    };
  }, [missing, name, value]);

  const options =
    chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Combobox
      id={id}
      label={field.label}
      options={options}
      value={value === '' ? null : value}
      onChange={(next) => {
        setChosen(options.find((o) => o.value === next) ?? null);
        onChange(next ?? '');
      }}
      onInputChange={search.run}
      required={field.required}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
