import { PROFILE_CODES, PROFILE_LABELS, t, type UserListQuery } from '@passerelle/shared';

import { FilterSearch } from '~/admin-kit/filter-search';
import { StructureFilter } from '~/admin-kit/structure-filter';
import { FilterForm } from '~/components/ui/filter-form';
import { FilterSelect } from '~/components/ui/filter-select';

const PROFILE_OPTIONS = PROFILE_CODES.map((code) => ({ value: code, label: PROFILE_LABELS[code] }));

export interface UsersFiltersProps {
  query: UserListQuery;
  structure: { id: number; name: string } | null;
}

/**
 * The users list's filters as a GET form: the query lands in the URL (links, reload and back keep
 * it) and the form works before the page is hydrated.
 */
export function UsersFilters({ query, structure }: UsersFiltersProps) {
  return (
    <FilterForm label={t('users.search')} resetLabel={t('users.reset')}>
      <FilterSearch
        id="users-q"
        label={t('users.search')}
        defaultValue={query.q ?? ''}
        placeholder={t('ui.search')}
      />
      <FilterSelect
        id="users-profile"
        name="profile"
        label={t('users.filterProfile')}
        defaultValue={query.profile ?? ''}
        allLabel={t('users.allProfiles')}
        options={PROFILE_OPTIONS}
      />
      <StructureFilter
        id="users-structure"
        label={t('users.filterStructure')}
        name="structureId"
        initial={structure}
      />
      <FilterSelect
        id="users-state"
        name="disabled"
        label={t('users.filterState')}
        defaultValue={query.disabled ?? ''}
        allLabel={t('users.allStates')}
        options={[
          { value: 'false', label: t('users.stateActive') },
          { value: 'true', label: t('users.stateDisabled') },
        ]}
      />
    </FilterForm>
  );
}
