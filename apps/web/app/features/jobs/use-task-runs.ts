import {
  JOBS_PAGE_POLL_MS,
  JOBS_RUN_WAIT_MS,
  t,
  type JobsOverview,
  type ScheduledTaskState,
} from '@passerelle/shared';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

import { toast } from '~/lib/toast';

import { getJobsOverview, runScheduledTask } from './jobs-api';
import { ranSince } from './task-state';

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** The toast of a task's run (one per task: the outcome replaces the request's). */
const toastId = (task: ScheduledTaskState) => `scheduled-task-${task.name}`;

/**
 * "Lancer maintenant" on the automatic tasks page: asks the API for a run, then reads the tasks
 * every JOBS_PAGE_POLL_MS (shown as they come) until the run has ended, and says how it went; after
 * JOBS_RUN_WAIT_MS it says the run has not come yet. The page's data is read again at the end.
 */
export function useTaskRuns(loaded: JobsOverview) {
  const revalidator = useRevalidator();
  // The overview read while a run is followed, and the loaded one it was read over.
  const [polled, setPolled] = useState<{ base: JobsOverview; overview: JobsOverview } | null>(null);
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  // Aborted when the page goes: no poll, toast nor reload after it.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  /** Reads the tasks until `task` has run since `task` was read; answers it then, else null. */
  const follow = async (task: ScheduledTaskState, signal: AbortSignal) => {
    const deadline = Date.now() + JOBS_RUN_WAIT_MS;
    while (Date.now() < deadline && !signal.aborted) {
      await pause(JOBS_PAGE_POLL_MS, signal);
      if (signal.aborted) return null;
      const result = await getJobsOverview(signal);
      if (signal.aborted || (!result.ok && result.unauthorized)) return null;
      if (!result.ok) continue;
      setPolled({ base: loaded, overview: result.data });
      const now = result.data.tasks.find((candidate) => candidate.name === task.name);
      if (now && ranSince(now, task)) return now;
    }
    if (!signal.aborted)
      toast.info(t('jobs.toast.notYet', { task: task.label }), { id: toastId(task) });
    return null;
  };

  const run = async (task: ScheduledTaskState) => {
    const signal = leaving.current?.signal;
    if (!signal || asked.has(task.name) || task.running) return;
    setAsked((current) => new Set(current).add(task.name));
    try {
      const result = await runScheduledTask(task.name);
      if (!result.ok) {
        if (!result.unauthorized) toast.error(result.error, { id: toastId(task) });
        return;
      }
      toast.info(t('jobs.toast.requested', { task: task.label }), { id: toastId(task) });
      const done = await follow(task, signal);
      if (!done) return;
      if (done.lastSuccessAt !== task.lastSuccessAt && done.lastError === null) {
        const report = done.lastReport ?? t('jobs.nothingDone');
        toast.success(t('jobs.toast.done', { task: task.label, report }), { id: toastId(task) });
      } else {
        const error = done.lastError ?? '';
        toast.error(t('jobs.toast.failed', { task: task.label, error }), { id: toastId(task) });
      }
    } finally {
      setAsked((current) => {
        const next = new Set(current);
        next.delete(task.name);
        return next;
      });
      if (!signal.aborted) void revalidator.revalidate();
    }
  };

  return {
    /** The tasks as last read: polled while a run is followed, else as loaded. */
    overview: polled?.base === loaded ? polled.overview : loaded,
    /** Tasks whose run was asked for and not yet seen ended. */
    asked,
    run: (task: ScheduledTaskState) => void run(task),
  };
}
