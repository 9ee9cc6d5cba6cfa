import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';

/**
 * Where document files live (docs/decisions/028): never under the web root, never at a
 * guessable URL. Keys are `<playerId>/<documentId>`, made by us, never from a file name.
 */
export interface DocumentStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when no file has the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** `<playerId>/<documentId>`, or `support/<attachmentId>` for chat images (ADR 030). */
const KEY = /^(support|[0-9a-f-]{36})\/[0-9a-f-]{36}$/;

function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`not a document key: ${key}`);
  return key;
}

/** A folder on this machine (the embedded default: ./data/documents, mode 0600 files). */
export function localDocumentStore(dir: string): DocumentStore {
  const root = resolve(dir);
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible store through the AWS S3 client (AWS, MinIO, R2, Ceph...). */
export function s3DocumentStore(settings: S3Settings): DocumentStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          ServerSideEncryption: settings.endpoint ? undefined : 'AES256',
        }),
      );
    },
    async get(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return reply.Body ? await reply.Body.transformToByteArray() : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}

/** The store KYC_STORAGE picks; s3 without a bucket stops the boot naming the variable. */
export function documentStoreOf(config: Config): DocumentStore {
  if (config.KYC_STORAGE === 'local') return localDocumentStore(config.KYC_STORAGE_DIR);
  if (!config.KYC_S3_BUCKET) throw new Error('KYC_S3_BUCKET: required when KYC_STORAGE=s3');
  return s3DocumentStore({
    endpoint: config.KYC_S3_ENDPOINT,
    region: config.KYC_S3_REGION,
    bucket: config.KYC_S3_BUCKET,
    accessKeyId: config.KYC_S3_ACCESS_KEY_ID,
    secretAccessKey: config.KYC_S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.KYC_S3_FORCE_PATH_STYLE,
  });
}
