import { formatDateTime, t, type ScheduledTaskState } from '@passerelle/shared';
import { Play } from 'lucide-react';

import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';

import { formatDuration } from './durations';
import { CONDITION_LOOKS, taskCondition } from './task-state';

export interface TasksTableProps {
  tasks: readonly ScheduledTaskState[];
  /** The server's clock when it answered: a next run before it is due now. */
  now: string;
  /** Tasks whose run was asked for and has not ended yet. */
  asked: ReadonlySet<string>;
  onRun: (task: ScheduledTaskState) => void;
}

/** What the task does, and how often this server runs it (or why it does not). */
function TaskCell({ task }: { task: ScheduledTaskState }) {
  return (
    <div className="max-w-prose space-y-1">
      <p className="font-bold">{task.label}</p>
      <p className="text-sm">{task.description}</p>
      <p className="text-sm text-muted">
        {task.intervalMinutes !== null
          ? t('jobs.interval', { duration: formatDuration(task.intervalMinutes * 60) })
          : t('jobs.disabledHere', { setting: task.setting })}
      </p>
    </div>
  );
}

/** When it last started, succeeded (with what it did), failed (with its message, readable). */
function LastRunCell({ task }: { task: ScheduledTaskState }) {
  const nothing = task.lastSuccessAt === null && task.lastFailureAt === null && !task.running;
  if (nothing) return <p>{t('jobs.neverRun')}</p>;
  return (
    <div className="space-y-2 text-sm">
      {task.running && task.lastStartedAt ? (
        <p>{t('jobs.startedAt', { date: formatDateTime(task.lastStartedAt) })}</p>
      ) : null}
      {task.lastSuccessAt ? (
        <div>
          <p>{t('jobs.succeededAt', { date: formatDateTime(task.lastSuccessAt) })}</p>
          <p className="text-muted">{task.lastReport ?? t('jobs.nothingDone')}</p>
        </div>
      ) : null}
      {task.lastError !== null && task.lastFailureAt ? (
        <div className="rounded-sm border-l-4 border-danger bg-danger-light p-2">
          <p className="font-semibold">
            {t('jobs.failedAt', { date: formatDateTime(task.lastFailureAt) })}
          </p>
          <p className="sr-only">{t('jobs.errorLabel')}</p>
          <p className="break-words whitespace-pre-line">{task.lastError}</p>
          {task.attempts > 0 && !task.running ? (
            <p className="mt-1">{t('jobs.failedTries', { count: task.attempts })}</p>
          ) : null}
        </div>
      ) : null}
      {task.failures > 0 ? (
        <p className="text-muted">{t('jobs.failuresSoFar', { count: task.failures })}</p>
      ) : null}
    </div>
  );
}

function nextRun(task: ScheduledTaskState, now: string): string {
  if (!task.enabled) return t('jobs.next.notHere');
  if (task.running) return t('jobs.next.afterCurrent');
  if (task.nextRunAt === null || Date.parse(task.nextRunAt) <= Date.parse(now))
    return t('jobs.next.due');
  return formatDateTime(task.nextRunAt);
}

const columns = (now: string): readonly DataColumn<ScheduledTaskState>[] => [
  {
    key: 'task',
    header: t('jobs.column.task'),
    rowHeader: true,
    cell: (task) => <TaskCell task={task} />,
  },
  {
    key: 'state',
    header: t('jobs.column.state'),
    cell: (task) => {
      const look = CONDITION_LOOKS[taskCondition(task)];
      return <Badge tone={look.tone}>{t(look.labelKey)}</Badge>;
    },
  },
  { key: 'last', header: t('jobs.column.lastRun'), cell: (task) => <LastRunCell task={task} /> },
  {
    key: 'next',
    header: t('jobs.column.nextRun'),
    cell: (task) => nextRun(task, now),
    className: 'whitespace-nowrap',
  },
];

/**
 * The timed tasks: what each does, its state, its last run and its next one on this server, and
 * "Lancer maintenant" for those this server runs. While its run is asked for or under way the
 * button stays in place, marked unavailable (`aria-disabled`): the focus does not fall off the
 * page, and a second click does nothing.
 */
export function TasksTable({ tasks, now, asked, onRun }: TasksTableProps) {
  return (
    <DataTable
      caption={t('jobs.tasks.title')}
      columns={columns(now)}
      rows={tasks}
      rowKey={(task) => task.name}
      rowActions={{
        header: t('jobs.column.actions'),
        hideHeader: true,
        cell: (task) => {
          if (!task.enabled) return null;
          const waiting = asked.has(task.name);
          const unavailable = waiting || task.running;
          const label = waiting ? t('jobs.runWaiting') : t('jobs.runNow');
          return (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('jobs.actionOn', { action: label, target: task.label })}
              aria-disabled={unavailable || undefined}
              onClick={() => {
                if (!unavailable) onRun(task);
              }}
              className="whitespace-nowrap"
            >
              <Play aria-hidden="true" />
              {label}
            </Button>
          );
        },
      }}
    />
  );
}
