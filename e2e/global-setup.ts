import { resetAudits } from './axe-audits';

/** Before the journeys: no page is checked by axe yet in this run (e2e/axe-audits.ts). */
export default async function globalSetup(): Promise<void> {
  await resetAudits();
}
