// `npm run files:to-s3 [-- --dry-run]`: copy every file under FILES_DIR (uploads, report PDFs and previews, invoice
// PDFs, 百科 images, exports) into the bucket of the S3_* settings, skipping keys already there: how an operator moves
// a local installation onto object storage. Safe to run again (and while the site runs on local disk); run it once
// more after switching the web processes to S3_* to catch files uploaded in between.
import { parseArgs } from 'node:util';
import { logFor } from '#server/core/log.ts';
import { readEnv, S3_SETTINGS } from '#server/env.ts';
import { copyFiles } from '#server/services/files/copyStore.ts';
import { fileStoreFor } from '#server/services/files/fileStoreFor.ts';
import { localStore } from '#server/services/files/store.ts';

const log = logFor('files-to-s3');
const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const env = readEnv();
const bucket = fileStoreFor(env);
if (bucket.kind !== 's3') {
  log.error({ needs: S3_SETTINGS }, 'set the bucket first: all of S3_ENDPOINT, S3_BUCKET and both keys');
  process.exit(2);
}
const started = performance.now();
const run = await copyFiles(localStore(env.FILES_DIR), bucket, { dryRun: values['dry-run'] });
log.info(
  {
    ...run,
    dryRun: values['dry-run'],
    from: env.FILES_DIR,
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    ms: Math.round(performance.now() - started),
  },
  values['dry-run'] ? 'would copy these files' : 'files copied into the bucket',
);
