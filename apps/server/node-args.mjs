/**
 * Node's options for the compiled server, as `npm start` runs it (decision 091); the operations
 * suites, the journeys and the benches start it with the same ones, and
 * `scripts/server-command.test.mjs` holds `npm start` and the README to them.
 * - `--enable-source-maps`: stack traces lead back to src/ (the map holds the project's own code
 *   only, `own-source-map.mjs`);
 * - `--max-semi-space-size=2`: V8's young generation at 2 MiB a half instead of 16. Once idle
 *   after traffic, V8 gives back what the traffic grew (PostgreSQL: 228–246 MiB, against 361–414
 *   with 4, 8 or 16 MiB); the pages cost the same CPU; downloads one after another peak higher;
 * - `--liftoff-only`: the embedded database's WebAssembly compiled once, by V8's baseline
 *   compiler, never again by its optimising one: a first start in 1.6–2.0 s instead of 3.4–4.2,
 *   about 60 MiB less held (nothing changes on PostgreSQL, which runs no WebAssembly).
 */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  '--max-semi-space-size=2',
  '--liftoff-only',
];
