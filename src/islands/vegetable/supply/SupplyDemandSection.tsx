/**
 * 供求信息 on /application/vegetable/list: tabs 供应 / 求购 / 我的发布, filters by city and product (with counts),
 * the posts (contacts for members; visitors are offered sign-in), 发布供求 for members, close and reopen for owners.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { api } from '#lib/client.ts';
import { $session, $token } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { toast } from '#lib/stores/toast.ts';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import { SUPPLY_KIND_LABEL, type SupplyKind } from '#lib/vegetable/supplyDemand.ts';
import type {
  SupplyDemandCityListAnswer,
  SupplyDemandListAnswer,
  SupplyDemandNameListAnswer,
  SupplyDemandPost,
} from '#lib/vegetable/types.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import Select from '#islands/ui/Select.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import SupplyPostForm from './SupplyPostForm.tsx';
import SupplyPostTable from './SupplyPostTable.tsx';
import { useCall } from '#islands/ui/useCall.ts';

type Tab = SupplyKind | 'mine';
const TABS: { key: Tab; label: string }[] = [
  { key: 'supply', label: SUPPLY_KIND_LABEL.supply },
  { key: 'demand', label: SUPPLY_KIND_LABEL.demand },
  { key: 'mine', label: '我的发布' },
];
const PAGE_SIZE = 10;

export default function SupplyDemandSection() {
  const hydrated = useHydrated();
  const token = useStore($token);
  const session = useStore($session);
  const signedIn = hydrated && Boolean(token) && session !== 'anonymous';
  const [tab, setTab] = useState<Tab>('supply');
  const [city, setCity] = useState('');
  const [productId, setProductId] = useState('');
  const [page, setPage] = useState(1);
  const [nonce, setNonce] = useState(0);
  const [posting, setPosting] = useState(false);

  const mine = tab === 'mine';
  const kind = mine ? undefined : tab;
  const filters = {
    kind,
    city: mine ? undefined : city || undefined,
    product_id: mine ? undefined : productId || undefined,
  };
  // Visitors have no posts of their own: nothing to load until they sign in.
  // Asked again after a write and whenever the sign-in changes (contacts depend on it).
  const again = `${nonce}:${token ?? ''}`;
  const list = useCall<SupplyDemandListAnswer>(
    hydrated && (!mine || signedIn) ? '/api/vegetable/getSupplyDemandList' : null,
    { ...filters, mine: mine || undefined, page, pageSize: PAGE_SIZE },
    { inPlace: true, again },
  );
  const cities = useCall<SupplyDemandCityListAnswer>(
    hydrated && !mine ? '/api/vegetable/getSupplyDemandCityList' : null,
    { kind, product_id: filters.product_id },
    { inPlace: true, again },
  );
  const names = useCall<SupplyDemandNameListAnswer>(
    hydrated && !mine ? '/api/vegetable/getSupplyDemandNameList' : null,
    { kind, city: filters.city },
    { inPlace: true, again },
  );
  const catalogue = useCall<SupplyDemandNameListAnswer>(
    posting ? '/api/vegetable/getSupplyDemandNameList' : null,
    { all: true },
    { inPlace: true, again: token ?? '' },
  );

  const signIn = () => openLogin('login');
  const choose = (next: Tab) => {
    if (next === 'mine' && !signedIn) {
      openLogin('login', () => setTab('mine'));
      return;
    }
    setTab(next);
    // A city or product chosen under one kind may have no post under the other.
    setCity('');
    setProductId('');
    setPage(1);
  };
  const startPost = () => (signedIn ? setPosting(true) : openLogin('login', () => setPosting(true)));

  async function changeStatus(post: SupplyDemandPost, status: 'open' | 'closed') {
    const res = await api.post('/api/vegetable/supplyDemandStatusChange', { id: post.id, status });
    if (!res.success) return;
    toast.success(res.msg);
    setNonce((n) => n + 1);
  }

  const data = list.data;
  const body =
    mine && hydrated && !signedIn ? (
      <Empty text={VEG_SUPPLY_MSG.signInToPost}>
        <button type="button" className="btn-primary mt-4" onClick={signIn}>
          登录 / 注册
        </button>
      </Empty>
    ) : list.error && !data ? (
      <Failed msg={list.error} onRetry={() => setNonce((n) => n + 1)} />
    ) : !data ? (
      <Loading rows={4} />
    ) : data.list.length === 0 ? (
      <Empty text={mine ? '您还没有发布供求信息' : '暂无符合条件的供求信息'} />
    ) : (
      <SupplyPostTable posts={data.list} mine={mine} onSignIn={signIn} onStatus={changeStatus} />
    );

  return (
    <section className="card overflow-hidden" aria-labelledby="supply-title" data-supply-section>
      <div className="flex flex-wrap items-center gap-3 border-b border-line px-5 pt-4">
        <h2 id="supply-title" className="section-title mr-2 pb-3">
          供求信息
        </h2>
        <div role="tablist" aria-label="供求类型" className="flex gap-1">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={tab === t.key}
              onClick={() => tab !== t.key && choose(t.key)}
              className={`-mb-px border-b-2 px-4 pb-3 text-sm transition-colors ${
                tab === t.key
                  ? 'border-brand-600 font-semibold text-brand-700'
                  : 'border-transparent text-ink-500 hover:text-brand-700'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
        {data?.demo && (
          <span className="pb-3">
            <DemoBadge demo note={VEG_SUPPLY_MSG.demoNote} />
          </span>
        )}
        <button type="button" className="btn-primary mb-3 ml-auto h-8 px-3 text-sm" onClick={startPost}>
          <Plus size={15} aria-hidden="true" /> 发布供求
        </button>
      </div>
      {!mine && (
        <div className="flex flex-wrap items-center gap-3 px-5 py-3 text-sm">
          <Select
            aria-label="所在城市"
            className="w-44"
            value={city}
            onChange={(e) => {
              setCity(e.target.value);
              setPage(1);
            }}
          >
            <option value="">全部城市</option>
            {(cities.data?.list ?? []).map((c) => (
              <option key={c.city} value={c.city}>
                {c.city_name}（{c.count}）
              </option>
            ))}
          </Select>
          <Select
            aria-label="蔬菜品种"
            className="w-44"
            value={productId}
            onChange={(e) => {
              setProductId(e.target.value);
              setPage(1);
            }}
          >
            <option value="">全部品种</option>
            {(names.data?.list ?? []).map((n) => (
              <option key={n.product_id} value={n.product_id}>
                {n.product_name}（{n.count}）
              </option>
            ))}
          </Select>
          {data && <span className="ml-auto text-ink-500">共 {data.total} 条</span>}
        </div>
      )}
      <div className={mine ? 'pt-1' : ''}>{body}</div>
      {data && data.total > PAGE_SIZE && (
        <div className="border-t border-line px-5 py-3">
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </div>
      )}
      {posting && (
        <SupplyPostForm
          kind={kind ?? 'supply'}
          products={catalogue.data?.list ?? []}
          onClose={() => setPosting(false)}
          onPosted={(k) => {
            setPosting(false);
            setTab(k);
            setCity('');
            setProductId('');
            setPage(1);
            setNonce((n) => n + 1);
          }}
        />
      )}
    </section>
  );
}
