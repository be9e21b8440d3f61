import type { ReactNode } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';

import { formSearch, listParams } from '~/lib/list-search';

import { Button, buttonClasses } from './button';
import { cn } from './cn';

export interface FilterFormProps {
  /** The search landmark's name, also the submit button's text ('Rechercher'). */
  label: string;
  submitLabel?: string;
  /** The link back to the unfiltered list ('Réinitialiser'). */
  resetLabel: string;
  className?: string;
  /** The filters: named controls (`q`, selects…) whose values land in the URL. */
  children: ReactNode;
}

/**
 * A list's filters as a GET form: the query lands in the URL (links, reload and back keep it), the
 * form works before the page is hydrated, and once hydrated blank filters stay out of the URL
 * (and a new search starts at page 1).
 */
export function FilterForm({
  label,
  submitLabel,
  resetLabel,
  className,
  children,
}: FilterFormProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(`${pathname}${formSearch(event.currentTarget)}`);
      }}
      role="search"
      aria-label={label}
      className={cn(
        'grid gap-4 rounded border border-border p-4 md:grid-cols-2 lg:grid-cols-4',
        className,
      )}
    >
      {children}
      <div className="flex gap-2 md:col-span-2 lg:col-span-4">
        <Button type="submit">{submitLabel ?? label}</Button>
        <Link to={pathname} className={buttonClasses('secondary')}>
          {resetLabel}
        </Link>
      </div>
    </Form>
  );
}

/**
 * What a filter form keeps of its list's state without showing it (the sort, the page size, a
 * presentation): hidden inputs, written as the list's links write them (lib/list-state.ts),
 * those equal to `defaults` left out.
 */
export function KeptParams({ query, defaults }: { query: object; defaults?: object }) {
  return [...listParams(query, defaults)].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
