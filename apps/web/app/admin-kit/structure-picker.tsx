import { STRUCTURES_API, type StructureType } from '@passerelle/shared';
import { useEffect, useRef, useState } from 'react';

import { Combobox, type ComboboxOption } from '~/admin-kit/combobox';
import { browserApi } from '~/lib/api-client-browser';

import type { NamedStructure, StructureSource } from '~/admin-kit/structure-choice';

export interface StructurePickerProps {
  id: string;
  label: string;
  /** The chosen structure (id and name), or null. */
  value: NamedStructure | null;
  onChange: (value: NamedStructure | null) => void;
  type?: StructureType;
  /** Where the choices come from: every structure (admin) or another list of the same shape. */
  source?: StructureSource;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const toOption = (s: NamedStructure): ComboboxOption => ({
  value: String(s.id),
  label: s.name,
});

/**
 * A combobox over the structures, asking the API as the text changes (there may be hundreds),
 * narrowed to one type when the profile needs it. Nothing is asked before the field is first
 * focused: a page showing the picker does not search for a choice nobody opened.
 */
export function StructurePicker({
  value,
  onChange,
  type,
  source = STRUCTURES_API.options,
  ...props
}: StructurePickerProps) {
  const [options, setOptions] = useState<ComboboxOption[]>(value ? [toOption(value)] : []);
  const [text, setText] = useState('');
  const names = useRef(new Map<string, string>(value ? [[String(value.id), value.name]] : []));
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const search = async () => {
      const result = await browserApi.call(source, {
        query: { q: text, type },
        signal: controller.signal,
      });
      if (!result.ok) return;
      for (const s of result.data) names.current.set(String(s.id), s.name);
      const found = result.data.map(toOption);
      // The current choice stays selectable even when the text no longer finds it.
      if (value && !found.some((o) => o.value === String(value.id))) found.unshift(toOption(value));
      setOptions(found);
    };
    // The client answers failures as results: the promise itself never rejects.
    const timer = setTimeout(() => void search(), 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, text, type, value, source]);

  return (
    // Focus reaching the input or its 'show options' button starts the search.
    <div onFocus={() => setWanted(true)}>
      <Combobox
        {...props}
        options={options}
        value={value ? String(value.id) : null}
        onInputChange={setText}
        onChange={(chosen) =>
          onChange(
            chosen === null ? null : { id: Number(chosen), name: names.current.get(chosen) ?? '' },
          )
        }
      />
    </div>
  );
}
