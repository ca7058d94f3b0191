/** Personal-centre calls of /api/user (spec §7): updateInfo, score, checkIn, getScoreLists, favourites. Members only. */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { SCORE_MSG } from '#lib/commerce/messages.ts';
import { chinaToday } from '#lib/chinaTime.ts';
import { birthdayProblem } from '#lib/accounts/profile.ts';
import {
  bindMobileSchema,
  favoriteListSchema,
  favoriteSchema,
  updateInfoSchema,
  type UpdateInfoInput,
} from '#lib/accounts/validators.ts';
import { pagingSchema } from '#lib/shared/validators.ts';
import { users } from '#server/db/schema/index.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { bindOwnMobile } from '#server/services/accounts/bindMobile.ts';
import { checkRegion } from '#server/services/accounts/divisions.ts';
import { favoritesOf, toggleFavorite } from '#server/services/accounts/favorites.ts';
import { refreshMedals } from '#server/services/points/medals.ts';
import { scoreRecordsOf } from '#server/services/points/score.ts';
import { checkIn, rewardProfile, scoreRulesOf, signedInToday } from '#server/services/points/scoreRules.ts';
import { medalsOf, userInfo } from '#server/services/accounts/users.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import type { CheckInAnswer, ScoreAnswer } from '#lib/commerce/scoreRules.ts';

type Changes = Partial<typeof users.$inferInsert>;

/** Province, city and district change together: any one given sets all three (missing ones cleared). */
const touchesRegion = (input: UpdateInfoInput) =>
  input.province !== undefined || input.city !== undefined || input.district !== undefined;

/** The columns an updateInfo call changes, or the Chinese reason it is refused. */
function profileChanges(input: UpdateInfoInput, now: Date): Changes | string {
  const changes: Changes = {};
  if (input.nickname !== undefined) changes.nickname = input.nickname;
  if (input.sex !== undefined) changes.sex = input.sex;
  if (input.entity !== undefined) changes.entity = input.entity;
  if (input.birthday !== undefined) {
    const problem = input.birthday && birthdayProblem(input.birthday, chinaToday(now));
    if (problem) return problem;
    changes.birthday = input.birthday;
  }
  if (touchesRegion(input)) {
    const region = {
      province: input.province ?? null,
      city: input.city ?? null,
      district: input.district ?? null,
    };
    const problem = checkRegion(region);
    if (problem) return problem;
    Object.assign(changes, region);
  }
  return changes;
}

const updateInfo = async (c: Context<AppEnv>) => {
  const input = await validate(c, updateInfoSchema);
  const { db, now } = c.get('deps');
  const me = member(c);
  const changes = profileChanges(input, now());
  if (typeof changes === 'string') return refuse(c, changes);
  if (Object.keys(changes).length === 0) return ok(c, await userInfo(db, me), ACCOUNT_MSG.profileSaved);
  const [updated] = await db.update(users).set(changes).where(eq(users.uid, me.uid)).returning();
  // A profile complete for the first time earns the once-only points; answer the balance they make.
  const granted = await rewardProfile(db, updated!, now());
  const info = await userInfo(db, granted ? { ...updated!, score: granted.balance } : updated!);
  return ok(c, info, ACCOUNT_MSG.profileSaved);
};

const bindMobile = async (c: Context<AppEnv>) => {
  const input = await validate(c, bindMobileSchema);
  const bound = await bindOwnMobile(c.get('deps'), member(c), input.mobile, input.code);
  return ok(c, await userInfo(c.get('deps').db, bound), ACCOUNT_MSG.mobileBound);
};

const score = async (c: Context<AppEnv>) => {
  const me = member(c);
  const { db, now } = c.get('deps');
  const [list, rules, checkedIn] = await Promise.all([
    medalsOf(db, me.uid),
    scoreRulesOf(db),
    signedInToday(db, me.uid, now()),
  ]);
  const medal = { total_count: list.length, count: list.filter((m) => m.new_grade > 0).length, list };
  const answer: ScoreAnswer = { score: me.score, exp: me.exp, medal, rules, checked_in_today: checkedIn };
  return ok(c, answer);
};

const dailyCheckIn = async (c: Context<AppEnv>) => {
  const { db, now } = c.get('deps');
  const result = await checkIn(db, member(c).uid, now());
  const answer: CheckInAnswer = { points: result.delta, balance: result.balance, checked_in_today: true };
  return ok(c, answer, SCORE_MSG.signedIn(result.delta));
};

const scoreLists = async (c: Context<AppEnv>) => {
  const { page, pageSize } = await validate(c, pagingSchema);
  return ok(c, await scoreRecordsOf(c.get('deps').db, member(c).uid, page, pageSize));
};

const favoriteList = async (c: Context<AppEnv>) => {
  const input = await validate(c, favoriteListSchema);
  return ok(c, await favoritesOf(c.get('deps').db, member(c).uid, input));
};

const favorite = async (c: Context<AppEnv>) => {
  const input = await validate(c, favoriteSchema);
  const { db, now } = c.get('deps');
  const target = { model: input.model, recordId: input.record_id, title: input.title, url: input.url };
  const result = await toggleFavorite(db, member(c).uid, target, now());
  // Grades never drop, so only an added favourite can raise the 收藏家 medal.
  if (result.favorited) await refreshMedals(db, member(c).uid, now(), ['favorites']);
  return ok(c, result, result.favorited ? ACCOUNT_MSG.favoriteAdded : ACCOUNT_MSG.favoriteRemoved);
};

export const centreRoutes = new Hono<AppEnv>()
  .post('/updateInfo', requireUser, updateInfo)
  .post('/bindMobile', requireUser, bindMobile)
  .post('/score', requireUser, score)
  .post('/checkIn', requireUser, dailyCheckIn)
  .post('/getScoreLists', requireUser, scoreLists)
  .post('/getMyFavoriteList', requireUser, favoriteList)
  .post('/favorite', requireUser, favorite);
