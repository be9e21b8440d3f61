import { useEffect } from 'react';

import { loadEditLockWarning } from '~/lib/edit-lock';

import { WorkspaceLayout } from './workspace-layout';

export default function BackLayout() {
  // The back office's forms hold editing locks: their warning is fetched with the layout, while
  // this build's files are certainly still served (a form's first lock asks for it otherwise).
  useEffect(() => {
    loadEditLockWarning().catch(() => undefined);
  }, []);
  return <WorkspaceLayout layout="back" />;
}
