/** One content family on the editor screen: the paged list with filters and row actions, or the edit form. */
import { useState } from 'react';
import { CircleCheck, Plus } from 'lucide-react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import { api } from '#lib/client.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import type { Paged } from '#lib/paging.ts';
import { confirmDialog } from '#lib/stores/dialog.ts';
import { toast } from '#lib/stores/toast.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import Select from '#islands/ui/Select.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import EntityForm, { type Saved } from './EntityForm.tsx';
import type { Entity } from './fields.ts';
import { ARTICLE_KIND_LABEL, ENTITY_LABEL, STATUS_LABEL } from './labels.ts';

interface Row {
  id: number;
  title: string;
  status: string;
  kind?: string;
  doc_id?: string | null;
  updated_at: string | null;
  published_at?: string | null;
}

type Step = 'publish' | 'unpublish' | 'delete';

const PAGE_SIZE = 10;
const STEP: Record<Step, { label: string; confirm: (t: string) => string }> = {
  publish: { label: '发布', confirm: ADMIN_MSG.confirmPublish },
  unpublish: { label: '下线', confirm: ADMIN_MSG.confirmUnpublish },
  delete: { label: '删除', confirm: ADMIN_MSG.confirmDelete },
};

const STATUS_CHIP: Record<string, string> = {
  draft: 'bg-surface text-ink-700',
  published: 'bg-brand-50 text-brand-700',
  unpublished: 'bg-amber-50 text-amber-700',
};

interface Props {
  entity: Entity;
  /** Tell the screen a change went to the rebuild queue (the queue tab starts polling). */
  onQueued: () => void;
}

export default function ContentTab({ entity, onQueued }: Props) {
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const filters = { page, pageSize: PAGE_SIZE, status, ...(entity === 'article' ? { kind } : {}) };
  const list = useCall<Paged<Row>>(`/api/admin/${entity}/list`, filters);

  const queued = () => {
    setNotice(ADMIN_MSG.queued);
    onQueued();
  };

  async function run(row: Row, step: Step) {
    const res = await api.post(`/api/admin/${entity}/${step}`, { id: row.id });
    if (!res.success) return;
    toast.success(res.msg);
    // Only a change to what readers see goes to the rebuild; a draft deleted never was live.
    if (step !== 'delete' || row.status === 'published') queued();
    list.reload();
  }

  const ask = (row: Row, step: Step) =>
    confirmDialog(
      STEP[step].confirm(row.title),
      `${STEP[step].label}${ENTITY_LABEL[entity]}`,
      () => void run(row, step),
    );

  if (editing !== null)
    return (
      <EntityForm
        entity={entity}
        id={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved: Saved) => {
          setEditing(null);
          if (saved.status === 'published') queued();
          list.reload();
        }}
      />
    );

  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };

  return (
    <section className="space-y-4">
      {notice && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-700"
          data-testid="queued-notice"
        >
          <CircleCheck size={16} aria-hidden="true" /> {notice}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {entity === 'article' && (
          <Select
            aria-label="文章类型"
            className="w-32"
            value={kind}
            onChange={(e) => filter(setKind)(e.target.value)}
          >
            <option value="">全部类型</option>
            {['news', 'policy', 'report'].map((k) => (
              <option key={k} value={k}>
                {ARTICLE_KIND_LABEL[k]}
              </option>
            ))}
          </Select>
        )}
        <Select
          aria-label="状态"
          className="w-32"
          value={status}
          onChange={(e) => filter(setStatus)(e.target.value)}
        >
          <option value="">全部状态</option>
          {Object.entries(STATUS_LABEL).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </Select>
        <button type="button" className="btn-primary ml-auto" onClick={() => setEditing('new')}>
          <Plus size={14} aria-hidden="true" /> 新建{ENTITY_LABEL[entity]}
        </button>
      </div>
      <List entity={entity} list={list} onEdit={setEditing} onStep={ask} />
      {list.data && list.data.total > PAGE_SIZE && (
        <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPage} />
      )}
    </section>
  );
}

interface ListProps {
  entity: Entity;
  list: ReturnType<typeof useCall<Paged<Row>>>;
  onEdit: (id: number) => void;
  onStep: (row: Row, step: Step) => void;
}

const action = 'rounded px-1.5 py-0.5 text-sm text-brand-700 hover:bg-brand-50';

function List({ entity, list, onEdit, onStep }: ListProps) {
  if (list.error && !list.data) return <Failed msg={list.error} onRetry={list.reload} />;
  if (!list.data) return <Loading rows={5} />;
  if (list.data.list.length === 0) return <Empty text={`暂无${ENTITY_LABEL[entity]}`} />;
  return (
    <div className="card table-scroll">
      <table className="w-full min-w-[640px] text-sm" aria-label={`${ENTITY_LABEL[entity]}列表`}>
        <thead className="bg-surface text-left text-ink-500">
          <tr>
            <th className="px-4 py-2.5 font-medium">标题</th>
            {entity === 'article' && <th className="px-3 py-2.5 font-medium">类型</th>}
            {entity === 'product' && <th className="px-3 py-2.5 font-medium">文档编号</th>}
            <th className="px-3 py-2.5 font-medium">状态</th>
            <th className="px-3 py-2.5 font-medium">更新时间</th>
            <th className="px-3 py-2.5 text-right font-medium">操作</th>
          </tr>
        </thead>
        <tbody>
          {list.data.list.map((row) => (
            <tr key={row.id} className="border-t border-line" data-row-id={row.id}>
              <td className="max-w-md px-4 py-2.5 text-ink-900">
                <span className="line-clamp-2">{row.title}</span>
              </td>
              {entity === 'article' && (
                <td className="px-3 py-2.5 whitespace-nowrap text-ink-700">
                  {ARTICLE_KIND_LABEL[row.kind ?? ''] ?? row.kind}
                </td>
              )}
              {entity === 'product' && <td className="px-3 py-2.5 text-ink-700">{row.doc_id ?? '—'}</td>}
              <td className="px-3 py-2.5 whitespace-nowrap">
                <span className={`rounded px-2 py-0.5 text-xs ${STATUS_CHIP[row.status] ?? ''}`}>
                  {STATUS_LABEL[row.status] ?? row.status}
                </span>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink-500">
                {row.updated_at ? chinaDateTime(row.updated_at) : '—'}
              </td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap">
                <button type="button" className={action} onClick={() => onEdit(row.id)}>
                  编辑
                </button>
                {row.status === 'published' ? (
                  <button type="button" className={action} onClick={() => onStep(row, 'unpublish')}>
                    下线
                  </button>
                ) : (
                  <button type="button" className={action} onClick={() => onStep(row, 'publish')}>
                    发布
                  </button>
                )}
                <button
                  type="button"
                  className="rounded px-1.5 py-0.5 text-sm text-red-600 hover:bg-red-50"
                  onClick={() => onStep(row, 'delete')}
                >
                  删除
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
