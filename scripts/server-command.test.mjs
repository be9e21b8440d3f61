import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_COMMAND, SERVER_GLIBC_TUNABLES } from '../apps/server/node-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const TUNABLES = `GLIBC_TUNABLES=${SERVER_GLIBC_TUNABLES}`;

describe('the compiled server is run with the same options everywhere (decisions 091, 092)', () => {
  it('in `npm start`', () => {
    const { scripts } = JSON.parse(read('package.json'));
    expect(scripts.start).toContain(`${TUNABLES} exec ${SERVER_COMMAND}`);
  });

  it('in every command of the README that runs it, its environment in the same block', () => {
    const blocks = read('README.md')
      .split(/^```.*$/m)
      .filter((_, index) => index % 2 === 1)
      .filter((block) => block.includes('apps/server/dist/main.cjs'));
    const lines = blocks.flatMap((block) =>
      block.split('\n').filter((line) => line.includes('apps/server/dist/main.cjs')),
    );
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toContain(SERVER_COMMAND);
    for (const block of blocks) expect(block).toContain(TUNABLES);
  });
});
