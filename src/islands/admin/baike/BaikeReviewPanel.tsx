/**
 * 百科审核 for editors: the queue of members' versions, one opened against the entry's current version (the
 * difference beside the body as readers will see it), 通过 / 退回, 下线 / 恢复.
 */
import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft, Check, ExternalLink, EyeOff, RotateCcw, Undo2 } from 'lucide-react';
import { BAIKE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { BAIKE_STATE_LABEL, type BaikeState } from '#lib/baike/states.ts';
import type { BaikeReview, BaikeReviewItem, BaikeTreeNode } from '#lib/baike/types.ts';
import { chinaDateTime } from '#lib/chinaTime.ts';
import { api } from '#lib/client.ts';
import type { Paged } from '#lib/paging.ts';
import { confirmDialog } from '#lib/stores/dialog.ts';
import { toast } from '#lib/stores/toast.ts';
import { TextArea } from '#islands/ui/form/TextField.tsx';
import Pagination from '#islands/ui/Pagination.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import UnderlineTabs from '#islands/ui/UnderlineTabs.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import BaikeDiff from './BaikeDiff.tsx';

const STATES: readonly BaikeState[] = ['pending', 'published', 'refused'];
const ENTRY_STATUS: Record<string, string> = { draft: '未发布', published: '已发布', unpublished: '已下线' };

/** Category names by id, from the public tree. */
function useCategoryNames(): (id: number) => string {
  const [names, setNames] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    void api.post<BaikeTreeNode[]>('/api/baike/getBaikeTree', {}, { silent: true }).then((r) => {
      if (!r.success || !Array.isArray(r.data)) return;
      const out = new Map<number, string>();
      const walk = (nodes: BaikeTreeNode[], above: string[]) =>
        nodes.forEach((n) => {
          out.set(n.id, [...above, n.name].join(' › '));
          walk(n.children ?? [], [...above, n.name]);
        });
      walk(r.data, []);
      setNames(out);
    });
  }, []);
  return (id) => names.get(id) ?? `分类 #${id}`;
}

