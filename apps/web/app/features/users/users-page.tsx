import {
  fullName,
  landingPageOf,
  SSO_API,
  t,
  USER_LIST_CAP,
  USERS_API,
  type UserItem,
  type UserListQuery,
} from '@passerelle/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useRevalidator } from 'react-router';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { buttonClasses } from '~/components/ui/button';
import { ListNotice } from '~/components/ui/list-notice';
import { browserApi } from '~/lib/api-client-browser';
import { listParams } from '~/lib/list-search';
import { rememberImpersonationReturn } from '~/lib/impersonation-return';
import { startImpersonation } from '~/lib/session-switch';
import { useMutation } from '~/lib/use-mutation';
import { useCloseUrlDialog } from '~/lib/url-dialog';

import { UserForm } from './user-form';
import type { UsersPageData } from './users-data';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** The list's filters (lib/list-state.ts) with the dialog parameters (`new=1`, `edit=<id>`). */
function withDialog(query: UserListQuery, dialog: { new?: true; edit?: number } | null): string {
  const params = listParams(query);
  if (dialog?.new) params.set('new', '1');
  if (dialog?.edit) params.set('edit', String(dialog.edit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * /back/admin/users: the accounts, filtered by text, profile, structure and state (at most
 * USER_LIST_CAP rows, with a notice beyond), created and edited in a dialog addressed by the URL,
 * disabled and enabled after confirmation.
 */
export function UsersPage({ title }: { title: string }) {
  const data = useLoaderData() as UsersPageData;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const closeDialog = useCloseUrlDialog();
  const revalidator = useRevalidator();
  const { run } = useMutation();
  const [toggling, setToggling] = useState<UserItem | null>(null);
  const dialogOpen = data.creating || data.edit !== null;

  const toggle = (user: UserItem) => {
    setToggling(null);
    const call = () =>
      browserApi.call(USERS_API.update, {
        params: { id: user.id },
        body: { disabled: !user.disabled },
        defaultErrorMessage: t('toast.editError'),
      });
    void run(call, {
      successToast: t(user.disabled ? 'users.enabledToast' : 'users.disabledToast'),
      revalidate: true,
    });
  };

  // "Se connecter en tant que": the session becomes the user's, whose landing page opens; leaving
  // the substitution comes back to this list as it was.
  const impersonate = (user: UserItem) =>
    void run(() => startImpersonation(user.id), {
      successToast: (acting) => t('toast.impersonationOn', { name: fullName(acting) }),
      onSuccess: (acting) => {
        rememberImpersonationReturn(`${pathname}${search}`);
        void navigate(landingPageOf(acting));
      },
    });

  const sync = (user: UserItem) => {
    const call = () =>
      browserApi.call(SSO_API.sync, {
        params: { id: user.id },
        defaultErrorMessage: t('toast.syncError'),
      });
    void run(call, { successToast: t('toast.syncSuccess'), revalidate: true });
  };

  const list = data.list;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        <Link
          to={`${pathname}${withDialog(data.query, { new: true })}`}
          preventScrollReset
          className={buttonClasses('primary')}
        >
          <Plus aria-hidden="true" />
          {t('users.create')}
        </Link>
      </div>
      <ListNotice notice={data.notice} />
      <UsersFilters
        key={search}
        query={data.query}
        structure={data.structure ? { id: data.structure.id, name: data.structure.name } : null}
      />
      <div aria-live="polite" aria-busy={revalidator.state === 'loading'}>
        {data.error ? <Alert tone="error">{data.error}</Alert> : null}
        {list ? (
          <div className="space-y-4">
            <p>{t('users.count', { count: list.total })}</p>
            {list.truncated ? (
              <Alert tone="warning">
                {t('users.truncated', { cap: USER_LIST_CAP, total: list.total })}
              </Alert>
            ) : null}
            <UsersTable
              users={list.items}
              editHref={(user) => `${pathname}${withDialog(data.query, { edit: user.id })}`}
              onToggle={(user) => (user.disabled ? toggle(user) : setToggling(user))}
              onImpersonate={impersonate}
              onSync={data.ssoLabel === null ? undefined : sync}
              empty={t(listParams(data.query).size > 0 ? 'ui.noMatchingData' : 'ui.noData')}
            />
          </div>
        ) : null}
      </div>
      <GuardedDialog
        open={dialogOpen}
        onClose={() => closeDialog(`${pathname}${withDialog(data.query, null)}`)}
        title={
          data.edit?.item
            ? t('users.editTitle', { name: fullName(data.edit.item) })
            : t('users.create')
        }
      >
        {({ close, requestClose, setDirty }) =>
          data.edit && !data.edit.item ? (
            <Alert tone="error">{data.edit.error ?? t('adminKit.itemError')}</Alert>
          ) : (
            <UserForm
              key={data.edit?.item?.id ?? 'new'}
              user={data.edit?.item ?? null}
              onSaved={close}
              onCancel={requestClose}
              onDirtyChange={setDirty}
            />
          )
        }
      </GuardedDialog>
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => (open ? undefined : setToggling(null))}
        title={toggling ? t('users.disableTitle', { name: fullName(toggling) }) : ''}
        description={t('users.disableDescription')}
        confirmLabel={toggling ? t('users.disable', { name: fullName(toggling) }) : ''}
        cancelLabel={t('adminKit.cancel')}
        onConfirm={() => toggling && toggle(toggling)}
        onCancel={() => setToggling(null)}
        tone="danger"
      />
    </div>
  );
}
