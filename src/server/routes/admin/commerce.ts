/** /api/admin/commerce/*: editors set membership plans and the points of each score rule. */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { SCORE_MSG } from '#lib/commerce/messages.ts';
import { SCORE_LIMITS, type AdminPlanView } from '#lib/commerce/scoreRules.ts';
import { planWriteSchema, scoreRuleWriteSchema, type PlanWriteInput } from '#lib/commerce/validators.ts';
import { plans, scoreRules } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { scoreRulesOf } from '#server/services/points/scoreRules.ts';
import { planView } from '#server/services/order/plans.ts';

type PlanRow = typeof plans.$inferSelect;

const adminPlanView = (p: PlanRow): AdminPlanView => ({
  ...planView(p),
  active: p.active,
  sort: p.sort,
  updated_at: p.updatedAt.toISOString(),
});

/** Every plan, on sale or not, grouped by kind in the order the VIP pages show them. */
const listPlans = async (c: Context<AppEnv>) => {
  const rows = await c
    .get('deps')
    .db.select()
    .from(plans)
    .orderBy(asc(plans.kind), asc(plans.sort), asc(plans.id));
  return ok(c, rows.map(adminPlanView));
};

const planColumns = (input: PlanWriteInput, now: Date) => ({
  name: input.name,
  priceCents: input.price,
  listPriceCents: input.list_price,
  days: input.days,
  benefits: input.benefits,
  recommended: input.recommended,
  active: input.active,
  sort: input.sort,
  updatedAt: now,
});

/**
 * Create (with kind) or change (with id) a plan. Orders keep the amount they were placed at: a new price only
 * reaches orders placed afterwards, because orders.amount_cents is copied when an order is placed.
 */
const savePlan = async (c: Context<AppEnv>) => {
  const input = await validate(c, planWriteSchema);
  const { db, now } = c.get('deps');
  if (input.id) {
    const [row] = await db
      .update(plans)
      .set(planColumns(input, now()))
      .where(eq(plans.id, input.id))
      .returning();
    return row ? ok(c, adminPlanView(row), SCORE_MSG.planSaved) : refuse(c, SCORE_MSG.planGone);
  }
  const kind = input.kind!;
  // Keys name seeded plans; a new one gets a unique key of its kind.
  const key = `${kind === 'vip' ? 'vip' : 'veg'}-${randomBytes(5).toString('hex')}`;
  const [row] = await db
    .insert(plans)
    .values({ kind, key, ...planColumns(input, now()) })
    .returning();
  return ok(c, adminPlanView(row!), SCORE_MSG.planSaved);
};

const saveRule = async (c: Context<AppEnv>) => {
  const input = await validate(c, scoreRuleWriteSchema);
  const db = c.get('deps').db;
  const [rule] = await db.select().from(scoreRules).where(eq(scoreRules.key, input.key)).limit(1);
  if (!rule) return refuse(c, SCORE_MSG.ruleGone);
  // Purchase points are per yuan: a smaller bound keeps one order from paying a fortune in points.
  if (rule.period === 'per_yuan' && input.points > SCORE_LIMITS.perYuan)
    return refuse(c, SCORE_MSG.rulePoints(SCORE_LIMITS.perYuan));
  await db
    .update(scoreRules)
    .set({ points: input.points, enabled: input.enabled })
    .where(eq(scoreRules.key, input.key));
  const list = await scoreRulesOf(db);
  return ok(
    c,
    list.find((r) => r.key === input.key),
    SCORE_MSG.saved,
  );
};

export const adminCommerce = new Hono<AppEnv>()
  .post('/plans', listPlans)
  .post('/savePlan', savePlan)
  .post('/rules', async (c) => ok(c, await scoreRulesOf(c.get('deps').db)))
  .post('/saveRule', saveRule);
