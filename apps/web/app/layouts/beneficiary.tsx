import { WorkspaceLayout } from './workspace-layout';

export default function BeneficiaryLayout() {
  return <WorkspaceLayout layout="beneficiary" />;
}
