/** /user/favorite: the member's favourites, newest first, filterable by kind; 取消收藏 asks first. */
import { useState } from 'react';
import { HeartOff } from 'lucide-react';
import { chinaDate } from '#lib/chinaTime.ts';
import { api } from '#lib/client.ts';
import { FAVORITE_MODEL_KEYS, FAVORITE_MODELS, isFavoriteModel } from '#lib/accounts/favorites.ts';
import { PAGING, type Paged } from '#lib/paging.ts';
import { confirmDialog } from '#lib/stores/dialog.ts';
import { toast } from '#lib/stores/toast.ts';
import MemberGate from '#islands/ui/MemberGate.tsx';
import Pagination from '#islands/ui/Pagination.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import type { FavoriteItem } from '#lib/accounts/favorites.ts';
import { useCall } from '#islands/ui/useCall.ts';
import { usePageParam } from '#islands/ui/usePageParam.ts';
import FollowChanges from '../standard/FollowChanges.tsx';

const modelLabel = (model: string) => (isFavoriteModel(model) ? FAVORITE_MODELS[model] : '内容');

function Filter({ value, onChange }: { value: string; onChange: (model: string) => void }) {
  const options = [
    { key: '', label: '全部' },
    ...FAVORITE_MODEL_KEYS.map((k) => ({ key: k, label: FAVORITE_MODELS[k] })),
  ];
  return (
    <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label="收藏分类">
      {options.map((o) => (
        <button
          key={o.key || 'all'}
          type="button"
          aria-pressed={value === o.key}
          onClick={() => onChange(o.key)}
          className={`h-7 rounded-full px-3 text-xs transition-colors ${
            value === o.key
              ? 'bg-brand-600 text-white'
              : 'bg-surface text-ink-700 hover:bg-brand-50 hover:text-brand-700'
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function Row({ item, onRemove }: { item: FavoriteItem; onRemove: (item: FavoriteItem) => void }) {
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-1.5 border-b border-line py-3.5 last:border-0"
      data-favorite={item.id}
    >
      <span className="w-20 shrink-0 rounded bg-brand-50 px-2 py-0.5 text-center text-xs text-brand-700">
        {modelLabel(item.model)}
      </span>
      <a href={item.url} className="min-w-0 flex-1 basis-40 truncate text-ink-900 hover:text-brand-700">
        {item.title}
      </a>
      <span className="shrink-0 text-xs text-ink-500 tabular-nums">收藏于 {chinaDate(item.created_at)}</span>
      <button
        type="button"
        className="btn-ghost h-7 shrink-0 px-2.5 text-xs"
        onClick={() => onRemove(item)}
        aria-label={`取消收藏：${item.title}`}
      >
        <HeartOff size={13} aria-hidden="true" /> 取消收藏
      </button>
    </li>
  );
}

function Favorites() {
  const [page, setPage] = usePageParam();
  const [model, setModel] = useState('');
  const { data, loading, error, reload } = useCall<Paged<FavoriteItem>>('/api/user/getMyFavoriteList', {
    page,
    pageSize: PAGING.defaultSize,
    model,
  });

  function remove(item: FavoriteItem) {
    confirmDialog(`确定取消收藏“${item.title}”吗？`, '取消收藏', async () => {
      const res = await api.post('/api/user/favorite', { model: item.model, record_id: item.record_id });
      if (!res.success) return;
      toast.success(res.msg);
      // The last item of a later page gone: step back a page.
      if (data && data.list.length === 1 && page > 1) setPage(page - 1);
      else reload();
    });
  }

  if (error && !data) return <Failed msg={error} onRetry={reload} />;
  if (!data) return <Loading rows={6} />;
  return (
    <section className="card p-6" aria-labelledby="favorites-title" aria-busy={loading}>
      <h2 id="favorites-title" className="section-title mb-4">
        我的收藏
      </h2>
      <Filter
        value={model}
        onChange={(m) => {
          setModel(m);
          setPage(1);
        }}
      />
      {data.total === 0 ? (
        <Empty text={model ? `暂无${modelLabel(model)}类收藏` : '暂无收藏'}>
          <p className="mt-1 text-xs text-ink-500">
            在报告、资讯和数据产品页点击“收藏”，即可在这里找到它们。
          </p>
        </Empty>
      ) : (
        <>
          <ul aria-label="收藏列表">
            {data.list.map((f) => (
              <Row key={f.id} item={f} onRemove={remove} />
            ))}
          </ul>
          <div className="mt-5">
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </div>
        </>
      )}
    </section>
  );
}

export default function FavoritePage() {
  return (
    <MemberGate>
      {() => (
        <>
          <FollowChanges />
          <Favorites />
        </>
      )}
    </MemberGate>
  );
}
