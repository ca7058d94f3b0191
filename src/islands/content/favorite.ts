/** Favourite calls of a content page: is the item among the member's favourites, and toggle it. */
import { api } from '../../lib/client.ts';
import { FAVORITE_LIMITS, type FavoriteModel } from '../../lib/favorites.ts';
import { PAGING, type Paged } from '../../lib/paging.ts';

export interface FavoriteTarget {
  model: FavoriteModel;
  recordId: string;
  title: string;
  url: string;
}

type Row = { record_id: string };

/** The API has no single-item check: read the member's favourites of the model, stopping at the first match. */
export async function isFavorited(target: FavoriteTarget): Promise<boolean> {
  const pageSize = PAGING.maxSize;
  const maxPages = Math.ceil(FAVORITE_LIMITS.perMember / pageSize);
  for (let page = 1; page <= maxPages; page++) {
    const res = await api.post<Paged<Row>>(
      '/api/user/getMyFavoriteList',
      { model: target.model, page, pageSize },
      { silent: true },
    );
    if (!res.success) return false;
    if (res.data.list.some((f) => f.record_id === target.recordId)) return true;
    if (page * pageSize >= res.data.total) return false;
  }
  return false;
}

/** Toggle the favourite; the new state, or null when refused (the client toasts why). */
export async function toggleFavorite(target: FavoriteTarget): Promise<boolean | null> {
  const res = await api.post<{ favorited: boolean }>('/api/user/favorite', {
    model: target.model,
    record_id: target.recordId,
    title: target.title,
    url: target.url,
  });
  return res.success ? res.data.favorited : null;
}
