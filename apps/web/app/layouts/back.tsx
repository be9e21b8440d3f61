import { Outlet } from 'react-router';

import { AppShell } from './app-shell';

export default function BackLayout() {
  return (
    <AppShell layout="back">
      <Outlet />
    </AppShell>
  );
}
