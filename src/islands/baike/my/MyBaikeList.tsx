/** 我的百科's list: the member's versions by state (全部 / 草稿 / 待审核 / 已发布 / 未通过) with their actions. */
import { ExternalLink, PenLine, Plus, Send, Trash2, Undo2 } from 'lucide-react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import { api } from '#lib/client.ts';
import { baikeName, myBaikeEditHref } from '#lib/baike/href.ts';
import {
  BAIKE_STATE_LABEL,
  BAIKE_STATES,
  DELETABLE_STATES,
  canMove,
  type BaikeState,
} from '#lib/baike/states.ts';
import type { MyBaikeAnswer, MyBaikeItem } from '#lib/baike/types.ts';
import { confirmDialog } from '#lib/stores/dialog.ts';
import { toast } from '#lib/stores/toast.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import UnderlineTabs from '#islands/ui/UnderlineTabs.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import { usePageParam } from '#islands/ui/usePageParam.ts';
import { useQueryParam } from '#islands/ui/useQueryParam.ts';

type Tab = '' | BaikeState;
const TABS: readonly Tab[] = ['', ...BAIKE_STATES];
const PAGE_SIZE = 10;

const BADGE: Record<BaikeState, string> = {
  draft: 'bg-surface text-ink-700 ring-line',
  pending: 'bg-amber-50 text-amber-700 ring-amber-200',
  published: 'bg-brand-50 text-brand-700 ring-brand-100',
  refused: 'bg-red-50 text-red-700 ring-red-200',
};

const action = 'btn-ghost h-7 px-2.5 text-xs';

function Row({ item, onDone }: { item: MyBaikeItem; onDone: () => void }) {
  const name = baikeName(item);
  const move = async (path: string) => {
    const res = await api.post(path, { id: item.version_id });
    if (!res.success) return;
    toast.success(res.msg);
    onDone();
  };
  const remove = () =>
    confirmDialog(
      `确定删除“${name}”的这个版本吗？删除后不能恢复。`,
      '删除版本',
      () => void move('/api/baike/delMyBaike'),
    );
  return (
    <li className="border-b border-line py-4 last:border-0" data-version={item.version_id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span
          className={`shrink-0 rounded px-2 py-0.5 text-xs ring-1 ${BADGE[item.state]}`}
          data-state={item.state}
        >
          {item.state_label}
        </span>
        <span className="min-w-0 flex-1 basis-48 truncate font-medium text-ink-900">{name}</span>
        <span className="shrink-0 text-xs text-ink-500">{item.is_new ? '新建词条' : '修改词条'}</span>
      </div>
      {item.state === 'refused' && item.reason && (
        <p className="mt-2 rounded bg-red-50 px-3 py-1.5 text-xs text-red-700" data-reason>
          未通过原因：{item.reason}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-xs text-ink-500 tabular-nums">
          更新于 {chinaDateTime(item.updated_at)}
          {item.submitted_at && <> · 提交于 {chinaDateTime(item.submitted_at)}</>}
          {item.reviewed_at && <> · 审核于 {chinaDateTime(item.reviewed_at)}</>}
        </span>
        {item.note && <span className="truncate text-xs text-ink-500">修改说明：{item.note}</span>}
        <span className="ml-auto flex flex-wrap gap-2">
          {(item.state === 'draft' || item.state === 'refused') && (
            <a className={action} href={myBaikeEditHref({ version: item.version_id })}>
              <PenLine size={13} aria-hidden="true" /> 编辑
            </a>
          )}
          {canMove('submit', item.state) && (
            <button type="button" className={action} onClick={() => void move('/api/baike/submitMyBaike')}>
              <Send size={13} aria-hidden="true" /> 提交审核
            </button>
          )}
          {canMove('recall', item.state) && (
            <button type="button" className={action} onClick={() => void move('/api/baike/recallMyBaike')}>
              <Undo2 size={13} aria-hidden="true" /> 撤回
            </button>
          )}
          {DELETABLE_STATES.includes(item.state) && (
            <button type="button" className={action} onClick={remove}>
              <Trash2 size={13} aria-hidden="true" /> 删除
            </button>
          )}
          {item.state === 'published' && item.entry_href && (
            <a className={action} href={item.entry_href}>
              <ExternalLink size={13} aria-hidden="true" /> 查看词条
            </a>
          )}
        </span>
      </div>
    </li>
  );
}

export default function MyBaikeList() {
  const [state, setState] = useQueryParam<Tab>('state', TABS, '');
  const [page, setPage] = usePageParam();
  const { data, loading, error, reload } = useCall<MyBaikeAnswer>('/api/baike/getMyBaike', {
    ...(state ? { state } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={6} />;
  const all = Object.values(data.counts).reduce((a, b) => a + b, 0);
  const tabs = TABS.map((key) => ({
    key,
    label: key ? BAIKE_STATE_LABEL[key] : '全部',
    count: key ? data.counts[key] : all,
  }));
  return (
    <section className="card p-6" aria-labelledby="my-baike-title" aria-busy={loading}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-baike-title" className="section-title">
          我的百科
        </h2>
        <a className="btn-primary h-8 px-3.5 text-[13px]" href={myBaikeEditHref()}>
          <Plus size={15} aria-hidden="true" /> 写新词条
        </a>
      </div>
      <UnderlineTabs
        label="词条版本状态"
        tabs={tabs}
        value={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
      />
      {data.total === 0 ? (
        <Empty text={state ? `暂无${BAIKE_STATE_LABEL[state]}的词条` : '还没有撰写过词条'}>
          <p className="mt-1 text-xs text-ink-500">
            撰写新词条或在词条页点击“编辑”，保存草稿并提交审核，编辑审核通过后发布并获得积分。
          </p>
        </Empty>
      ) : (
        <>
          <ul aria-label="我的词条版本">
            {data.list.map((item) => (
              <Row key={item.version_id} item={item} onDone={reload} />
            ))}
          </ul>
          <div className="mt-5">
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </div>
        </>
      )}
    </section>
  );
}
