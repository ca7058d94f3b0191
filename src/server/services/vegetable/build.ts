/** Build queries of the vegetable list page: its first view (index cards, filters, the day's first page) in the HTML. */
import type { Db } from '#server/db/client.ts';
import type { VegClassIndex, VegFilterList, VegList } from '#lib/vegetable/types.ts';
import { VEG_LIST_DEFAULT, VEG_LIST_PAGE_SIZE } from '#lib/vegetable/listQuery.ts';
import { classIndexHistory } from './classIndexHistory.ts';
import { filterList } from './filterList.ts';
import { priceList } from './priceList.ts';

export interface VegListFirstView {
  filters: VegFilterList;
  /** The cards only: the chart's history is read by its own section. */
  index: VegClassIndex;
  /** The unfiltered first page of the latest day; null before any price. */
  prices: VegList | null;
}

export const vegetableQueries = {
  /** What /application/vegetable/list shows before any filter, as vegList and getClassIndex answer it. */
  vegetableListFirstView: async (db: Db): Promise<VegListFirstView> => {
    const filters = await filterList(db);
    const index = await classIndexHistory(db, {});
    const { type, market, province, keyword, sort, order, page } = VEG_LIST_DEFAULT;
    const prices = filters.latest_day
      ? await priceList(db, {
          date: filters.latest_day,
          type: type || undefined,
          market: market ?? undefined,
          province: province || undefined,
          keyword: keyword || undefined,
          sort,
          order,
          page,
          pageSize: VEG_LIST_PAGE_SIZE,
        })
      : null;
    return { filters, index: { ...index, weeks: [], series: {} }, prices };
  },
};
