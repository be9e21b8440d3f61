import { t, type JobsOverview } from '@passerelle/shared';
import { useId } from 'react';

import { QueuesSummary } from './queues-summary';
import { TasksTable } from './tasks-table';
import { useTaskRuns } from './use-task-runs';

/**
 * /back/admin/jobs (decision 043): the timed tasks with their runs and a way to run one now, then
 * the outbox and the document sends at a glance.
 */
export function JobsPage({ title, overview: loaded }: { title: string; overview: JobsOverview }) {
  const id = useId();
  const { overview, asked, run } = useTaskRuns(loaded);
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="max-w-prose">{t('jobs.intro')}</p>
      </div>
      <section aria-labelledby={`${id}-tasks`} className="space-y-3">
        <h2 id={`${id}-tasks`} className="text-2xl font-bold">
          {t('jobs.tasks.title')}
        </h2>
        <TasksTable tasks={overview.tasks} now={overview.now} asked={asked} onRun={run} />
      </section>
      <section aria-labelledby={`${id}-queues`} className="space-y-3">
        <h2 id={`${id}-queues`} className="text-2xl font-bold">
          {t('jobs.queues.title')}
        </h2>
        <QueuesSummary outbox={overview.outbox} documentSends={overview.documentSends} />
      </section>
    </div>
  );
}
