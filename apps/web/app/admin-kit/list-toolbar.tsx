import {
  DEFAULT_PAGE_SIZE,
  t,
  type FieldDefinition,
  type FilterValue,
  type ListQuery,
  type Resource,
} from '@passerelle/shared';
import { useEffect, useId, useRef, useState } from 'react';

import { KeptParams } from '~/components/ui/filter-form';

import { inputClasses, labelClasses } from './field-styles';
import { TypedSearch } from './typed-search';
import { useDebouncedCallback } from './use-debounced-callback';

type Texts = Record<string, string>;

/** Filters typed as text wait for a pause; choices in a list apply at once. */
function isTyped(field: FieldDefinition): boolean {
  return !['boolean', 'select', 'date'].includes(field.kind);
}

function textsOf(resource: Resource, query: ListQuery): Texts {
  const texts: Texts = { q: query.q ?? '' };
  for (const field of resource.filterableFields) {
    const value = query.filters[field.key];
    texts[field.key] = value === undefined ? '' : String(value);
  }
  return texts;
}

/** The query for the inputs' texts; a new search or filter starts again at page 1. */
function queryOf(resource: Resource, query: ListQuery, texts: Texts): ListQuery {
  const filters: Record<string, FilterValue> = {};
  for (const field of resource.filterableFields) {
    const text = texts[field.key]?.trim() ?? '';
    if (text === '') continue;
    filters[field.key] = field.kind === 'boolean' ? text === 'true' : text;
  }
  const q = texts.q?.trim();
  return { ...query, page: 1, filters, ...(q ? { q } : { q: undefined }) };
}

export interface ListToolbarProps {
  resource: Resource;
  query: ListQuery;
  onChange: (query: ListQuery, options?: { replace?: boolean }) => void;
}

/**
 * Search field and the filters of the resource's filterable fields. Also a plain GET form, so
 * searching works before the page is hydrated.
 */
export function ListToolbar({ resource, query, onChange }: ListToolbarProps) {
  const id = useId();
  const [texts, setTexts] = useState(() => textsOf(resource, query));
  // What the URL held last time we looked: an outside change (back button) resets the inputs,
  // our own commits do not (they would overwrite letters typed meanwhile).
  const seen = useRef(JSON.stringify(textsOf(resource, query)));
  useEffect(() => {
    const fromUrl = textsOf(resource, query);
    const key = JSON.stringify(fromUrl);
    if (key === seen.current) return;
    seen.current = key;
    setTexts(fromUrl);
  }, [resource, query]);

  const commit = (next: Texts, replace: boolean) => {
    seen.current = JSON.stringify(textsOf(resource, queryOf(resource, query, next)));
    onChange(queryOf(resource, query, next), { replace });
  };
  const typed = useDebouncedCallback((next: Texts) => commit(next, true));

  const update = (key: string, value: string, immediate: boolean) => {
    const next = { ...texts, [key]: value };
    setTexts(next);
    if (immediate) {
      typed.cancel();
      commit(next, false);
    } else {
      typed.run(next);
    }
  };

  const hasSearch = resource.searchable.length > 0;
  if (!hasSearch && resource.filterableFields.length === 0) return null;

  return (
    <form
      role="search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        typed.cancel();
        commit(texts, false);
      }}
      className="flex flex-wrap items-end gap-4"
    >
      <KeptParams
        query={{ sort: query.sort, pageSize: query.pageSize }}
        defaults={{ pageSize: DEFAULT_PAGE_SIZE }}
      />
      {hasSearch ? (
        <TypedSearch
          id={`${id}-q`}
          value={texts.q ?? ''}
          onChange={(value) => update('q', value, false)}
          className="flex min-w-64 flex-1 flex-col gap-1"
        />
      ) : null}
      {resource.filterableFields.map((field) => (
        <div key={field.key} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${field.key}`} className={labelClasses}>
            {field.label}
          </label>
          <FilterInput
            id={`${id}-${field.key}`}
            field={field}
            value={texts[field.key] ?? ''}
            onChange={(value) => update(field.key, value, !isTyped(field))}
          />
        </div>
      ))}
    </form>
  );
}

function FilterInput({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: FieldDefinition;
  value: string;
  onChange: (value: string) => void;
}) {
  const common = {
    id,
    name: field.key,
    value,
    className: inputClasses,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (field.kind === 'boolean' || field.kind === 'select') {
    const options =
      field.kind === 'boolean'
        ? [
            { value: 'true', label: t('adminKit.yes') },
            { value: 'false', label: t('adminKit.no') },
          ]
        : (field.options ?? []);
    return (
      <select {...common}>
        <option value="">{t('adminKit.filterAll')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.kind === 'date') return <input type="date" {...common} />;
  const numeric = ['number', 'integer', 'reference'].includes(field.kind);
  return <input type="text" inputMode={numeric ? 'numeric' : undefined} {...common} />;
}
