/** The rebuild queue: changes waiting, then each run with its status and time to live; polled every 2 s while busy. */
import { useEffect, useState } from 'react';
import { RotateCw } from 'lucide-react';
import { api } from '#lib/client.ts';
import { CODE } from '#lib/envelope.ts';
import { PUBLISH_RUN_STATUS, type PublishQueue, type PublishRun } from '#lib/publishQueue.ts';
import { showPageError } from '#lib/stores/pageError.ts';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { changeText, queueBusy, retryNotes, RUN_STATUS_LABEL, shortTime, toLiveText } from './labels.ts';

export const QUEUE_PATH = '/api/admin/publish/status';
export const POLL_MS = 2000;

const RUN_CHIP: Record<PublishRun['status'], string> = {
  queued: 'bg-surface text-ink-700',
  running: 'bg-amber-50 text-amber-700',
  live: 'bg-brand-50 text-brand-700',
  failed: 'bg-red-50 text-red-700',
};

/** The queue, re-read every 2 s while a change waits or a run is building (and once more when it settles). */
export function usePublishQueue(nudge: number) {
  const [queue, setQueue] = useState<PublishQueue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    void api.post<PublishQueue>(QUEUE_PATH, {}, { silent: true }).then((res) => {
      if (res.code === CODE.unauthorized) return showPageError(401);
      if (!res.success || !res.data) return setError(res.msg || '加载失败');
      setError(null);
      setQueue(res.data);
    });
  }, [nudge, tick]);
  const busy = queueBusy(queue);
  useEffect(() => {
    if (!busy) return;
    const t = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(t);
  }, [busy, queue]);
  return { queue, error, busy, reload: () => setTick((n) => n + 1) };
}

function Changes({ run }: { run: PublishRun }) {
  return (
    <ul className="space-y-0.5">
      {run.changes.map((c) => (
        <li key={c.eventId} className="whitespace-nowrap">
          {changeText(c)}
        </li>
      ))}
    </ul>
  );
}

function Runs({ runs }: { runs: PublishRun[] }) {
  if (runs.length === 0) return <Empty text="还没有发布记录" />;
  return (
    <div className="card table-scroll">
      <table className="w-full min-w-[720px] text-sm" aria-label="发布记录">
        <thead className="bg-surface text-left text-ink-500">
          <tr>
            <th className="px-4 py-2.5 font-medium">批次</th>
            <th className="px-3 py-2.5 font-medium">变更</th>
            <th className="px-3 py-2.5 font-medium">状态</th>
            <th className="px-3 py-2.5 font-medium">开始</th>
            <th className="px-3 py-2.5 font-medium">上线用时</th>
            <th className="px-3 py-2.5 font-medium">页面数</th>
            <th className="px-3 py-2.5 font-medium">错误</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-t border-line align-top" data-run-id={run.id}>
              <td className="px-4 py-2.5 text-ink-500">#{run.id}</td>
              <td className="px-3 py-2.5 text-ink-900">
                <Changes run={run} />
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <span className={`rounded px-2 py-0.5 text-xs ${RUN_CHIP[run.status]}`}>
                  {RUN_STATUS_LABEL[run.status] ?? run.status}
                </span>
                {run.status === PUBLISH_RUN_STATUS.live && !run.finishedAt && (
                  <span className="ml-1.5 text-xs text-ink-500">列表后续页更新中</span>
                )}
                {retryNotes(run).map((note) => (
                  <span key={note} className="mt-1 block text-xs text-ink-500" data-retry-note>
                    {note}
                  </span>
                ))}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink-500">{shortTime(run.startedAt)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink-700">{toLiveText(run.toLiveMs)}</td>
              <td className="px-3 py-2.5 text-ink-700">{run.pagesChanged ?? '—'}</td>
              <td className="max-w-xs px-3 py-2.5 text-xs break-words text-red-700">{run.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type QueueState = ReturnType<typeof usePublishQueue>;

export default function QueuePanel({ state }: { state: QueueState }) {
  const { queue, error, busy, reload } = state;
  if (error && !queue) return <Failed msg={error} onRetry={reload} />;
  if (!queue) return <Loading rows={4} />;
  return (
    <section className="space-y-4" aria-label="发布队列">
      <div className="flex flex-wrap items-center gap-3 text-sm text-ink-500">
        <span role="status">
          {busy ? '有变更正在排队或构建，每2秒自动刷新' : '队列空闲，所有变更均已处理'}
        </span>
        <button type="button" className="btn-ghost ml-auto" onClick={reload}>
          <RotateCw size={14} aria-hidden="true" /> 刷新
        </button>
      </div>
      {queue.pending.length > 0 && (
        <div className="card p-4">
          <h3 className="text-sm font-semibold text-ink-900">等待构建（{queue.pending.length}）</h3>
          <ul className="mt-2 space-y-1 text-sm text-ink-700">
            {queue.pending.map((c) => (
              <li key={c.eventId}>
                {changeText(c)} <span className="text-ink-500">· {shortTime(c.at)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Runs runs={queue.runs} />
    </section>
  );
}
