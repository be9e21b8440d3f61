import { Outlet } from 'react-router';

import { AppShell } from './app-shell';

export default function DefaultLayout() {
  return (
    <AppShell layout="default">
      <Outlet />
    </AppShell>
  );
}
