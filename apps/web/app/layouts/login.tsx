import { Outlet } from 'react-router';

import { AppShell } from './app-shell';

export default function LoginLayout() {
  return (
    <AppShell layout="login">
      <Outlet />
    </AppShell>
  );
}
