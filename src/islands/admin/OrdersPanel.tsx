/** Custom service requests (enterprise/addCustomOrder), newest first, filtered by status. */
import { useState } from 'react';
import { chinaDateTime } from '#lib/chinaTime.ts';
import type { CustomOrderRow } from '#lib/content/customOrder.ts';
import type { Paged } from '#lib/paging.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import Select from '#islands/ui/Select.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import { ORDER_KIND_LABEL, ORDER_STATUS_LABEL } from './labels.ts';

const PAGE_SIZE = 10;

function Table({ list }: { list: CustomOrderRow[] }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[860px] text-sm" aria-label="定制需求列表">
        <thead className="bg-surface text-left text-ink-500">
          <tr>
            <th className="px-4 py-2.5 font-medium">提交时间</th>
            <th className="px-3 py-2.5 font-medium">类型</th>
            <th className="px-3 py-2.5 font-medium">公司 / 联系人</th>
            <th className="px-3 py-2.5 font-medium">联系方式</th>
            <th className="px-3 py-2.5 font-medium">需求描述</th>
            <th className="px-3 py-2.5 font-medium">预算</th>
            <th className="px-3 py-2.5 font-medium">状态</th>
          </tr>
        </thead>
        <tbody>
          {list.map((o) => (
            <tr key={o.id} className="border-t border-line align-top">
              <td className="px-4 py-2.5 whitespace-nowrap text-ink-500">{chinaDateTime(o.created_at)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{ORDER_KIND_LABEL[o.kind] ?? o.kind}</td>
              <td className="px-3 py-2.5">
                <div className="text-ink-900">{o.company}</div>
                <div className="text-ink-500">{o.contact}</div>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <div>{o.mobile}</div>
                {o.email && <div className="text-ink-500">{o.email}</div>}
              </td>
              <td className="max-w-sm px-3 py-2.5 break-words whitespace-pre-line text-ink-700">
                {o.requirement}
              </td>
              <td className="px-3 py-2.5 text-ink-700">{o.budget || '—'}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{ORDER_STATUS_LABEL[o.status] ?? o.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function OrdersPanel() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const list = useCall<Paged<CustomOrderRow>>('/api/admin/customOrder/list', {
    page,
    pageSize: PAGE_SIZE,
    status,
  });
  const body =
    list.error && !list.data ? (
      <Failed msg={list.error} onRetry={list.reload} />
    ) : !list.data ? (
      <Loading rows={5} />
    ) : list.data.list.length === 0 ? (
      <Empty text="暂无定制需求" />
    ) : (
      <Table list={list.data.list} />
    );
  return (
    <section className="space-y-4">
      <Select
        aria-label="需求状态"
        className="w-32"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value);
          setPage(1);
        }}
      >
        <option value="">全部状态</option>
        {Object.entries(ORDER_STATUS_LABEL).map(([k, label]) => (
          <option key={k} value={k}>
            {label}
          </option>
        ))}
      </Select>
      {body}
      {list.data && list.data.total > PAGE_SIZE && (
        <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPage} />
      )}
    </section>
  );
}
