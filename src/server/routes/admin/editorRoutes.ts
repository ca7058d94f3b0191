/** /list, /get, /create, /update and the lifecycle calls of one editor family, over its shared writes. */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { byIdSchema, idSchema } from '#lib/shared/validators.ts';
import type { Db } from '#server/db/client.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import type { EditorWrites } from '#server/services/content/editorWrites.ts';
import type { PageEntity } from '#server/services/content/events.ts';
import type { PageInput } from '#server/services/content/paging.ts';
import { actorOf, lifecycleRoutes } from './lifecycle.ts';

type Payload = z.ZodObject<{ id: z.ZodType; title: z.ZodType }>;

export interface EditorRoutes<S extends Payload, L extends z.ZodType<PageInput>, V> {
  entity: PageEntity;
  writes: EditorWrites<z.infer<S>, V, Omit<z.infer<L>, keyof PageInput>>;
  /** The write payload: every field optional (create checks the title). */
  payload: S;
  /** The list filters, paging included. */
  listSchema: L;
  /** A refusal particular to the family (a taken document number), checked before create and update. */
  refusal?: (db: Db, input: z.infer<S>, id?: number) => Promise<string | null>;
}

export function editorRoutes<S extends Payload, L extends z.ZodType<PageInput>, V>(r: EditorRoutes<S, L, V>) {
  const refused = async (c: Context<AppEnv>, input: z.infer<S>, id?: number) =>
    (await r.refusal?.(c.get('deps').db, input, id)) ?? null;
  return new Hono<AppEnv>()
    .post('/list', async (c) => {
      const { page, pageSize, ...filters } = (await validate(c, r.listSchema)) as PageInput;
      return ok(c, await r.writes.list(c.get('deps').db, filters as never, { page, pageSize }));
    })
    .post('/get', async (c) => {
      const found = await r.writes.read(c.get('deps').db, (await validate(c, byIdSchema)).id);
      return found ? ok(c, found) : refuse(c, CONTENT_MSG.notFound);
    })
    .post('/create', async (c) => {
      const input = await validate(c, r.payload);
      const title = (input as { title?: string }).title;
      if (!title) return refuse(c, CONTENT_MSG.titleRequired);
      const refusal = await refused(c, input);
      if (refusal) return refuse(c, refusal);
      return ok(
        c,
        await r.writes.create(c.get('deps').db, { ...input, title }, actorOf(c)),
        CONTENT_MSG.saved,
      );
    })
    .post('/update', async (c) => {
      const input = (await validate(c, r.payload.extend({ id: idSchema }))) as z.infer<S> & { id: number };
      const refusal = await refused(c, input, input.id);
      if (refusal) return refuse(c, refusal);
      const saved = await r.writes.update(c.get('deps').db, input.id, input, actorOf(c));
      return saved ? ok(c, saved, CONTENT_MSG.saved) : refuse(c, CONTENT_MSG.notFound);
    })
    .route('/', lifecycleRoutes(r.entity));
}
