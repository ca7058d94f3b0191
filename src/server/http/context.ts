/** Types shared by every handler: what the app carries per request. */
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/client.ts';

export interface Deps {
  db: Db;
  driver: 'pglite' | 'postgres';
  version: string;
  trustProxy: boolean;
  now: () => Date;
}

export interface AppEnv {
  Bindings: { ip?: string; incoming?: IncomingMessage };
  Variables: { deps: Deps; requestId: string };
}
