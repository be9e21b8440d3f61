import { fullName, PROFILE_LABELS, t, type UserItem } from '@passerelle/shared';
import { Pencil, UserCheck, UserX } from 'lucide-react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '~/components/ui/button';

export interface UsersTableProps {
  users: readonly UserItem[];
  /** Link of a user's edit dialog. */
  editHref: (user: UserItem) => string;
  onToggle: (user: UserItem) => void;
}

/** The users found: name, username, email, profiles with their structures, state, actions. */
export function UsersTable({ users, editHref, onToggle }: UsersTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('users.title')}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2">
              {t('users.name')}
            </th>
            <th scope="col" className="p-2">
              {t('users.username')}
            </th>
            <th scope="col" className="p-2">
              {t('users.email')}
            </th>
            <th scope="col" className="p-2">
              {t('users.profiles')}
            </th>
            <th scope="col" className="p-2">
              {t('users.state')}
            </th>
            <th scope="col" className="p-2">
              {t('users.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = fullName(user);
            return (
              <tr key={user.id} className="border-b border-border align-top">
                <th scope="row" className="p-2 font-medium">
                  {user.familyName} {user.givenName}
                </th>
                <td className="p-2">{user.username}</td>
                <td className="p-2 break-all">{user.email}</td>
                <td className="p-2">
                  <ul className="space-y-1">
                    {user.profiles.map((profile) => (
                      <li key={`${profile.code}-${profile.structureId}`}>
                        <span className="font-medium">{PROFILE_LABELS[profile.code]}</span>
                        {profile.structureName ? ` – ${profile.structureName}` : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="p-2">
                  {user.disabled ? t('users.stateDisabled') : t('users.stateActive')}
                </td>
                <td className="p-2">
                  <div className="flex flex-wrap gap-2">
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
                      {user.disabled ? (
                        <UserCheck aria-hidden="true" />
                      ) : (
                        <UserX aria-hidden="true" />
                      )}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
