import { inputClasses, labelClasses } from './field-styles';

export interface FilterSearchProps {
  id: string;
  label: string;
  /** The current search, from the URL. */
  defaultValue: string;
  placeholder: string;
}

/** The text search of a list's FilterForm: a labelled `q` field whose value lands in the URL. */
export function FilterSearch({ id, label, defaultValue, placeholder }: FilterSearchProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className={inputClasses}
      />
    </div>
  );
}
