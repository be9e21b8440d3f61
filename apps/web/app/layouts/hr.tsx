import { WorkspaceLayout } from './workspace-layout';

export default function HrLayout() {
  return <WorkspaceLayout layout="hr" />;
}
