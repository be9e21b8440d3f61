import Fastify from 'fastify';

/**
 * The reference point of the benchmark: a bare Fastify app with one JSON route and no plugins,
 * no logging, no database. Started as its own process by bench/run.ts, like the portal.
 */
const port = Number(process.env.PORT ?? 3201);
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));

await app.listen({ host: '127.0.0.1', port });
process.stdout.write(`bare Fastify listening on http://127.0.0.1:${port}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
