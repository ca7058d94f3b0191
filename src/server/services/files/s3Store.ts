/**
 * Files in an S3-compatible bucket (Aliyun OSS, Tencent COS, MinIO; s3rver in tests) through `@aws-sdk/client-s3`.
 * The bucket stays private: every file leaves through the server after its access check (`store.ts`, `sendPdf.ts`).
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { guarded, type FileStore } from './store.ts';

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, s3rver) rather than `bucket.endpoint/key` (OSS, COS). */
  forcePathStyle: boolean;
  /** Put before every key (`portal/`), so one bucket can hold several sites. */
  prefix: string;
}

/** The SDK's client for `config`, shared by the store and `npm run files:to-s3`. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default integrity checksums (since 3.729) send a streamed body as aws-chunked with a CRC32 trailer,
    // which s3rver stores framing and all (measured) and OSS and COS do not take: only where an API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing object: GET answers NoSuchKey, HEAD only a 404 status. */
export const isMissing = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** The whole object's size from `Content-Range: bytes a-b/size`. */
const totalOf = (contentRange: string | undefined): number | null => {
  const m = /\/(\d+)$/.exec(contentRange ?? '');
  return m ? Number(m[1]) : null;
};

export function s3Store(config: S3Config, client: S3Client = s3Client(config)): FileStore {
  const Bucket = config.bucket;
  const at = (key: string) => `${config.prefix}${key}`;
  return guarded({
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: at(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key, range) {
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: at(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const size = (range ? totalOf(res.ContentRange) : null) ?? res.ContentLength ?? 0;
        // In Node the body is the response's IncomingMessage, a Readable.
        return { size, body: res.Body as Readable };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async head(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: at(key) }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: at(key) }));
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: at(prefix), ContinuationToken: token }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key)
            yield {
              key: o.Key.slice(config.prefix.length),
              size: o.Size ?? 0,
              modified: o.LastModified ?? new Date(0),
            };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  });
}
