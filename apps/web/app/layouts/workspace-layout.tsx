// Every French message, registered before these layouts' pages render (decision 018).
import '~/lib/messages/all';
import { Outlet } from 'react-router';

import { EditLockHost } from '~/lib/edit-lock';
import type { WorkspaceLayoutName } from '~/lib/workspace-layouts';

import { AppShell } from './app-shell';

/**
 * The layout of the signed-in spaces (lib/workspace-layouts.ts): the frame, the page, and the
 * editing lock's host, since only their forms hold locks. The public pages thus do not carry the
 * lock (decision 018).
 */
export function WorkspaceLayout({ layout }: { layout: WorkspaceLayoutName }) {
  return (
    <>
      <AppShell layout={layout}>
        <Outlet />
      </AppShell>
      <EditLockHost />
    </>
  );
}
