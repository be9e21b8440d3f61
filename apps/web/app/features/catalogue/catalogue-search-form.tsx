import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  MODALITIES,
  MODALITY_LABELS,
  t,
  type CatalogueFilterName,
  type PublicActionTypeItem,
  type PublicAxisItem,
  type PublicCityItem,
} from '@passerelle/shared';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { Field, fieldInputClasses } from '~/components/ui/field';
import { FilterSelect } from '~/components/ui/filter-select';
import { focusRing } from '~/components/ui/focus';
import { formSearch } from '~/lib/list-search';
import type { RefusedParam } from '~/lib/list-state';

export interface CatalogueOptions {
  axes: PublicAxisItem[];
  types: PublicActionTypeItem[];
  cities: PublicCityItem[];
}

/** A date criterion; refused (an inverted range), it keeps what came and says why beside it. */
function DateInput({
  name,
  label,
  value,
  refused,
}: {
  name: 'from' | 'to';
  label: string;
  value: string;
  refused: RefusedParam | undefined;
}) {
  return (
    <Field id={`catalogue-${name}`} label={label} errors={refused ? [refused.message] : undefined}>
      {(control) => (
        <input
          {...control}
          type="date"
          name={name}
          defaultValue={refused?.value ?? value}
          className={fieldInputClasses}
        />
      )}
    </Field>
  );
}

/**
 * The catalogue's search: one text field, and the advanced criteria in a disclosure panel
 * (`<details>`: opens with the keyboard and without JavaScript). A GET form: the query is the
 * URL, page 1 again on each search.
 */
export function CatalogueSearchForm({
  values,
  options,
  advancedOpen,
  fieldErrors = {},
}: {
  values: Record<CatalogueFilterName, string>;
  options: CatalogueOptions;
  advancedOpen: boolean;
  /** Criteria of the URL refused, said on their fields (the dates of an inverted range). */
  fieldErrors?: Record<string, RefusedParam>;
}) {
  const navigate = useNavigate();
  // With JavaScript, the empty criteria stay out of the URL (without it, the browser sends them
  // all, blank ones included, which the search ignores).
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(`/training${formSearch(event.currentTarget)}`);
  }

  return (
    <form method="get" action="/training" role="search" onSubmit={submit} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          id="catalogue-q"
          label={t('catalogue.searchLabel')}
          hint={t('catalogue.searchHint')}
          className="grow"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              defaultValue={values.q}
              maxLength={255}
              autoComplete="off"
              className={fieldInputClasses}
            />
          )}
        </Field>
        <button type="submit" className={buttonClasses('primary')}>
          <Search aria-hidden="true" />
          {t('catalogue.submit')}
        </button>
      </div>
      <details open={advancedOpen} className="rounded-sm border border-border bg-surface-alt">
        <summary
          className={cn('cursor-pointer rounded-sm px-4 py-3 font-medium text-primary', focusRing)}
        >
          {t('catalogue.advanced')}
        </summary>
        <div className="grid gap-4 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3">
          <FilterSelect
            id="catalogue-axisId"
            name="axisId"
            label={t('catalogue.axis')}
            allLabel={t('catalogue.any')}
            defaultValue={values.axisId}
            options={options.axes.map((axis) => ({
              value: String(axis.id),
              label: `${t('catalogue.axisNumber', { number: axis.number })} – ${axis.name}`,
            }))}
          />
          <FilterSelect
            id="catalogue-typeId"
            name="typeId"
            label={t('catalogue.type')}
            allLabel={t('catalogue.any')}
            defaultValue={values.typeId}
            options={options.types.map((type) => ({ value: String(type.id), label: type.name }))}
          />
          <FilterSelect
            id="catalogue-cityId"
            name="cityId"
            label={t('catalogue.city')}
            allLabel={t('catalogue.anyFeminine')}
            defaultValue={values.cityId}
            options={options.cities.map((city) => ({ value: String(city.id), label: city.value }))}
          />
          <FilterSelect
            id="catalogue-modality"
            name="modality"
            label={t('catalogue.modality')}
            allLabel={t('catalogue.anyFeminine')}
            defaultValue={values.modality}
            options={MODALITIES.map((code) => ({ value: code, label: MODALITY_LABELS[code] }))}
          />
          <DateInput
            name="from"
            label={t('catalogue.from')}
            value={values.from}
            refused={fieldErrors.from}
          />
          <DateInput
            name="to"
            label={t('catalogue.to')}
            value={values.to}
            refused={fieldErrors.to}
          />
          <FilterSelect
            id="catalogue-availability"
            name="availability"
            label={t('catalogue.availability')}
            allLabel={t('catalogue.anyFeminine')}
            defaultValue={values.availability}
            options={AVAILABILITIES.map((code) => ({
              value: code,
              label: AVAILABILITY_LABELS[code],
            }))}
          />
          <p className="text-sm text-muted sm:col-span-2 lg:col-span-3">
            {t('catalogue.datesHint')}
          </p>
          <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
            <button type="submit" className={buttonClasses('primary')}>
              {t('catalogue.submit')}
            </button>
            <Link to="/training" className={buttonClasses('secondary')}>
              {t('catalogue.reset')}
            </Link>
          </div>
        </div>
      </details>
    </form>
  );
}
