/**
 * Node's options for the compiled server, as `npm start` runs it (decision 091); the operations
 * suites, the journeys and the benches start it with the same ones, and
 * `scripts/server-command.test.mjs` holds `npm start` and the README to them.
 * - `--enable-source-maps`: stack traces lead back to src/ (the map holds the project's own code
 *   only, `own-source-map.mjs`);
 * - `--max-semi-space-size=8`: V8's young generation at 8 MiB a half instead of 16: after a minute
 *   of traffic the server on PostgreSQL holds 369–394 MiB instead of 414, an export's peak is
 *   161–202 MiB instead of 181–226, a batch of 200 certificates stays under 300 MB (2 MiB would
 *   give back more once idle, but lets a batch's objects be promoted: its certificates peaked at
 *   350 MiB);
 * - `--liftoff-only`: the embedded database's WebAssembly compiled once, by V8's baseline
 *   compiler, never again by its optimising one: a first start in 1.6–2.0 s instead of 3.4–4.2,
 *   about 60 MiB less held (nothing changes on PostgreSQL, which runs no WebAssembly).
 */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  '--max-semi-space-size=8',
  '--liftoff-only',
];
