import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Server rendering: the public catalogue must be crawlable and fast.
  ssr: true,
  future: {
    // Guards run as root middleware (server) and client middleware (browser navigation), before
    // any loader; the load context becomes a RouterContextProvider (see app/lib/load-context.ts).
    v8_middleware: true,
  },
} satisfies Config;
