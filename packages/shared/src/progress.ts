import { PROGRESS_MAX } from './constants';

export type ProgressState = 'indeterminate' | 'loading' | 'complete';

/** State of a progress indicator (spec §4): no value, below the maximum, at the maximum. */
export function progressState(
  value: number | null | undefined,
  max: number = PROGRESS_MAX,
): ProgressState {
  if (value === null || value === undefined || Number.isNaN(value)) return 'indeterminate';
  return value >= max ? 'complete' : 'loading';
}
