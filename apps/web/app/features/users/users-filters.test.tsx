import type { UserListQuery } from '@passerelle/shared';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockFetch } from '../../../test/admin-kit-fixtures';
import { jsonResponse } from '../../../test/fixtures';

import { readUsersQuery } from './users-data';
import { UsersFilters } from './users-filters';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

const STRUCTURES = [
  { id: 7, name: 'Mission locale de Nantes', type: 'employer', member: true, active: true },
];

/** The filters at `url`, as the users page draws them (re-mounted when the query changes). */
function renderAt(url: string, structure: { id: number; name: string } | null = null) {
  mockFetch(() => jsonResponse(200, STRUCTURES));
  function Page() {
    const { pathname, search } = useLocation();
    const query: UserListQuery = readUsersQuery(new URLSearchParams(search)).query;
    return (
      <>
        <UsersFilters key={search} query={query} structure={structure} />
        <output aria-label="URL">{`${pathname}${search}`}</output>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '/back/admin/users', Component: Page }]);
  render(<Stub initialEntries={[url]} />);
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const search = () => userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));

describe('UsersFilters', () => {
  it('labels each filter in French, with the options of the profiles and states', () => {
    renderAt('/back/admin/users');
    expect(screen.getByRole('search', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    const profile = screen.getByRole('combobox', { name: 'Profil' });
    expect(profile).toHaveValue('');
    expect(
      Array.from((profile as HTMLSelectElement).options, (option) => option.textContent),
    ).toEqual([
      'Tous les profils',
      'Administrateur',
      'Gestionnaire',
      'Prestataire',
      'Bénéficiaire',
      'Valideur RH',
    ]);
    const state = screen.getByRole('combobox', { name: 'État' });
    expect(
      Array.from((state as HTMLSelectElement).options, (option) => [
        option.value,
        option.textContent,
      ]),
    ).toEqual([
      ['', 'Tous'],
      ['false', 'Actif'],
      ['true', 'Désactivé'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Structure' })).toBeInTheDocument();
  });

  it('starts from the URL and puts only the filled filters back in it', async () => {
    renderAt('/back/admin/users?q=martin&profile=profile_hr&disabled=true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('martin');
    expect(screen.getByRole('combobox', { name: 'Profil' })).toHaveValue('profile_hr');
    expect(screen.getByRole('combobox', { name: 'État' })).toHaveValue('true');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'false');
    await search();
    await waitFor(() => expect(url()).toBe('/back/admin/users?profile=profile_hr&disabled=false'));
    // The form was drawn again from the new URL.
    expect(screen.getByRole('combobox', { name: 'État' })).toHaveValue('false');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Profil' }), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'État' }), '');
    await search();
    await waitFor(() => expect(url()).toBe('/back/admin/users'));
  });

  it('keeps the chosen structure as structureId, and the reset link lifts every filter', async () => {
    renderAt('/back/admin/users?structureId=7&profile=profile_beneficiary', STRUCTURES[0]!);
    expect(screen.getByRole('combobox', { name: 'Structure' })).toHaveValue(
      'Mission locale de Nantes',
    );
    await search();
    await waitFor(() =>
      expect(url()).toBe('/back/admin/users?profile=profile_beneficiary&structureId=7'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Réinitialiser' }));
    await waitFor(() => expect(url()).toBe('/back/admin/users'));
  });
});
