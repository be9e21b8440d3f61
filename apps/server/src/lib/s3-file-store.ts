import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import {
  checkFileKey,
  FileStoreUnavailableError,
  isFileKey,
  newFileKey,
  type FileStore,
} from './file-store.js';
import { lazyRequire } from './lazy-require.js';

/*
 * Files in an S3-compatible bucket that every replica shares (decision 046): AWS, MinIO, and the
 * French clouds' object stores (Scaleway, OVHcloud, Outscale), through the AWS SDK. Objects are
 * named like the disk store's paths under a `files/` prefix, so a bucket mirrors a FILES_DIR.
 */

/** What the S3 store is configured with (the S3_* variables). */
export type S3StoreConfig = Pick<
  Config,
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

type S3Sdk = typeof S3;

// The SDK weighs some 20 MB of modules: loaded only when the store is S3, never for the disk
// store, and left out of the compiled bundle (build.mjs's LEFT_OUT, decisions 025 and 027).
const loadSdk = lazyRequire<S3Sdk>('@aws-sdk/client-s3');

/** Connections to the store at once, per process. */
const MAX_CONNECTIONS = 256;

/** Under this prefix in the bucket; the rest of the bucket is not ours. */
export const OBJECT_PREFIX = 'files/';

/** The object of a file key: `files/ab/cd/abcd…`, as the disk store's `ab/cd/abcd…`. */
export function objectKeyOf(key: string): string {
  checkFileKey(key);
  return `${OBJECT_PREFIX}${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;
}

/** The file key of an object of ours, else null (another application's object). */
export function fileKeyOf(objectKey: string): string | null {
  const key = objectKey.slice(objectKey.lastIndexOf('/') + 1);
  return isFileKey(key) && objectKeyOf(key) === objectKey ? key : null;
}

/** An SDK error of a missing object (404), not of a missing bucket. */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

export class S3FileStore implements FileStore {
  readonly kind = 's3';

  constructor(
    private readonly sdk: S3Sdk,
    readonly client: S3.S3Client,
    readonly bucket: string,
    /** Keys asked per ListObjectsV2 page: S3's most (1,000) unless a test wants more pages. */
    private readonly pageSize = 1_000,
  ) {}

  async put(bytes: Uint8Array): Promise<string> {
    const key = newFileKey();
    await this.putAt(key, bytes);
    return key;
  }

  async putAt(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: objectKeyOf(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async read(key: string): Promise<Buffer<ArrayBuffer> | null> {
    const stream = await this.open(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(key) }),
      );
      // On Node the body is the HTTP response itself: streamed, never held whole in memory.
      if (!(object.Body instanceof Readable)) throw new Error('Unexpected S3 body: not a stream');
      return object.Body;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing object as a success.
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(key) }),
    );
  }

  async *keys(): AsyncIterable<string> {
    let continuation: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: OBJECT_PREFIX,
          MaxKeys: this.pageSize,
          ContinuationToken: continuation,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key === undefined ? null : fileKeyOf(object.Key);
        if (key) yield key;
      }
      continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuation);
  }

  /** Where the files are, for messages: `s3://<bucket>/files/`. */
  location(): string {
    return `s3://${this.bucket}/${OBJECT_PREFIX}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/**
 * The store of the S3_* variables, once its bucket answers: a missing bucket, refused
 * credentials or an unreachable endpoint stop the start with an operator's message
 * (FileStoreUnavailableError) rather than failing each upload later.
 */
export async function openS3FileStore(config: S3StoreConfig): Promise<S3FileStore> {
  const bucket = config.S3_BUCKET;
  if (!bucket) {
    throw new FileStoreUnavailableError('S3_BUCKET is not set: name the bucket holding the files.');
  }
  // The SDK warns on Node 20 that its releases from 2027 on need Node 22: the lockfile pins a
  // release that runs on the Node the project requires (decision 046), so operators are spared it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const sdk = loadSdk();
  const client = new sdk.S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // Unset: the SDK's own chain (AWS_* variables, profile, instance role).
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default CRC32 headers and chunked
    // uploads are refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request instead of holding it forever. Each
    // download in progress holds a connection while its client reads: more than the default 50,
    // so that slow downloads never make uploads and documents wait.
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 60_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
    },
  });
  const store = new S3FileStore(sdk, client, bucket);
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    client.destroy();
    throw new FileStoreUnavailableError(bucketFailure(error, config, bucket), { cause: error });
  }
  return store;
}

/** Why the bucket cannot be used, and what to check, in the operator's words. */
function bucketFailure(error: unknown, config: S3StoreConfig, bucket: string): string {
  const where = config.S3_ENDPOINT ?? `AWS S3 (region ${config.S3_REGION})`;
  const { $metadata, name, message, code } = error as {
    $metadata?: { httpStatusCode?: number };
    name?: string;
    message?: string;
    code?: string;
  };
  const status = $metadata?.httpStatusCode;
  if (status === undefined) {
    const pathStyle = config.S3_FORCE_PATH_STYLE
      ? ''
      : ' With S3_FORCE_PATH_STYLE=false the bucket name is put in the host name: most stores ' +
        'other than AWS want S3_FORCE_PATH_STYLE=true.';
    return (
      `cannot reach the object store at ${where} (${code ?? name ?? 'error'}: ${message}). ` +
      `Check S3_ENDPOINT and that the store is running.${pathStyle}`
    );
  }
  if (status === 404) {
    return (
      `the bucket "${bucket}" does not exist at ${where}. Create it (MinIO: ` +
      `\`mc mb <alias>/${bucket}\`; a cloud: its console) or set S3_BUCKET to an existing bucket.`
    );
  }
  if (status === 401 || status === 403) {
    return (
      `the object store at ${where} refused access to the bucket "${bucket}" (${status}). Check ` +
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that this key may read and write the bucket.'
    );
  }
  return (
    `the object store at ${where} answered ${status} (${name ?? 'error'}) for the bucket ` +
    `"${bucket}". Check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE.`
  );
}
