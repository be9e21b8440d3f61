import type { ReactNode } from 'react';

import { Field, fieldInputClasses } from './field';
import { SelectOptions, type SelectOption } from './form-controls';

interface FilterSelectBase {
  id: string;
  name: string;
  label: ReactNode;
  /** The first option, meaning "no filter" ("Toutes", "Tous les axes"…). */
  allLabel: string;
  allValue?: string;
  options: readonly SelectOption[];
}

/**
 * A list filter as a labelled select whose first option lifts the filter: inside a GET form it
 * starts from the URL (`defaultValue`), or it is driven by the page (`value` and `onChange`).
 */
export type FilterSelectProps = FilterSelectBase &
  ({ defaultValue: string } | { value: string; onChange: (value: string) => void });

export function FilterSelect(props: FilterSelectProps) {
  const { id, name, label, allLabel, allValue = '', options } = props;
  const state =
    'onChange' in props
      ? {
          value: props.value,
          onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
        }
      : { defaultValue: props.defaultValue };
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} {...state} name={name} className={fieldInputClasses}>
          <option value={allValue}>{allLabel}</option>
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}
