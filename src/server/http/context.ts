/** What the app carries per request (Hono's environment); the deps themselves: `#server/core/deps.ts`. */
import type { IncomingMessage } from 'node:http';
import type { Deps } from '#server/core/deps.ts';
import type { UserRow } from '#server/services/accounts/session.ts';
import type { PriceWriter } from '#server/services/vegetable/addMarketData.ts';

export interface AppEnv {
  Bindings: { ip?: string; incoming?: IncomingMessage };
  /** `reads`: set by a public read (cachedPublic), so the member cache survives it. */
  /** `writer`: the caller as a price writer, set by requireReporter for the handler after it (reporter.ts). */
  /** `cache`: whether the public cache answered (cachedPublic), for the access line. */
  Variables: {
    deps: Deps;
    requestId: string;
    user?: UserRow | null;
    reads?: boolean;
    writer?: PriceWriter;
    cache?: 'hit' | 'miss';
  };
}
