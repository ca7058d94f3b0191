/** /application/vegetable/detail?name=: one product's page, read from the address (a prebuilt shell). */
import { useEffect, useState } from 'react';
import { api } from '#lib/client.ts';
import { VEG_DETAIL_MSG } from '#lib/vegetable/messages.ts';
import { useAddress } from '#islands/ui/useAddress.ts';
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
  // The name is read from the address after hydration (null until then): the prebuilt shell shows loading.
  const search = useAddress('search');
  const name = search === null ? null : (new URLSearchParams(search).get('name')?.trim() ?? '');
  const [got, setGot] = useState<{ name: string; state: State } | null>(null);
  const state: State =
    name === ''
      ? { kind: 'missing', msg: VEG_DETAIL_MSG.notFoundText }
      : name !== null && got?.name === name
        ? got.state
        : { kind: 'loading' };

  useEffect(() => {
    if (!name) return;
    document.title = document.title.replace(/^[^|｜-]*/, `${name}价格行情 `);
    void api.post<VegDetail>('/api/vegetable/getDetail', { name }, { silent: true }).then((r) => {
      if (r.success) setGot({ name, state: { kind: 'ready', d: r.data } });
      else setGot({ name, state: { kind: 'missing', msg: `${r.msg}。${VEG_DETAIL_MSG.notFoundText}` } });
    });
  }, [name]);

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
