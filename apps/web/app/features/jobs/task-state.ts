import type { BadgeTone } from '~/components/ui/badge';
import type { MessageKey, ScheduledTaskState } from '@passerelle/shared';

/* What the page says of a timed task at a glance, from its state. */

export type TaskCondition = 'running' | 'failing' | 'succeeded' | 'never' | 'disabled';

/**
 * Running now; failing (its last run failed: the error stays until a run succeeds); succeeded;
 * never run anywhere; or off here and never run elsewhere.
 */
export function taskCondition(task: ScheduledTaskState): TaskCondition {
  if (task.running) return 'running';
  if (task.lastError !== null) return 'failing';
  if (task.lastSuccessAt !== null) return 'succeeded';
  return task.enabled ? 'never' : 'disabled';
}

export const CONDITION_LOOKS: Record<TaskCondition, { labelKey: MessageKey; tone: BadgeTone }> = {
  running: { labelKey: 'jobs.state.running', tone: 'info' },
  failing: { labelKey: 'jobs.state.failing', tone: 'danger' },
  succeeded: { labelKey: 'jobs.state.succeeded', tone: 'success' },
  never: { labelKey: 'jobs.state.never', tone: 'neutral' },
  disabled: { labelKey: 'jobs.state.disabled', tone: 'neutral' },
};

/** The runs of a task differ from `before` (a run ended since). */
export function ranSince(
  task: ScheduledTaskState,
  before: Pick<ScheduledTaskState, 'lastSuccessAt' | 'lastFailureAt'>,
): boolean {
  return (
    !task.running &&
    (task.lastSuccessAt !== before.lastSuccessAt || task.lastFailureAt !== before.lastFailureAt)
  );
}
