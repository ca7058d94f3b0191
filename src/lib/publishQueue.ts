/** The rebuild queue as editors see it (`POST /api/admin/publish/status`); shared by the server and the /admin screen. */

export const PUBLISH_RUN_STATUS = {
  /** Changes recorded, waiting for the running rebuild to finish (concurrent publishes coalesce into one run). */
  queued: 'queued',
  running: 'running',
  /** The pages are live. */
  live: 'live',
  /** The rebuild failed; the live site is unchanged. `error` says why. */
  failed: 'failed',
} as const;
export type PublishRunStatus = (typeof PUBLISH_RUN_STATUS)[keyof typeof PUBLISH_RUN_STATUS];

/** One content change waiting for or carried by a rebuild. */
export interface PublishChange {
  eventId: number;
  entity: 'article' | 'reference' | 'product';
  entityId: number;
  action: 'publish' | 'unpublish' | 'delete' | 'update';
  /** When the editor made the change (ISO). */
  at: string;
}

/**
 * How long the queue waits before it tries a failed run's changes again, by the failed run's attempt: 5 s, 30 s,
 * 2 min, 10 min, then every 30 min until a try goes live (a new change or a start tries at once).
 */
export const PUBLISH_RETRY_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000] as const;

/** The wait after the `attempt`th try of some changes failed. */
export const retryDelayMs = (attempt: number): number =>
  PUBLISH_RETRY_MS[Math.min(Math.max(attempt, 1), PUBLISH_RETRY_MS.length) - 1]!;

export interface PublishRun {
  id: number;
  status: PublishRunStatus;
  changes: PublishChange[];
  startedAt: string | null;
  finishedAt: string | null;
  /** From the earliest change of the run to its pages being live (ms); null until live. */
  toLiveMs: number | null;
  /** Pages written, replaced or removed by the run. */
  pagesChanged: number | null;
  error: string | null;
  /** 1 for a first try of its changes; more when it tried a failed run's changes again. */
  attempt: number;
  /** Failed and waiting: when the queue tries its changes again (ISO). */
  nextRetryAt: string | null;
  /** Failed, then tried again: the latest run that carried its changes, as it stands (live once one went live). */
  retry: { runId: number; attempt: number; status: PublishRunStatus } | null;
}

export interface PublishQueue {
  /** Changes not yet carried by a run. */
  pending: PublishChange[];
  /** Latest runs first (at most 20). */
  runs: PublishRun[];
}
