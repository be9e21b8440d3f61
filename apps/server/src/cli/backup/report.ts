/* How the commands word sizes, durations and progress for the operator. */

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Seconds since `started` (a `performance.now()`). */
export function seconds(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** A progress callback that speaks every `step` items. */
export function progressEvery(
  step: number,
  speak: (count: number, bytes: number) => void,
): (count: number, bytes: number) => void {
  return (count, bytes) => {
    if (count % step === 0) speak(count, bytes);
  };
}
