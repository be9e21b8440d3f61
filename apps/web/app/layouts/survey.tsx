import { WorkspaceLayout } from './workspace-layout';

export default function SurveyLayout() {
  return <WorkspaceLayout layout="survey" />;
}
