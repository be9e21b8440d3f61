// Every French message, registered before this layout's pages render (decision 018).
import '~/lib/messages/all';
import { Outlet } from 'react-router';

import { AppShell } from './app-shell';

export default function SurveyLayout() {
  return (
    <AppShell layout="survey">
      <Outlet />
    </AppShell>
  );
}
