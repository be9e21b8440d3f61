// Every French message, registered before this layout's pages render (decision 018).
import '~/lib/messages/all';
import { useEffect } from 'react';
import { Outlet } from 'react-router';

import { loadEditLockWarning } from '~/lib/edit-lock';

import { AppShell } from './app-shell';

export default function BackLayout() {
  // The back office's forms hold editing locks: their warning is fetched with the layout, while
  // this build's files are certainly still served (a form's first lock asks for it otherwise).
  useEffect(() => {
    loadEditLockWarning().catch(() => undefined);
  }, []);
  return (
    <AppShell layout="back">
      <Outlet />
    </AppShell>
  );
}
