import { Outlet } from 'react-router';

import { AppShell } from './app-shell';

export default function SurveyLayout() {
  return (
    <AppShell layout="survey">
      <Outlet />
    </AppShell>
  );
}
