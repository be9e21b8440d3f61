import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Vite plugin for build-update detection (spec §7). On the client build it writes
 *   builds/latest.json       { id, timestamp }   polled by the open tabs (app/lib/build-update.ts)
 *   builds/meta/{id}.json    { id, timestamp }   published with the build it describes
 * into the client output, and compiles the build id into the code as
 * `import.meta.env.VITE_BUILD_ID`, so a tab knows which build it runs.
 */

export interface BuildInfo {
  id: string;
  /** Build time, milliseconds since the epoch. */
  timestamp: number;
}

export interface BuildMetaOptions {
  /** Fixed build id (tests); otherwise `BUILD_ID` from the environment, or a fresh one. */
  id?: string;
  timestamp?: number;
}

// React Router builds the client and the server with separate Vite runs in one process, each
// loading the config anew: the process environment carries the id from one run to the next.
const SHARED_ID = 'PASSERELLE_BUILD_ID';
const SHARED_TIMESTAMP = 'PASSERELLE_BUILD_TIMESTAMP';

function resolveBuildInfo(options: BuildMetaOptions): BuildInfo {
  let info: BuildInfo;
  if (options.id) {
    info = { id: options.id, timestamp: options.timestamp ?? Date.now() };
  } else {
    const env = process.env;
    env[SHARED_TIMESTAMP] ??= String(options.timestamp ?? Date.now());
    env[SHARED_ID] ??=
      env.BUILD_ID || `${Number(env[SHARED_TIMESTAMP]).toString(36)}-${randomUUID().slice(0, 8)}`;
    info = { id: env[SHARED_ID], timestamp: Number(env[SHARED_TIMESTAMP]) };
  }
  // The id becomes a file name and part of a URL.
  if (!/^[\w.-]+$/.test(info.id)) {
    throw new Error(`Invalid build id "${info.id}": use letters, digits, ".", "_" and "-".`);
  }
  return info;
}

export function buildMeta(options: BuildMetaOptions = {}): Plugin {
  let info: BuildInfo | undefined;
  const getInfo = () => (info ??= resolveBuildInfo(options));
  let ssrBuild = false;

  return {
    name: 'passerelle:build-meta',
    config() {
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(getInfo().id) } };
    },
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      // Only the browser bundle is served statically; the server bundle needs no copy.
      const consumer = this.environment?.config.consumer;
      if (consumer ? consumer !== 'client' : ssrBuild) return;
      const { id, timestamp } = getInfo();
      const source = JSON.stringify({ id, timestamp });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source });
    },
  };
}
