/**
 * An S3-compatible server for the S3 variants of the file tests: s3rver in this process on a free loopback port, its
 * objects in a temporary folder, one per test file. Path-style addresses, as MinIO; s3rver checks no signature.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3Client, s3Store, type S3Config } from '#server/services/files/s3Store.ts';
import type { FileStore } from '#server/services/files/store.ts';

export interface TestBucket {
  config: S3Config;
  /** The store on this bucket, as the runtime would make it from S3_* settings. */
  files: FileStore;
  /** The bucket's raw keys (with the prefix), as an operator listing it would see them. */
  rawKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3(prefix = 'site/'): Promise<TestBucket> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const bucket = 'portal-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix,
  };
  const client = s3Client(config);
  return {
    config,
    files: s3Store(config, client),
    async rawKeys() {
      const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
