/** /api/trade/ getProductCateList, getTopClass, search: the product directory (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { Refusal } from '#server/core/refusal.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { cateList } from '#server/services/trade/cateList.ts';
import { searchHs } from '#server/services/trade/search.ts';
import { TRADE_MSG } from '#lib/trade/messages.ts';
import { tradeCateListSchema, tradeSearchSchema, tradeTopClassSchema } from '#lib/trade/validators.ts';
import { TRADE_ANSWER } from './answers.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { publicTrade } from './shared.ts';

export const tradeDirectory = new Hono<AppEnv>()
  // ?code= → TradeCateList: without a code the sections with their chapters; with one, its branch of the tree.
  .get('/getProductCateList', publicTrade, async (c) => {
    const { code } = await validate(c, tradeCateListSchema);
    const list = await cateList(c.get('deps').db, code);
    if (!list) throw new Refusal(TRADE_MSG.unknownCode);
    return ok(c, list);
  })
  // ?currency= → TradeTopClass: every chapter's imports and exports from January to the newest month.
  .get('/getTopClass', publicTrade, async (c) =>
    ok(c, await TRADE_ANSWER.topClass(c, await validate(c, tradeTopClassSchema))),
  )
  // { keyword, page?, pageSize? } → TradeSearch: codes by prefix, Chinese name, pinyin or initials.
  .post('/search', publicTrade, async (c) => {
    const input = await validate(c, tradeSearchSchema);
    const { db, publicCache } = c.get('deps');
    return ok(c, await searchHs(db, input, publicCache?.tagVersion(CACHE_TAG.trade) ?? null));
  });
