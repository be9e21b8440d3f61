/**
 * The compiled server's entry, `dist/main.cjs`, which `npm start` runs: the bundle
 * `dist/server.cjs` (main.ts and what it imports) run from V8's code cache (decision 027).
 */
import path from 'node:path';
import { runBundle } from './code-cache/run-bundle.js';

runBundle(path.join(__dirname, 'server.cjs'));
