import { SESSION_STATUSES, SESSION_STATUS_LABELS, t, type SessionStatus } from '@passerelle/shared';
import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { labelClasses } from '~/admin-kit/field-styles';
import { TypedSearch } from '~/admin-kit/typed-search';
import { useDebouncedCallback } from '~/admin-kit/use-debounced-callback';
import { Button } from '~/components/ui/button';
import { FilterSelect } from '~/components/ui/filter-select';

import {
  ALL_YEARS,
  effectiveYear,
  withFilter,
  withoutFilters,
  type ActionListState,
} from './action-list-url';
import { axisLabel, type ActionTypeOption, type AxisOption, type NamedOption } from './lookups';
import { ProviderCombobox } from './provider-combobox';

export interface ActionListFiltersProps {
  state: ActionListState;
  defaultYear: number | null;
  years: readonly number[];
  axes: readonly AxisOption[];
  types: readonly ActionTypeOption[];
  /** Null: no provider filter (a provider sees only its own actions). */
  providers: readonly NamedOption[] | null;
  /** The chosen provider's name, when the rows tell it. */
  providerName?: string;
  onChange: (state: ActionListState, options?: { replace?: boolean }) => void;
}

const idOf = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The filters of the action list: text, year, axis, action type, provider and session status.
 * Choices in a list apply at once; typed text waits for a pause. Also a plain GET form, so it
 * works before the page is hydrated.
 */
export function ActionListFilters({
  state,
  defaultYear,
  years,
  axes,
  types,
  providers,
  providerName,
  onChange,
}: ActionListFiltersProps) {
  const id = useId();
  const [text, setText] = useState(state.q ?? '');
  // An outside change of the URL (back button, reset) refreshes the field; our own does not
  // (it would overwrite letters typed meanwhile).
  const seen = useRef(state.q ?? '');
  useEffect(() => {
    const fromUrl = state.q ?? '';
    if (fromUrl === seen.current) return;
    seen.current = fromUrl;
    setText(fromUrl);
  }, [state.q]);

  const commitText = (value: string, replace: boolean) => {
    const q = value.trim();
    seen.current = q;
    onChange(withFilter(state, 'q', q || undefined), { replace });
  };
  const typed = useDebouncedCallback((value: string) => commitText(value, true));

  const year = effectiveYear(state, defaultYear);
  const provider =
    state.providerId === undefined
      ? null
      : (providers?.find((p) => p.id === state.providerId) ?? {
          id: state.providerId,
          name:
            providerName ?? t('programmingScreens.filter.providerNumber', { id: state.providerId }),
        });
  const filtered =
    state.year !== undefined ||
    [state.axisId, state.typeId, state.providerId, state.status, state.q].some(
      (value) => value !== undefined,
    );

  const field = (key: string) => `${id}-${key}`;
  return (
    <form
      role="search"
      aria-label={t('programmingScreens.filter.label')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        typed.cancel();
        commitText(text, false);
      }}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <TypedSearch
        id={field('q')}
        hint={t('programmingScreens.filter.searchHint')}
        value={text}
        onChange={(value) => {
          setText(value);
          typed.run(value);
        }}
        className="flex flex-col gap-1 sm:col-span-2 lg:col-span-3"
      />

      <FilterSelect
        id={field('year')}
        name="year"
        label={t('programmingScreens.filter.year')}
        value={year === null ? ALL_YEARS : String(year)}
        allLabel={t('programmingScreens.filter.allYears')}
        allValue={ALL_YEARS}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(value) =>
          onChange(withFilter(state, 'year', value === ALL_YEARS ? ALL_YEARS : Number(value)))
        }
      />
      <FilterSelect
        id={field('axis')}
        name="axisId"
        label={t('programmingScreens.filter.axis')}
        value={state.axisId === undefined ? '' : String(state.axisId)}
        allLabel={t('programmingScreens.filter.allAxes')}
        options={axes.map((axis) => ({ value: String(axis.id), label: axisLabel(axis) }))}
        onChange={(value) => onChange(withFilter(state, 'axisId', idOf(value)))}
      />
      <FilterSelect
        id={field('type')}
        name="typeId"
        label={t('programmingScreens.filter.type')}
        value={state.typeId === undefined ? '' : String(state.typeId)}
        allLabel={t('programmingScreens.filter.allTypes')}
        options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        onChange={(value) => onChange(withFilter(state, 'typeId', idOf(value)))}
      />
      {providers ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={field('provider')} className={labelClasses}>
            {t('programmingScreens.filter.provider')}
          </label>
          <ProviderCombobox
            id={field('provider')}
            label={t('programmingScreens.filter.provider')}
            value={provider}
            options={providers}
            onChange={(next) => onChange(withFilter(state, 'providerId', next?.id))}
          />
          {state.providerId !== undefined ? (
            <input type="hidden" name="providerId" value={state.providerId} />
          ) : null}
        </div>
      ) : null}
      <FilterSelect
        id={field('status')}
        name="status"
        label={t('programmingScreens.filter.status')}
        value={state.status ?? ''}
        allLabel={t('programmingScreens.filter.allStatuses')}
        options={SESSION_STATUSES.map((status) => ({
          value: status,
          label: SESSION_STATUS_LABELS[status],
        }))}
        onChange={(value) =>
          onChange(withFilter(state, 'status', (value || undefined) as SessionStatus | undefined))
        }
      />
      {filtered ? (
        <div className="flex items-end">
          <Button
            variant="ghost"
            onClick={() => {
              typed.cancel();
              onChange(withoutFilters(state));
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t('programmingScreens.filter.reset')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
