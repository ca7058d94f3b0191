/**
 * 录入价格: a market reporter adds a day's prices for their own market here (an editor for any market), one row per
 * product, or loads a CSV/XLSX through the import pipeline. Shown only to them; the server checks again.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Plus, Save, Trash2 } from 'lucide-react';
import { api } from '#lib/client.ts';
import { chinaToday as chinaDay } from '#lib/chinaTime.ts';
import { $user } from '#lib/stores/auth.ts';
import { toast } from '#lib/stores/toast.ts';
import type { VegAddResult, VegMarketItem, VegReporterMarket } from '#lib/vegetable/types.ts';
import ImportPanel from '#islands/admin/ImportPanel.tsx';

interface Row {
  product: string;
  low: string;
  avg: string;
  high: string;
  volume: string;
  origin: string;
}

const blank = (): Row => ({ product: '', low: '', avg: '', high: '', volume: '', origin: '' });

/** Today in Beijing, YYYY-MM-DD (prices are dated by the market's day). */
const chinaToday = () => chinaDay(new Date());

/** Whether the signed-in member may write this market: an editor, or its reporter. */
function useMayWrite(marketId: number): boolean {
  const user = useStore($user);
  const [reporter, setReporter] = useState<VegReporterMarket | null>(null);
  const editor = user?.role === 'editor';
  const uid = user?.uid;
  useEffect(() => {
    if (!uid || editor) return;
    let live = true;
    void api
      .post<VegReporterMarket | null>('/api/vegetable/reporterMarket', {}, { silent: true })
      .then((res) => live && setReporter(res.success ? res.data : null));
    return () => {
      live = false;
    };
  }, [uid, editor]);
  return editor || reporter?.market_id === marketId;
}

const FIELDS: { key: keyof Row; label: string; width: string; mode?: 'decimal' }[] = [
  { key: 'product', label: '品种', width: 'w-32' },
  { key: 'low', label: '最低价', width: 'w-20', mode: 'decimal' },
  { key: 'avg', label: '平均价', width: 'w-20', mode: 'decimal' },
  { key: 'high', label: '最高价', width: 'w-20', mode: 'decimal' },
  { key: 'volume', label: '成交量(吨)', width: 'w-24', mode: 'decimal' },
  { key: 'origin', label: '产地', width: 'w-24' },
];

export default function AddPrices({ market, onSaved }: { market: VegMarketItem; onSaved: () => void }) {
  const may = useMayWrite(market.id);
  // Read on the client's first render: the form only shows once a writer is signed in, never in the prebuilt markup.
  const [date, setDate] = useState(chinaToday);
  const [rows, setRows] = useState<Row[]>([blank()]);
  const [busy, setBusy] = useState(false);
  if (!may) return null;

  const set = (i: number, key: keyof Row, value: string) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  async function save() {
    const filled = rows.filter((r) => r.product.trim());
    setBusy(true);
    const res = await api.post<VegAddResult>('/api/vegetable/addMarketData', {
      market_id: market.id,
      date,
      rows: filled.map((r) => ({
        product: r.product,
        low: r.low,
        avg: r.avg,
        high: r.high,
        volume: r.volume || undefined,
        origin: r.origin || undefined,
      })),
    });
    setBusy(false);
    if (!res.success) return;
    toast.success(res.msg);
    setRows([blank()]);
    onSaved();
  }

  return (
    <section className="card p-6" aria-labelledby="add-prices" data-testid="add-prices">
      <h2 id="add-prices" className="section-title">
        录入价格
      </h2>
      <p className="mt-1 text-sm text-ink-500">
        市场报价员填写本市场当日各品种价格（元/公斤）：最低价 ≤ 平均价 ≤
        最高价，最多两位小数；同一天再次提交会覆盖。
      </p>
      <div className="mt-4 flex items-center gap-2 text-sm">
        <label htmlFor="price-date" className="text-ink-700">
          日期
        </label>
        <input
          id="price-date"
          type="date"
          value={date}
          max={chinaToday()}
          onChange={(e) => setDate(e.target.value)}
          className="h-9 rounded-md border border-line px-2"
        />
      </div>
      <div className="mt-3 table-scroll">
        <table className="text-sm">
          <thead className="text-left text-ink-500">
            <tr>
              {FIELDS.map((f) => (
                <th key={f.key} scope="col" className="px-1 py-1.5 font-medium">
                  {f.label}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {FIELDS.map((f) => (
                  <td key={f.key} className="px-1 py-1">
                    <input
                      aria-label={`第${i + 1}行${f.label}`}
                      value={r[f.key]}
                      inputMode={f.mode}
                      onChange={(e) => set(i, f.key, e.target.value)}
                      className={`h-9 rounded-md border border-line px-2 ${f.width}`}
                    />
                  </td>
                ))}
                <td className="px-1">
                  <button
                    type="button"
                    aria-label={`删除第${i + 1}行`}
                    className="text-ink-500 hover:text-red-600"
                    onClick={() =>
                      setRows((rs) => (rs.length > 1 ? rs.filter((_, j) => j !== i) : [blank()]))
                    }
                  >
                    <Trash2 size={15} aria-hidden="true" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex gap-2">
        <button type="button" className="btn-ghost" onClick={() => setRows((rs) => [...rs, blank()])}>
          <Plus size={14} aria-hidden="true" /> 添加一行
        </button>
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void save()}>
          <Save size={14} aria-hidden="true" /> {busy ? '保存中…' : '保存价格'}
        </button>
      </div>
      <details className="mt-6 border-t border-line pt-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          从 CSV / Excel 文件导入
        </summary>
        <div className="mt-3">
          <ImportPanel only="vegetable_price" />
        </div>
      </details>
    </section>
  );
}
