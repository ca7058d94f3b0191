/** Favourite calls of a content page: is the item among the member's favourites, and toggle it. */
import { api } from '#lib/client.ts';
import type { FavoriteModel } from '#lib/accounts/favorites.ts';
import type { Paged } from '#lib/paging.ts';

export interface FavoriteTarget {
  model: FavoriteModel;
  recordId: string;
  title: string;
  url: string;
}

type Row = { record_id: string };

/** Whether the item is among the member's favourites: the list call filtered to this one record. */
export async function isFavorited(target: FavoriteTarget): Promise<boolean> {
  const res = await api.post<Paged<Row>>(
    '/api/user/getMyFavoriteList',
    { model: target.model, record_id: target.recordId, page: 1, pageSize: 1 },
    { silent: true },
  );
  return res.success && res.data.total > 0;
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
