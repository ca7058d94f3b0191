/** Custom service requests (enterprise/addCustomOrder), newest first, filtered by status. */
import { chinaDateTime } from '#lib/chinaTime.ts';
import type { CustomOrderRow } from '#lib/content/customOrder.ts';
import { Empty } from '#islands/ui/Status.tsx';
import { ORDER_KIND_LABEL, ORDER_STATUS_LABEL } from './labels.ts';
import StatusListPanel from './StatusListPanel.tsx';

function Table({ list }: { list: CustomOrderRow[] }) {
  return (
    <div className="card table-scroll">
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
  return (
    <StatusListPanel<CustomOrderRow>
      path="/api/admin/customOrder/list"
      label="需求状态"
      statuses={Object.entries(ORDER_STATUS_LABEL)}
      empty={() => <Empty text="暂无定制需求" />}
    >
      {(rows) => <Table list={rows} />}
    </StatusListPanel>
  );
}
