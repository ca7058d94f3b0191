/** What the editor screen calls things: statuses, kinds, custom orders, the publish queue. */
import { ADMIN_MSG } from '#lib/content/messages.ts';
import {
  PUBLISH_RUN_STATUS,
  type PublishChange,
  type PublishQueue,
  type PublishRun,
  type PublishRunStatus,
} from '#lib/publishQueue.ts';

export const STATUS_LABEL: Record<string, string> = {
  draft: '草稿',
  published: '已发布',
  unpublished: '已下线',
};

export const ARTICLE_KIND_LABEL: Record<string, string> = {
  news: '行业观察',
  policy: '农业政策',
  report: '研究报告',
  page: '固定页面',
};

export const ENTITY_LABEL: Record<PublishChange['entity'], string> = {
  article: '文章',
  reference: '参考资料',
  product: '数据产品',
};

export const ACTION_LABEL: Record<PublishChange['action'], string> = {
  publish: '发布',
  unpublish: '下线',
  delete: '删除',
  update: '修改',
};

export const ORDER_KIND_LABEL: Record<string, string> = { data: '定制数据', report: '定制报告' };
export const ORDER_STATUS_LABEL: Record<string, string> = {
  new: '新提交',
  contacted: '已联系',
  closed: '已关闭',
};

/** 注销账号 requests (account_deletions.state). */
export const DELETION_STATE_LABEL: Record<string, string> = {
  pending: '冷静期中',
  withdrawn: '已撤销',
  done: '已注销',
};

export const RUN_STATUS_LABEL: Record<PublishRunStatus, string> = {
  queued: '排队中',
  running: '构建中',
  live: '已上线',
  failed: '失败',
};

/** 4800 → "4.8 秒后上线"; minutes past a minute: 95000 → "1 分 35 秒后上线". */
export function toLiveText(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toFixed(1)} 秒后上线`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} 分 ${s % 60} 秒后上线`;
}

/** 发布 文章 #12 */
export const changeText = (c: PublishChange): string =>
  `${ACTION_LABEL[c.action] ?? c.action} ${ENTITY_LABEL[c.entity] ?? c.entity} #${c.entityId}`;

/** A failed run retried this soon keeps the screen polling, so the retry shows without a reload. */
export const RETRY_POLL_MS = 120_000;

/** Poll while a change waits, a run is queued or building, or a failed run's retry is near. */
export const queueBusy = (q: PublishQueue | null, now = Date.now()): boolean =>
  !!q &&
  (q.pending.length > 0 ||
    q.runs.some(
      (r) =>
        r.status === PUBLISH_RUN_STATUS.queued ||
        r.status === PUBLISH_RUN_STATUS.running ||
        (r.status === PUBLISH_RUN_STATUS.live && !r.finishedAt) ||
        (r.nextRetryAt !== null && Date.parse(r.nextRetryAt) - now < RETRY_POLL_MS),
    ));

/** What became of a run's changes beyond its status: which try it was, when a failed one is tried again, how that went. */
export function retryNotes(run: PublishRun): string[] {
  const notes: string[] = [];
  if (run.attempt > 1 || run.status === PUBLISH_RUN_STATUS.failed) notes.push(ADMIN_MSG.attempt(run.attempt));
  if (run.nextRetryAt) notes.push(ADMIN_MSG.retryAt(clockTime(run.nextRetryAt)));
  const retry = run.retry;
  if (retry?.status === PUBLISH_RUN_STATUS.live)
    notes.push(ADMIN_MSG.retriedLive(retry.runId, retry.attempt));
  else if (retry?.status === PUBLISH_RUN_STATUS.failed)
    notes.push(ADMIN_MSG.retriedFailed(retry.runId, retry.attempt));
  else if (retry) notes.push(ADMIN_MSG.retrying(retry.runId));
  return notes;
}

/** 2026-11-21T08:05:09Z → 16:05 (China time). */
export const clockTime = (iso: string): string => shortTime(iso).slice(6, 11);

/** 2026-11-21T08:05:09Z → 11-21 16:05:09 (China time, as editors read it). */
export function shortTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(Date.parse(iso) + 8 * 3_600_000);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toISOString().slice(5, 19).replace('T', ' ');
}
