// Every French message, registered before these layouts' pages render (decision 018).
import '~/lib/messages/all';
import type { LayoutName } from '@passerelle/shared';
import { Outlet } from 'react-router';

import { EditLockHost } from '~/lib/edit-lock';

import { AppShell } from './app-shell';

/**
 * The layouts of the signed-in spaces (back office, HR validator, beneficiary, surveys and
 * reports): the frame, the page, and the editing lock's host, since only their forms hold locks.
 * The public pages thus do not carry the lock (decision 018).
 */
export function WorkspaceLayout({ layout }: { layout: Exclude<LayoutName, 'default' | 'login'> }) {
  return (
    <>
      <AppShell layout={layout}>
        <Outlet />
      </AppShell>
      <EditLockHost />
    </>
  );
}