function Queue({ onOpen }: { onOpen: (id: number) => void }) {
  const [state, setState] = useState<BaikeState>('pending');
  const [page, setPage] = useState(1);
  const { data, loading, error, reload } = useCall<Paged<BaikeReviewItem>>('/api/admin/baike/list', {
    state,
    page,
  });
  return (
    <section className="card p-6" aria-labelledby="baike-review-title" aria-busy={loading}>
      <h2 id="baike-review-title" className="section-title mb-4">
        百科审核
      </h2>
      <UnderlineTabs
        label="版本状态"
        tabs={STATES.map((s) => ({
          key: s,
          label: BAIKE_STATE_LABEL[s],
          count: s === state ? (data?.total ?? null) : null,
        }))}
        value={state}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
      />
      {error && !data ? (
        <Failed msg={error} onRetry={reload} />
      ) : !data ? (
        <Loading rows={5} />
      ) : data.total === 0 ? (
        <Empty text={`暂无${BAIKE_STATE_LABEL[state]}的版本`} />
      ) : (
        <>
          <div className="table-scroll">
            <table className="w-full min-w-[720px] text-sm" aria-label="百科版本">
              <thead className="bg-surface text-left text-ink-500">
                <tr>
                  <th className="px-4 py-2.5 font-medium">词条</th>
                  <th className="px-3 py-2.5 font-medium">类型</th>
                  <th className="px-3 py-2.5 font-medium">作者</th>
                  <th className="px-3 py-2.5 font-medium">修改说明</th>
                  <th className="px-3 py-2.5 font-medium">提交时间</th>
                  <th className="px-4 py-2.5 font-medium">操作</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((v) => (
                  <tr key={v.version_id} className="border-t border-line" data-review-version={v.version_id}>
                    <td className="px-4 py-2.5 text-ink-900">
                      {v.title}
                      {v.qualifier && <span className="text-ink-500">（{v.qualifier}）</span>}
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-ink-700">
                      {v.is_new ? '新建词条' : '修改词条'}
                    </td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-ink-700">
                      {v.author?.nickname ?? '编辑部'}
                    </td>
                    <td className="max-w-60 truncate px-3 py-2.5 text-ink-500">{v.note || '—'}</td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-ink-500 tabular-nums">
                      {v.submitted_at ? chinaDateTime(v.submitted_at) : '—'}
                    </td>
                    <td className="px-4 py-2.5">
                      <button
                        type="button"
                        className="btn-ghost h-7 px-2.5 text-xs"
                        onClick={() => onOpen(v.version_id)}
                      >
                        {state === 'pending' ? '审核' : '查看'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-5">
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </div>
        </>
      )}
    </section>
  );
}

function Review({ id, onBack }: { id: number; onBack: () => void }) {
  const { data, error, reload } = useCall<BaikeReview>('/api/admin/baike/get', { id });
  const category = useCategoryNames();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = useMemo(() => data && { before: data.current, after: data.version }, [data]);

  async function act(path: string, body: Record<string, unknown>, back: boolean) {
    setBusy(true);
    const res = await api.post(path, body);
    setBusy(false);
    if (!res.success) {
      // The author changed it since it was opened: show what it says now, to be reviewed again.
      if (res.msg === BAIKE_MSG.revisionChanged) reload();
      return;
    }
    toast.success(res.msg);
    if (back) onBack();
    else reload();
  }

  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data || !fields) return <Loading rows={8} />;
  const v = data.version;
  const pending = v.state === 'pending';
  return (
    <section className="card p-6" aria-label="审核词条版本">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-ghost h-8 px-2.5 text-xs" onClick={onBack}>
          <ArrowLeft size={14} aria-hidden="true" /> 返回列表
        </button>
        <h2 className="text-lg font-semibold text-ink-900">
          {v.title}
          {v.qualifier && <span className="font-normal text-ink-500">（{v.qualifier}）</span>}
        </h2>
        <span
          className="rounded bg-surface px-2 py-0.5 text-xs text-ink-700 ring-1 ring-line"
          data-state={v.state}
        >
          {BAIKE_STATE_LABEL[v.state]}
        </span>
        <span className="text-xs text-ink-500 tabular-nums" data-revision={data.revision}>
          {BAIKE_MSG.revisionLabel(data.revision)}
        </span>
        <span className="text-xs text-ink-500">
          词条{ENTRY_STATUS[data.entry.status] ?? data.entry.status}
        </span>
        {data.entry.href && (
          <a
            href={data.entry.href}
            className="ml-auto inline-flex items-center gap-1 text-xs text-brand-700 hover:underline"
          >
            <ExternalLink size={13} aria-hidden="true" /> 查看词条页
          </a>
        )}
      </div>
      <p className="mb-4 text-xs text-ink-500">
        {data.current ? `修改词条，对比当前发布版本（#${data.current.id}）` : '新建词条，全部内容为新增'} ·
        作者 {v.author?.nickname ?? '编辑部'}
        {v.submitted_at && ` · 提交于 ${chinaDateTime(v.submitted_at)}`}
        {v.note && ` · 修改说明：${v.note}`}
        {v.reason && ` · 未通过原因：${v.reason}`}
      </p>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="rounded-md border border-line px-4">
          <BaikeDiff before={fields.before} after={fields.after} category={category} />
        </div>
        <section className="rounded-md border border-line px-4 py-3" aria-labelledby="bk-rendered-title">
          <h3 id="bk-rendered-title" className="mb-2 text-sm font-medium text-ink-700">
            正文发布后效果
          </h3>
          {/* The server's answer: the sanitised body through the entry page's renderer (versionsReview.ts reviewOf). */}
          <div
            className="prose-cn max-w-none [&_h2]:border-l-[3px] [&_h2]:border-brand-600 [&_h2]:pl-2.5"
            data-rendered
            dangerouslySetInnerHTML={{ __html: data.rendered_html }}
          />
        </section>
      </div>
      {pending && (
        <div className="mt-5 space-y-3 border-t border-line pt-5">
          <label htmlFor="bk-reason" className="block text-sm text-ink-700">
            退回原因（退回时必填，作者可见）
          </label>
          <TextArea
            id="bk-reason"
            rows={2}
            maxLength={L.reason}
            value={reason}
            invalid={!!reasonError}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError('');
            }}
          />
          {reasonError && (
            <p role="alert" className="text-xs text-red-600">
              {reasonError}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => void act('/api/admin/baike/approve', { id, revision: data.revision }, true)}
            >
              <Check size={15} aria-hidden="true" /> 通过
            </button>
            <button
              type="button"
              className="btn-ghost"
              disabled={busy}
              onClick={() => {
                if (!reason.trim()) return setReasonError(BAIKE_MSG.reasonRequired);
                void act(
                  '/api/admin/baike/refuse',
                  { id, revision: data.revision, reason: reason.trim() },
                  true,
                );
              }}
            >
              <Undo2 size={15} aria-hidden="true" /> 退回
            </button>
          </div>
        </div>
      )}
      {(data.entry.status === 'published' || data.entry.status === 'unpublished') && (
        <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-line pt-5">
          <span className="text-sm text-ink-700">词条状态：{ENTRY_STATUS[data.entry.status]}</span>
          {data.entry.status === 'published' ? (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy}
              onClick={() =>
                confirmDialog(
                  `确定下线词条“${v.title}”吗？下线后词条页将被移除。`,
                  '下线词条',
                  () => void act('/api/admin/baike/withdraw', { id: data.entry.id }, false),
                )
              }
            >
              <EyeOff size={15} aria-hidden="true" /> 下线
            </button>
          ) : (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy}
              onClick={() => void act('/api/admin/baike/restore', { id: data.entry.id }, false)}
            >
              <RotateCcw size={15} aria-hidden="true" /> 恢复
            </button>
          )}
        </div>
      )}
    </section>
  );
}

export default function BaikeReviewPanel() {
  const [open, setOpen] = useState<number | null>(null);
  return open ? <Review id={open} onBack={() => setOpen(null)} /> : <Queue onOpen={setOpen} />;
}
