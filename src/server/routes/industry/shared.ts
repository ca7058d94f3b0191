/** What every /api/industry/* call shares: the public cache under the store's one tag. */
import { cachedPublic } from '#server/http/publicCache.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';

export const publicIndustry = cachedPublic({ tags: () => [CACHE_TAG.industry] });
