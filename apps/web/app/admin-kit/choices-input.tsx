import type { FieldDefinition } from '@passerelle/shared';

import { controlId } from '~/components/ui/form-controls';

export interface ChoicesInputProps {
  /** The field's id, given to the first box (a focused error lands there). */
  id: string;
  field: FieldDefinition;
  /** The ticked values, one per line (see `toInputValue`). */
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}

/**
 * A `choices` field: one box per option, in a group named by the field's label (`Field` with
 * `labelAs="text"` renders it as `${id}-label`).
 */
export function ChoicesInput({ id, field, value, onChange, describedBy }: ChoicesInputProps) {
  const ticked = new Set(value.split('\n').filter(Boolean));
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(ticked);
    if (checked) next.add(option);
    else next.delete(option);
    // In the options' order, as the API stores them.
    onChange(
      (field.options ?? [])
        .map((o) => o.value)
        .filter((v) => next.has(v))
        .join('\n'),
    );
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      className="space-y-1"
    >
      {(field.options ?? []).map((option, index) => {
        const boxId = index === 0 ? id : controlId(id, option.value);
        return (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={boxId}
              type="checkbox"
              name={field.key}
              value={option.value}
              checked={ticked.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-5 accent-primary"
            />
            <label htmlFor={boxId}>{option.label}</label>
          </div>
        );
      })}
    </div>
  );
}
