/**
 * Node's options and environment for the compiled server, as `npm start` runs it (decisions 091
 * and 092); the operations suites, the journeys and the benches start it with the same ones, and
 * `scripts/server-command.test.mjs` holds `npm start` and the README to them.
 * - `--enable-source-maps`: stack traces lead back to src/ (the map holds the project's own code
 *   only, `own-source-map.mjs`);
 * - `--max-semi-space-size=8`: V8's young generation at 8 MiB a half instead of 16: during a
 *   minute of traffic the server on PostgreSQL held 369–394 MiB instead of 414, an export's peak
 *   161–202 MiB instead of 181–226, a batch of 200 certificates stays under 300 MB (2 MiB lets a
 *   batch's objects be promoted: its certificates peaked at 350 MiB);
 * - `--liftoff-only`: the embedded database's WebAssembly compiled once, by V8's baseline
 *   compiler, never again by its optimising one: a first start in 1.6–2.0 s instead of 3.4–4.2,
 *   about 60 MiB less held (nothing changes on PostgreSQL, which runs no WebAssembly).
 */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  '--max-semi-space-size=8',
  '--liftoff-only',
];

/**
 * glibc's allocator settings for the server (decisions 092 and 093), in `GLIBC_TUNABLES` (read
 * when the process starts; ignored by other C libraries): two arenas instead of one per thread,
 * and the heap's free top given back from 128 KiB. Node's own allocations (V8's compilers,
 * buffers, zlib) otherwise stay resident once freed: the server on PostgreSQL kept 87 MiB of them
 * after a minute of traffic, 44 MiB with these. Blocks of 128 KiB and more mapped apart
 * (`mmap_threshold`, decision 092) changed nothing once idle but made the embedded database's
 * exports half as slow again (every buffer it copies out mapped and unmapped): dropped.
 */
export const SERVER_GLIBC_TUNABLES = [
  'glibc.malloc.arena_max=2',
  'glibc.malloc.trim_threshold=131072',
].join(':');

/** The server's environment beyond the deployment's own: the allocator's settings. */
export const SERVER_ENV = { GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES };

/** The compiled server's command line (after its environment), as the README writes it. */
export const SERVER_COMMAND = `node ${SERVER_NODE_ARGS.join(' ')} apps/server/dist/main.cjs`;
