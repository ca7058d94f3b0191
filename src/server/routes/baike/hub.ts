/** /api/baike/getBaikeHub: an entry's hub panel (what the other applications know of it); its answer counts a view. */
import { Hono } from 'hono';
import { chinaToday } from '#lib/chinaTime.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { baikeHubSchema } from '#lib/baike/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { clientIp, validate } from '#server/http/input.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { baikeHub, hubEntry } from '#server/services/baike/hub.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';

const publicHub = cachedPublic({
  // Every application it reads: an import of any of them changes the panel.
  tags: () => [
    CACHE_TAG.baike,
    CACHE_TAG.vegetable,
    CACHE_TAG.food,
    CACHE_TAG.standard,
    CACHE_TAG.trade,
    CACHE_TAG.industry,
  ],
  // The entry page asks for its panel once per visit: its page view, once per visitor and day (viewGate.ts).
  onAnswer: (c, i) => {
    const id = Number(i.id);
    if (!Number.isInteger(id) || id <= 0) return;
    const { views, baikeViewGate, now } = c.get('deps');
    const day = chinaToday(now());
    const viewer = { address: clientIp(c), agent: c.req.header('user-agent') ?? '' };
    if (baikeViewGate?.admit(viewer, id, day)) views?.count({ entity: 'baike', id, day });
  },
});

export const baikeHubRoutes = new Hono<AppEnv>().post('/getBaikeHub', publicHub, async (c) => {
  const { id } = await validate(c, baikeHubSchema);
  const deps = c.get('deps');
  const entry = await hubEntry(deps.db, id);
  if (!entry) return refuse(c, BAIKE_MSG.entryGone);
  return ok(c, await baikeHub(deps.db, id, entry, chinaToday(deps.now())));
});
