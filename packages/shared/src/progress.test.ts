import { describe, expect, it } from 'vitest';
import { PROGRESS_MAX } from './constants';
import { progressState } from './progress';

describe('progressState', () => {
  it('is indeterminate without a value', () => {
    expect(progressState(null)).toBe('indeterminate');
    expect(progressState(undefined)).toBe('indeterminate');
    expect(progressState(Number.NaN)).toBe('indeterminate');
  });

  it('is loading below the maximum', () => {
    expect(progressState(0)).toBe('loading');
    expect(progressState(PROGRESS_MAX - 1)).toBe('loading');
    expect(progressState(99.9)).toBe('loading');
  });

  it('is complete at or above the maximum', () => {
    expect(PROGRESS_MAX).toBe(100);
    expect(progressState(100)).toBe('complete');
    expect(progressState(150)).toBe('complete');
  });

  it('honours a custom maximum', () => {
    expect(progressState(5, 10)).toBe('loading');
    expect(progressState(10, 10)).toBe('complete');
  });
});
