/** /list, /get, /create, /createAndPublish, /update and the lifecycle calls of one editor family, over its writes. */
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
import type { PageInput } from '#server/db/paging.ts';
import { publish } from '#server/services/content/lifecycle.ts';
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
  /** The payload of a create with its title, or the refusal to answer. */
  const createInput = async (c: Context<AppEnv>): Promise<(z.infer<S> & { title: string }) | string> => {
    const input = await validate(c, r.payload);
    const title = (input as { title?: string }).title;
    if (!title) return CONTENT_MSG.titleRequired;
    return (await refused(c, input)) ?? { ...input, title };
  };
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
      const input = await createInput(c);
      if (typeof input === 'string') return refuse(c, input);
      return ok(c, await r.writes.create(c.get('deps').db, input, actorOf(c)), CONTENT_MSG.saved);
    })
    .post('/createAndPublish', async (c) => {
      const input = await createInput(c);
      if (typeof input === 'string') return refuse(c, input);
      // 保存并发布: the create, then the list's publish step, in one transaction (never a stray draft).
      const by = actorOf(c);
      const saved = await c.get('deps').db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const created = (await r.writes.create(tx, input, by)) as { id: number } | null;
        if (!created || !(await publish(tx, r.entity, created.id, by))) return null;
        return r.writes.read(tx, created.id);
      });
      return saved ? ok(c, saved, CONTENT_MSG.published) : refuse(c, CONTENT_MSG.notFound);
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
