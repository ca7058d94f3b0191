/** /application/vegetable/detail?name=: one product's page, read from the address (a prebuilt shell). */
import { useEffect, useState } from 'react';
import { api } from '#lib/client.ts';
import { VEG_DETAIL_MSG } from '#lib/vegetable/messages.ts';
import type { VegDetail } from '#lib/vegetable/types.ts';
import DetailHeader from './DetailHeader.tsx';
import MarketRanking from './MarketRanking.tsx';
import SeriesPanel from './SeriesPanel.tsx';

type State = { kind: 'loading' } | { kind: 'ready'; d: VegDetail } | { kind: 'missing'; msg: string };

function Missing({ msg }: { msg: string }) {
  return (
    <section className="card p-10 text-center" data-testid="veg-detail-missing">
      <p className="text-lg font-medium text-ink-900">{VEG_DETAIL_MSG.notFoundTitle}</p>
      <p className="mt-2 text-sm text-ink-500">{msg || VEG_DETAIL_MSG.notFoundText}</p>
      <a href="/application/vegetable/list" className="btn-primary mt-5 inline-block px-5 py-2 text-sm">
        {VEG_DETAIL_MSG.backToList}
      </a>
    </section>
  );
}

export default function VegetableDetail() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const name = new URLSearchParams(window.location.search).get('name')?.trim() ?? '';
    if (!name) return setState({ kind: 'missing', msg: VEG_DETAIL_MSG.notFoundText });
    document.title = document.title.replace(/^[^|｜-]*/, `${name}价格行情 `);
    api.post<VegDetail>('/api/vegetable/getDetail', { name }, { silent: true }).then((r) => {
      if (r.success) setState({ kind: 'ready', d: r.data });
      else setState({ kind: 'missing', msg: `${r.msg}。${VEG_DETAIL_MSG.notFoundText}` });
    });
  }, []);

  if (state.kind === 'loading')
    return (
      <div className="space-y-4" aria-busy="true">
        <div className="card h-24 animate-pulse" />
        <div className="card h-96 animate-pulse" />
      </div>
    );
  if (state.kind === 'missing') return <Missing msg={state.msg} />;
  return (
    <div className="space-y-4">
      <DetailHeader d={state.d} />
      <SeriesPanel d={state.d} />
      <MarketRanking d={state.d} />
    </div>
  );
}
