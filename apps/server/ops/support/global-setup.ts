import { spawnSync } from 'node:child_process';
import { REPOSITORY_ROOT } from './portal.js';

/**
 * The operations suites run the compiled server: build what is missing or out of date first
 * (scripts/build.mjs --if-needed: nothing to do, and a second, when the build is current).
 */
export default function setup(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], {
    cwd: REPOSITORY_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed: the operations suites cannot run.');
}
