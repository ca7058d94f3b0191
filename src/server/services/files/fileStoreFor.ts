/** The file store the settings choose: the bucket when S3_* are set (all or none, env.ts), else FILES_DIR on disk. */
import type { Env } from '#server/env.ts';
import { s3Store, type S3Config } from './s3Store.ts';
import { localStore, type FileStore } from './store.ts';

type StoreSettings = Pick<
  Env,
  | 'FILES_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The bucket the S3_* settings name, or null when they are unset (all or none, env.ts). */
export function s3ConfigOf(env: Omit<StoreSettings, 'FILES_DIR'>): S3Config | null {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: id, S3_SECRET_ACCESS_KEY: key } = env;
  if (!endpoint || !bucket || !id || !key) return null;
  return {
    endpoint,
    region: env.S3_REGION,
    bucket,
    accessKeyId: id,
    secretAccessKey: key,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  };
}

export function fileStoreFor(env: StoreSettings): FileStore {
  const config = s3ConfigOf(env);
  return config ? s3Store(config) : localStore(env.FILES_DIR);
}
