import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from '../apps/server/node-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const COMMAND = `node ${SERVER_NODE_ARGS.join(' ')} apps/server/dist/main.cjs`;

describe('the compiled server is run with the same Node options everywhere (decision 091)', () => {
  it('in `npm start`', () => {
    const { scripts } = JSON.parse(read('package.json'));
    expect(scripts.start).toContain(`exec ${COMMAND}`);
  });

  it('in every command of the README that runs it', () => {
    const lines = read('README.md')
      .split('\n')
      .filter((line) => line.includes('apps/server/dist/main.cjs') && /\bnode\b/.test(line));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toContain(COMMAND);
  });
});
