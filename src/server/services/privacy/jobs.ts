/**
 * The privacy jobs of the serving process: due 注销账号 requests carried out (at start and hourly, so a request is
 * closed within the hour it falls due), exports past their time removed with the hourly sweep, and any export left
 * waiting (a restart) built within a minute. Failures are logged, never thrown.
 */
import type { Deps } from '#server/core/deps.ts';
import { carryOutDueDeletions } from './deletion.ts';
import { expireExports, removeExportFiles, runExports } from './exportJob.ts';
import { logFor } from '#server/core/log.ts';

const deletionLog = logFor('account-deletion');
const exportLog = logFor('data-export');

/** The app's deps: closing an account settles its unpaid orders at the channels; exports live in `files`. */
export type PrivacyJobDeps = Deps;

/** Close the accounts whose deletion is due at `at`, then remove their export files; the uids closed. */
export async function runDeletionJob(deps: PrivacyJobDeps, at: Date = deps.now()): Promise<number[]> {
  const { uids, files } = await carryOutDueDeletions(deps, at);
  await removeExportFiles(deps.files, files);
  return uids;
}

export function schedulePrivacyJobs(deps: PrivacyJobDeps): NodeJS.Timeout[] {
  const hourly = () => {
    runDeletionJob(deps).catch((err) => deletionLog.error({ err }, 'job failed'));
    expireExports(deps.db, deps.files, deps.now()).catch((err) => exportLog.error({ err }, 'expiry failed'));
  };
  const exports = () =>
    void runExports(deps.db, deps.files, deps.now).catch((err) => exportLog.error({ err }, 'job failed'));
  hourly();
  exports();
  const timers = [setInterval(hourly, 3_600_000), setInterval(exports, 60_000)];
  for (const t of timers) t.unref();
  return timers;
}
