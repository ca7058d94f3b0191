/** Members' rules (spec §5): sign-in, SMS codes, registration, password reset, profile, favourites. */
import { z } from 'zod';
import { ACCOUNT_MSG } from './messages.ts';
import { MSG } from '#lib/shared/messages.ts';
import { blankToNull, cleanText, digitToNumber, mobileSchema, pagingSchema } from '#lib/shared/validators.ts';
import { isIsoDate, isSex, nicknameOk, PROFILE_LIMITS } from './profile.ts';
import { agreeField } from '#lib/legal/validators.ts';
import { FAVORITE_LIMITS, isFavoriteModel, isSitePath } from './favorites.ts';

/** Password 6–20 characters, required with 密码不能为空. */
export const PASSWORD_LIMITS = { min: 6, max: 20 } as const;

export const passwordSchema = z
  .string({ error: ACCOUNT_MSG.passwordRequired })
  .min(1, { message: ACCOUNT_MSG.passwordRequired })
  .min(PASSWORD_LIMITS.min, { message: ACCOUNT_MSG.passwordLength })
  .max(PASSWORD_LIMITS.max, { message: ACCOUNT_MSG.passwordLength });

const boolish = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export const loginSchema = z.object({
  username: z
    .string({ error: ACCOUNT_MSG.usernameRequired })
    .trim()
    .min(1, { message: ACCOUNT_MSG.usernameRequired })
    .max(30),
  password: z
    .string({ error: ACCOUNT_MSG.passwordRequired })
    .min(1, { message: ACCOUNT_MSG.passwordRequired })
    .max(64),
  /** The image captcha, needed only after the server answered `{ captcha: true }` (loginChallenge.ts). */
  imgCode: z.string({ error: ACCOUNT_MSG.imgCodeInvalid }).trim().max(8).optional(),
  remember: boolish,
});

export const smsSendSchema = z.object({
  mobile: mobileSchema,
  imgCode: z
    .string({ error: ACCOUNT_MSG.imgCodeInvalid })
    .trim()
    .min(1, { message: ACCOUNT_MSG.imgCodeInvalid })
    .max(8),
});

export const SMS_CODE_RE = /^\d{6}$/;
export const smsCodeSchema = z
  .string({ error: ACCOUNT_MSG.smsCodeRequired })
  .trim()
  .min(1, { message: ACCOUNT_MSG.smsCodeRequired })
  .regex(SMS_CODE_RE, { message: ACCOUNT_MSG.smsCodeWrong });

export const MOBILE_ACTIONS = ['mobile_login', 'register', 'mobile_bind'] as const;
export type MobileAction = (typeof MOBILE_ACTIONS)[number];

export const mobileAuthSchema = z.object({
  username: mobileSchema,
  code: smsCodeSchema,
  action: z.enum(MOBILE_ACTIONS, { error: ACCOUNT_MSG.badAction }),
  password: z.string().max(64).optional(),
  state: cleanText().max(64).optional(),
  remember: boolish,
  /** 我已阅读并同意《用户协议》《隐私政策》: needed when the call creates an account (issue 30). */
  agree: agreeField,
});

/** 账号绑定 → 手机号: a signed-in member without a mobile binds one with a code sent to it. */
export const bindMobileSchema = z.object({ mobile: mobileSchema, code: smsCodeSchema });

export const forgetPasswordSchema = z.object({
  username: mobileSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});

/** An administrative-division code, or null to clear it; the hierarchy is checked against the tree by the server. */
const divisionCode = (message: string) =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: message })
        .regex(/^\d{2,12}$/, { message })
        .nullable(),
    )
    .optional();

/** Every field optional: the call updates what it is given. The birthday's future check needs the clock (route). */
export const updateInfoSchema = z.object({
  nickname: z
    .string({ error: ACCOUNT_MSG.nicknameLength })
    .trim()
    .refine(nicknameOk, { message: ACCOUNT_MSG.nicknameLength })
    .optional(),
  sex: z
    .preprocess(
      digitToNumber,
      z.number({ error: ACCOUNT_MSG.sexInvalid }).refine(isSex, { message: ACCOUNT_MSG.sexInvalid }),
    )
    .optional(),
  birthday: z
    .preprocess(
      blankToNull,
      z
        .string({ error: ACCOUNT_MSG.birthdayInvalid })
        .trim()
        .refine(isIsoDate, { message: ACCOUNT_MSG.birthdayInvalid })
        .nullable(),
    )
    .optional(),
  province: divisionCode(ACCOUNT_MSG.provinceInvalid),
  city: divisionCode(ACCOUNT_MSG.cityInvalid),
  district: divisionCode(ACCOUNT_MSG.districtInvalid),
  entity: z
    .string({ error: ACCOUNT_MSG.entityTooLong })
    .trim()
    .max(PROFILE_LIMITS.entity, { message: ACCOUNT_MSG.entityTooLong })
    .optional(),
});
export type UpdateInfoInput = z.infer<typeof updateInfoSchema>;

const favoriteModel = z
  .string({ error: ACCOUNT_MSG.favoriteModelInvalid })
  .refine(isFavoriteModel, { message: ACCOUNT_MSG.favoriteModelInvalid });

export const favoriteListSchema = pagingSchema.extend({
  model: z.preprocess(blankToNull, favoriteModel.nullable()).optional(),
  /** One item only: is it among the member's favourites (a detail page's favourite button asks this). */
  record_id: z
    .union([cleanText(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v.length <= FAVORITE_LIMITS.recordId)
    .optional(),
});

/** Title and url are needed to add (the list shows them), not to remove. */
export const favoriteSchema = z.object({
  model: favoriteModel,
  record_id: z
    .union([cleanText(), z.number()], { error: ACCOUNT_MSG.favoriteRecordRequired })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0 && v.length <= FAVORITE_LIMITS.recordId, {
      message: ACCOUNT_MSG.favoriteRecordRequired,
    }),
  title: z
    .string({ error: ACCOUNT_MSG.favoriteTitleRequired })
    .trim()
    .max(FAVORITE_LIMITS.title, { message: MSG.tooLong('收藏标题', FAVORITE_LIMITS.title) })
    .optional(),
  url: z
    .string({ error: ACCOUNT_MSG.favoriteUrlInvalid })
    .trim()
    .refine(isSitePath, { message: ACCOUNT_MSG.favoriteUrlInvalid })
    .optional(),
});
export type FavoriteInput = z.infer<typeof favoriteSchema>;
