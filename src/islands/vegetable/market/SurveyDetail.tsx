/**
 * /application/vegetable/survey_detail?id=: one wholesale market — its profile, its latest day's prices, its weekly
 * survey reports (the body for vegetable VIPs) and, for its reporter or an editor, the form to add a day's prices.
 */
import { useEffect, useState } from 'react';
import { Store } from 'lucide-react';
import { api } from '#lib/client.ts';
import { VEG_MARKET_MSG } from '#lib/vegetable/messages.ts';
import { useAddress } from '#islands/ui/useAddress.ts';
import type { VegMarketList } from '#lib/vegetable/types.ts';
import AddPrices from './AddPrices.tsx';
import MarketPrices from './MarketPrices.tsx';
import MarketProfile from './MarketProfile.tsx';
import MarketReports from './MarketReports.tsx';

type State =
  { status: 'loading' } | { status: 'missing'; msg: string } | { status: 'ready'; data: VegMarketList };

/** The market id in the address's query, or null when it is not a whole number. */
const idIn = (search: string): number | null => {
  const id = new URLSearchParams(search).get('id') ?? '';
  return /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
};

export default function SurveyDetail() {
  // The address is read after hydration (undefined until then): the prebuilt shell shows loading.
  const search = useAddress('search');
  const id = search === null ? undefined : idIn(search);
  const [loaded, setState] = useState<State>({ status: 'loading' });
  const state: State = id === null ? { status: 'missing', msg: VEG_MARKET_MSG.noMarket } : loaded;
  const [nudge, setNudge] = useState(0);
  useEffect(() => {
    if (id === null || id === undefined) return;
    let live = true;
    void api.post<VegMarketList>('/api/vegetable/getMarketList', { id }, { silent: true }).then((res) => {
      if (!live) return;
      if (res.success && res.data?.list[0]) setState({ status: 'ready', data: res.data });
      else setState({ status: 'missing', msg: res.code === 0 ? VEG_MARKET_MSG.noMarket : res.msg });
    });
    return () => {
      live = false;
    };
  }, [id, nudge]);

  if (state.status === 'loading')
    return <div className="card min-h-60 animate-pulse" role="status" aria-busy="true" aria-label="加载中" />;
  if (state.status === 'missing')
    return (
      <div className="card flex flex-col items-center px-6 py-16 text-center" data-testid="market-missing">
        <Store size={36} className="text-ink-300" aria-hidden="true" />
        <p className="mt-3 text-ink-700">{state.msg}</p>
        <p className="mt-1 text-sm text-ink-500">请从蔬菜行情页面选择批发市场。</p>
        <a href="/application/vegetable/list" className="btn-primary mt-5">
          查看蔬菜行情
        </a>
      </div>
    );
  const market = state.data.list[0]!;
  return (
    <div className="space-y-5">
      <MarketProfile market={market} />
      <MarketPrices market={market} prices={state.data.prices ?? []} />
      <MarketReports marketId={market.id} />
      <AddPrices market={market} onSaved={() => setNudge((n) => n + 1)} />
    </div>
  );
}
