/** 市场报价员 in /admin#import: an editor appoints a member as a market's reporter, or removes them. */
import { useEffect, useState } from 'react';
import { UserPlus, X } from 'lucide-react';
import { api } from '#lib/client.ts';
import { toast } from '#lib/stores/toast.ts';
import type { VegMarketList, VegReporter } from '#lib/vegetable/types.ts';

export default function ReportersPanel() {
  const [reporters, setReporters] = useState<VegReporter[]>([]);
  const [markets, setMarkets] = useState<VegMarketList['list']>([]);
  const [account, setAccount] = useState('');
  const [marketId, setMarketId] = useState('');

  useEffect(() => {
    void api.post<VegReporter[]>('/api/admin/vegetable/reporterList', {}, { silent: true }).then((res) => {
      if (res.success && res.data) setReporters(res.data);
    });
    void api.post<VegMarketList>('/api/vegetable/getMarketList', {}, { silent: true }).then((res) => {
      if (res.success && res.data) setMarkets(res.data.list);
    });
  }, []);

  async function send(
    call: 'reporterSet' | 'reporterRemove',
    body: { account: string; market_id: number } | { uid: number },
  ) {
    const res = await api.post<VegReporter[]>(`/api/admin/vegetable/${call}`, body);
    if (!res.success || !res.data) return;
    toast.success(res.msg);
    setReporters(res.data);
    setAccount('');
  }

  return (
    <section className="card p-6" aria-labelledby="reporters-title" data-testid="reporters-panel">
      <h2 id="reporters-title" className="section-title">
        市场报价员
      </h2>
      <p className="mt-1 text-sm text-ink-500">
        报价员只能为所在市场录入或导入蔬菜价格（在该市场的“市场调研详情”页面操作）。
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-2 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void send('reporterSet', { account: account.trim(), market_id: Number(marketId) });
        }}
      >
        <label className="block">
          <span className="mb-1 block text-ink-700">用户名或手机号</span>
          <input
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            className="h-9 w-44 rounded-md border border-line px-2"
          />
        </label>
        <label className="block">
          <span className="mb-1 block text-ink-700">批发市场</span>
          <select
            value={marketId}
            onChange={(e) => setMarketId(e.target.value)}
            className="h-9 w-64 rounded-md border border-line bg-white px-2"
          >
            <option value="">请选择</option>
            {markets.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          <UserPlus size={14} aria-hidden="true" /> 指定报价员
        </button>
      </form>
      {reporters.length > 0 && (
        <ul className="mt-4 divide-y divide-line rounded-md border border-line text-sm">
          {reporters.map((r) => (
            <li key={r.uid} className="flex items-center justify-between px-3 py-2">
              <span className="text-ink-700">
                {r.nickname}（{r.account ?? r.uid}）— {r.market_name}
              </span>
              <button
                type="button"
                className="inline-flex items-center gap-1 text-xs text-ink-500 hover:text-red-600"
                onClick={() => void send('reporterRemove', { uid: r.uid })}
              >
                <X size={12} aria-hidden="true" /> 取消
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
