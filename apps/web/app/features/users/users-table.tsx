import {
  fullName,
  impersonationRefusal,
  PROFILE_LABELS,
  t,
  type UserItem,
} from '@passerelle/shared';
import { LogIn, Pencil, RefreshCw, UserCheck, UserX } from 'lucide-react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';

export interface UsersTableProps {
  users: readonly UserItem[];
  /** Link of a user's edit dialog. */
  editHref: (user: UserItem) => string;
  onToggle: (user: UserItem) => void;
  /** "Se connecter en tant que" (impersonation), offered where the shared rule allows it. */
  onImpersonate: (user: UserItem) => void;
  /** Synchronises the user with the single sign-on provider (absent when it is off). */
  onSync?: (user: UserItem) => void;
  /** What an empty list says. */
  empty: string;
}

/** The columns; their headers are read at render (no `t` while the module loads: decision 018). */
const columns = (): readonly DataColumn<UserItem>[] => [
  {
    key: 'name',
    header: t('users.name'),
    rowHeader: true,
    cell: (user) => `${user.familyName} ${user.givenName}`,
  },
  { key: 'username', header: t('users.username'), cell: (user) => user.username },
  { key: 'email', header: t('users.email'), className: 'break-all', cell: (user) => user.email },
  {
    key: 'profiles',
    header: t('users.profiles'),
    cell: (user) => (
      <ul className="space-y-1">
        {user.profiles.map((profile) => (
          <li key={`${profile.code}-${profile.structureId}`}>
            <span className="font-medium">{PROFILE_LABELS[profile.code]}</span>
            {profile.structureName ? ` – ${profile.structureName}` : null}
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'state',
    header: t('users.state'),
    cell: (user) => (user.disabled ? t('users.stateDisabled') : t('users.stateActive')),
  },
];

/** The users found: name, username, email, profiles with their structures, state, actions. */
export function UsersTable({
  users,
  editHref,
  onToggle,
  onImpersonate,
  onSync,
  empty,
}: UsersTableProps) {
  return (
    <DataTable
      caption={t('users.title')}
      columns={columns()}
      rows={users}
      rowKey={(user) => user.id}
      empty={empty}
      rowActions={{
        header: t('users.actions'),
        cell: (user) => {
          const name = fullName(user);
          return (
            <>
              <Link
                to={editHref(user)}
                preventScrollReset
                className={buttonClasses('secondary', 'sm')}
                aria-label={t('users.edit', { name })}
              >
                <Pencil aria-hidden="true" />
              </Link>
              <Button
                variant={user.disabled ? 'secondary' : 'danger'}
                size="sm"
                onClick={() => onToggle(user)}
                aria-label={t(user.disabled ? 'users.enable' : 'users.disable', { name })}
              >
                {user.disabled ? <UserCheck aria-hidden="true" /> : <UserX aria-hidden="true" />}
              </Button>
              {impersonationRefusal(user) === null ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onImpersonate(user)}
                  aria-label={t('users.impersonateLabel', { name })}
                  title={t('users.impersonate')}
                >
                  <LogIn aria-hidden="true" />
                </Button>
              ) : null}
              {onSync ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onSync(user)}
                  aria-label={t('users.sync', { name })}
                  title={t('users.sync', { name })}
                >
                  <RefreshCw aria-hidden="true" />
                </Button>
              ) : null}
            </>
          );
        },
      }}
    />
  );
}
