import { Outlet } from 'react-router';

import { AppShell } from './app-shell';

export default function HrLayout() {
  return (
    <AppShell layout="hr">
      <Outlet />
    </AppShell>
  );
}
