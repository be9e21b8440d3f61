import type { LayoutName } from '@passerelle/shared';

/**
 * The layouts of the signed-in spaces (back office, HR validator, beneficiary, surveys and
 * reports). Their pages read the whole French dictionary and their forms hold editing locks
 * (layouts/workspace-layout.tsx); the other layouts' pages register their own messages.
 */
export const WORKSPACE_LAYOUTS = [
  'back',
  'hr',
  'beneficiary',
  'survey',
] as const satisfies readonly LayoutName[];
export type WorkspaceLayoutName = (typeof WORKSPACE_LAYOUTS)[number];

export function isWorkspaceLayout(layout: LayoutName): layout is WorkspaceLayoutName {
  return (WORKSPACE_LAYOUTS as readonly LayoutName[]).includes(layout);
}
