/** 供求信息 for editors: every member's post, newest first, with its owner and contact; hide an abusive one or show it again. */
import { useState } from 'react';
import { api } from '#lib/client.ts';
import { chinaDateTime } from '#lib/chinaTime.ts';
import type { Paged } from '#lib/paging.ts';
import { toast } from '#lib/stores/toast.ts';
import {
  priceText,
  quantityText,
  SUPPLY_KIND_LABEL,
  SUPPLY_STATUS_LABEL,
} from '#lib/vegetable/supplyDemand.ts';
import type { SupplyDemandAdminPost } from '#lib/vegetable/types.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import Select from '#islands/ui/Select.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';

const PAGE_SIZE = 10;
const SHOWN = { '': '全部信息', false: '展示中', true: '已屏蔽' } as const;

function Table({
  list,
  onHide,
}: {
  list: SupplyDemandAdminPost[];
  onHide: (p: SupplyDemandAdminPost) => void;
}) {
  return (
    <div className="card table-scroll">
      <table className="w-full min-w-[960px] text-sm" aria-label="供求信息管理">
        <thead className="bg-surface text-left text-ink-500">
          <tr>
            <th className="px-4 py-2.5 font-medium">发布时间</th>
            <th className="px-3 py-2.5 font-medium">类型 / 品种</th>
            <th className="px-3 py-2.5 font-medium">数量 / 价格</th>
            <th className="px-3 py-2.5 font-medium">所在地 / 有效期</th>
            <th className="px-3 py-2.5 font-medium">发布人 / 联系方式</th>
            <th className="px-3 py-2.5 font-medium">补充说明</th>
            <th className="px-3 py-2.5 font-medium">状态</th>
            <th className="px-4 py-2.5 font-medium">操作</th>
          </tr>
        </thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.id} className="border-t border-line align-top" data-post-id={p.id}>
              <td className="px-4 py-2.5 whitespace-nowrap text-ink-500">{chinaDateTime(p.created_at)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <div className="text-ink-500">{SUPPLY_KIND_LABEL[p.kind]}</div>
                <div className="text-ink-900">{p.product_name}</div>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <div>{quantityText(p.quantity, p.unit)}</div>
                <div className="text-ink-500">{priceText(p.price)}</div>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <div>{p.city_name}</div>
                <div className="text-ink-500">至 {p.valid_until}</div>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <div>
                  {p.owner_nickname} <span className="text-ink-500">#{p.owner_uid}</span>
                </div>
                <div className="text-ink-500">
                  {p.contact_name} {p.contact_phone}
                </div>
              </td>
              <td className="max-w-xs px-3 py-2.5 break-words whitespace-pre-line text-ink-700">
                {p.description || '—'}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                {SUPPLY_STATUS_LABEL[p.status]}
                {p.demo && <span className="ml-1 text-xs text-gold-500">演示</span>}
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap">
                <button type="button" className="btn-ghost h-7 px-3 text-xs" onClick={() => onHide(p)}>
                  {p.status === 'hidden' ? '取消屏蔽' : '屏蔽'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function SupplyDemandPanel() {
  const [hidden, setHidden] = useState<keyof typeof SHOWN>('');
  const [page, setPage] = useState(1);
  const list = useCall<Paged<SupplyDemandAdminPost>>('/api/admin/supplyDemand/list', {
    page,
    pageSize: PAGE_SIZE,
    hidden,
  });
  async function toggle(p: SupplyDemandAdminPost) {
    const res = await api.post('/api/admin/supplyDemand/hide', { id: p.id, hidden: p.status !== 'hidden' });
    if (!res.success) return;
    toast.success(res.msg);
    list.reload();
  }
  const body =
    list.error && !list.data ? (
      <Failed msg={list.error} onRetry={list.reload} />
    ) : !list.data ? (
      <Loading rows={5} />
    ) : list.data.list.length === 0 ? (
      <Empty text="暂无供求信息" />
    ) : (
      <Table list={list.data.list} onHide={(p) => void toggle(p)} />
    );
  return (
    <section className="space-y-4">
      <div className="flex items-center gap-3">
        <Select
          aria-label="展示状态"
          className="w-32"
          value={hidden}
          onChange={(e) => {
            setHidden(e.target.value as keyof typeof SHOWN);
            setPage(1);
          }}
        >
          {Object.entries(SHOWN).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </Select>
        <p className="text-xs text-ink-500">
          屏蔽后该信息不再出现在任何列表中；取消屏蔽后恢复发布人原来的状态。
        </p>
      </div>
      {body}
      {list.data && list.data.total > PAGE_SIZE && (
        <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPage} />
      )}
    </section>
  );
}
