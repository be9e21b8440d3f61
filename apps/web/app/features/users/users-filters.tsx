import { PROFILE_CODES, PROFILE_LABELS, t, type UserListQuery } from '@passerelle/shared';
import { useState } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';

import { inputClasses, labelClasses } from '~/admin-kit/field-styles';
import { Button, buttonClasses } from '~/components/ui/button';

import { StructurePicker } from './structure-picker';

export interface UsersFiltersProps {
  query: UserListQuery;
  structure: { id: number; name: string } | null;
}

/**
 * The users list's filters as a GET form: the query lands in the URL (links, reload and back keep
 * it) and the form works before the page is hydrated.
 */
export function UsersFilters({ query, structure: initial }: UsersFiltersProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [structure, setStructure] = useState(initial);
  return (
    <Form
      method="get"
      // Once hydrated, empty filters stay out of the URL (without JavaScript the form still works).
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
        }
        const search = params.toString();
        void navigate(`${pathname}${search ? `?${search}` : ''}`);
      }}
      role="search"
      aria-label={t('users.search')}
      className="grid gap-4 rounded border border-border p-4 md:grid-cols-2 lg:grid-cols-4"
    >
      <div className="space-y-1">
        <label htmlFor="users-q" className={labelClasses}>
          {t('users.search')}
        </label>
        <input
          id="users-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          placeholder={t('ui.search')}
          className={inputClasses}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="users-profile" className={labelClasses}>
          {t('users.filterProfile')}
        </label>
        <select
          id="users-profile"
          name="profile"
          defaultValue={query.profile ?? ''}
          className={inputClasses}
        >
          <option value="">{t('users.allProfiles')}</option>
          {PROFILE_CODES.map((code) => (
            <option key={code} value={code}>
              {PROFILE_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="users-structure" className={labelClasses}>
          {t('users.filterStructure')}
        </label>
        <StructurePicker
          id="users-structure"
          label={t('users.filterStructure')}
          value={structure}
          onChange={setStructure}
        />
        <input type="hidden" name="structureId" value={structure?.id ?? ''} />
      </div>
      <div className="space-y-1">
        <label htmlFor="users-state" className={labelClasses}>
          {t('users.filterState')}
        </label>
        <select
          id="users-state"
          name="disabled"
          defaultValue={query.disabled ?? ''}
          className={inputClasses}
        >
          <option value="">{t('users.allStates')}</option>
          <option value="false">{t('users.stateActive')}</option>
          <option value="true">{t('users.stateDisabled')}</option>
        </select>
      </div>
      <div className="flex gap-2 md:col-span-2 lg:col-span-4">
        <Button type="submit">{t('users.search')}</Button>
        <Link to={pathname} className={buttonClasses('secondary')}>
          {t('users.reset')}
        </Link>
      </div>
    </Form>
  );
}
