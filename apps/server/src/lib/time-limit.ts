/** Thrown by `withinTime` when the work did not settle in time. */
export class TimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`no answer within ${limitMs} ms`);
    this.name = 'TimeLimitError';
  }
}

/**
 * `work`, or a `TimeLimitError` after `limitMs`: for the probes and scrapes that must answer even
 * when the database does not (a pool waiting for a connection, a network that drops packets). The
 * work itself goes on; only the wait for it ends. The timer never keeps the process alive.
 */
export async function withinTime<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(limitMs)), limitMs);
    timer.unref();
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}
