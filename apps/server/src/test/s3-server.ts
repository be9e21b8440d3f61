import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/*
 * Test support: a real S3-protocol server (s3rver 3.7) on a free local port, its objects in a
 * temporary folder, with the buckets asked for already made. It runs as a child process because
 * s3rver pages ListObjectsV2 with DES-encrypted continuation tokens, which Node 20's OpenSSL 3
 * only offers with `--openssl-legacy-provider`; nothing else of the tests needs that flag.
 * Used by the server tests, the copy command's test and the operations suites.
 */

/**
 * s3rver's fixed credentials. It refuses an unknown access key id (403) but does not verify
 * version 4 signatures: a wrong secret goes unnoticed there, never on a real store.
 */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** The first bucket made at start. */
  bucket: string;
  /** The portal's environment for a store in `bucket` (another bucket's name may be given). */
  env(bucket?: string): Record<string, string>;
  /** Stops the server and deletes its folder. */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The s3rver command line, found through its package (it has no `exports` map). */
function s3rverBin(): string {
  return join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
}

const LISTENING = /S3rver listening on [\d.]+:(\d+)/;

export async function startS3Server(
  options: { buckets?: readonly string[]; timeoutMs?: number } = {},
): Promise<TestS3Server> {
  const buckets = options.buckets ?? ['passerelle-test'];
  const directory = mkdtempSync(join(tmpdir(), 'passerelle-s3-'));
  const args = ['--openssl-legacy-provider', s3rverBin(), '--directory', directory];
  args.push('--address', '127.0.0.1', '--port', '0', '--silent');
  for (const bucket of buckets) args.push('--configure-bucket', bucket);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`s3rver did not start:\n${output}`));
    }, options.timeoutMs ?? 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = LISTENING.exec(output);
      if (!match) return;
      clearTimeout(timer);
      done(Number(match[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      fail(new Error(`s3rver exited at start:\n${output}`));
    });
  });

  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: buckets[0]!,
    env: (bucket = buckets[0]!) => ({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
