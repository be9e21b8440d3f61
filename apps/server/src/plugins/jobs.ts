import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../lib/jobs/job-runner.js';
import { ScheduledTaskQueue } from '../lib/jobs/scheduled-tasks.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's runner of background work: the modules' queues (decision 043). */
    jobs: JobRunner;
    /** The timed tasks the modules add (`scheduledTasks.add`), run by one replica at a time. */
    scheduledTasks: ScheduledTaskQueue;
  }
}

/**
 * The background work of the process: modules register their queues and timed tasks while the
 * app is built; once it is ready the runner starts, and before the app closes its database it
 * stops (the jobs under way finish, the rest goes back to the other replicas).
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const runner = new JobRunner({
      db: app.db,
      notifications: app.notifications,
      log: app.log.child({ module: 'jobs' }),
      pollIntervalMs: app.config.JOBS_POLL_INTERVAL_MS,
      leaseMs: app.config.JOBS_LEASE_MS,
      onFailure: (queue) => app.metrics.jobFailed(queue),
    });
    const tasks = new ScheduledTaskQueue(app.db);
    app.decorate('jobs', runner);
    app.decorate('scheduledTasks', tasks);
    app.addHook('onReady', async () => {
      if (tasks.size > 0) {
        await tasks.ensureRows();
        runner.register(tasks);
      }
      for (const queue of runner.queueNames) app.metrics.declareJobQueue(queue);
      await runner.start();
    });
    app.addHook('preClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['metrics'] },
);
