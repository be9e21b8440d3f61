import { Outlet } from 'react-router';

import { AppShell } from './app-shell';

export default function BeneficiaryLayout() {
  return (
    <AppShell layout="beneficiary">
      <Outlet />
    </AppShell>
  );
}
