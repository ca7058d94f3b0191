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
}

export interface PublishQueue {
  /** Changes not yet carried by a run. */
  pending: PublishChange[];
  /** Latest runs first (at most 20). */
  runs: PublishRun[];
}
