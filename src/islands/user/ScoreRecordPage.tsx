/** /user/score_record: the member's point changes, newest first, paged. */
import { chinaDateTime } from '#lib/chinaTime.ts';
import { PAGING, type Paged } from '#lib/paging.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import Pagination from '#islands/ui/Pagination.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import type { ScoreRecordItem } from '#lib/commerce/scoreRules.ts';
import { useCall } from '#islands/ui/useCall.ts';
import { usePageParam } from '#islands/ui/usePageParam.ts';

/** +30 in green, −20 in red (a true minus sign). */
export function Delta({ value }: { value: number }) {
  return value >= 0 ? (
    <span className="font-medium text-fall">+{value}</span>
  ) : (
    <span className="font-medium text-rise">−{Math.abs(value)}</span>
  );
}

function Records() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, reload } = useCall<Paged<ScoreRecordItem>>('/api/user/getScoreLists', {
    page,
    pageSize: PAGING.defaultSize,
  });
  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={6} />;
  return (
    <section className="card p-6" aria-labelledby="records-title" aria-busy={loading}>
      <div className="mb-4 flex items-center justify-between">
        <h2 id="records-title" className="section-title">
          积分记录
        </h2>
        <a href="/user/score" className="text-sm text-ink-500 hover:text-brand-700">
          我的积分 →
        </a>
      </div>
      {data.total === 0 ? (
        <Empty text="暂无积分记录" />
      ) : (
        <>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line bg-surface text-left text-ink-500">
                <th scope="col" className="px-4 py-2.5 font-medium">
                  时间
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  事由
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-medium">
                  积分变动
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-medium">
                  余额
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id} className="border-b border-line last:border-0" data-record={r.id}>
                  <td className="px-4 py-3 whitespace-nowrap text-ink-500 tabular-nums">
                    {chinaDateTime(r.created_at)}
                  </td>
                  <td className="px-4 py-3 text-ink-900">{r.reason}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    <Delta value={r.delta} />
                  </td>
                  <td className="px-4 py-3 text-right text-ink-700 tabular-nums">{r.balance}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-5">
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </div>
        </>
      )}
    </section>
  );
}

export default function ScoreRecordPage() {
  return <MemberGate>{() => <Records />}</MemberGate>;
}
