/** 注销申请: members' account deletion requests, pending ones first with the day each will be carried out (issue 30). */
import { chinaDateTime } from '#lib/chinaTime.ts';
import type { AdminDeletionItem } from '#lib/privacy/types.ts';
import { Empty } from '#islands/ui/Status.tsx';
import { DELETION_STATE_LABEL } from './labels.ts';
import StatusListPanel from './StatusListPanel.tsx';

function Table({ list }: { list: AdminDeletionItem[] }) {
  return (
    <div className="card table-scroll" tabIndex={0} role="region" aria-label="注销申请列表">
      <table className="w-full min-w-[760px] text-sm">
        <thead className="bg-surface text-left text-ink-500">
          <tr>
            <th className="px-4 py-2.5 font-medium">会员</th>
            <th className="px-3 py-2.5 font-medium">申请时间</th>
            <th className="px-3 py-2.5 font-medium">执行时间</th>
            <th className="px-3 py-2.5 font-medium">状态</th>
            <th className="px-3 py-2.5 font-medium">原因</th>
          </tr>
        </thead>
        <tbody>
          {list.map((d) => (
            <tr key={d.id} className="border-t border-line align-top" data-deletion={d.id}>
              <td className="px-4 py-2.5 whitespace-nowrap text-ink-900">
                {d.member} <span className="text-ink-500">#{d.uid}</span>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink-500">{chinaDateTime(d.requested_at)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink-900">
                {chinaDateTime(d.done_at ?? d.due_at)}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap">{DELETION_STATE_LABEL[d.state] ?? d.state}</td>
              <td className="px-3 py-2.5 text-ink-700">{d.reason || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function DeletionsPanel() {
  return (
    <StatusListPanel<AdminDeletionItem>
      path="/api/admin/deletion/list"
      label="注销状态"
      statuses={Object.entries(DELETION_STATE_LABEL)}
      empty={() => <Empty text="暂无注销申请" />}
    >
      {(rows) => <Table list={rows} />}
    </StatusListPanel>
  );
}
