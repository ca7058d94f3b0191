/** Validation rules of spec §5, shared by forms and the server (zod schemas type both). */
import { z } from 'zod';
import { MSG } from './messages.ts';
import { FEEDBACK_LIMITS } from './limits.ts';
import { isIsoDate, isSex, nicknameOk, PROFILE_LIMITS } from './profile.ts';
import { PAGING } from './paging.ts';
import { FAVORITE_LIMITS, isFavoriteModel, isSitePath } from './favorites.ts';

// Chinese defaults for every rule without its own message (type errors, lengths, formats).
z.config(z.locales.zhCN());

/** China mainland mobile: 13x, 14[0145-9], 15 but not 154, 16[2567], 17[0-8], 18x, 19 but not 194. */
export const MOBILE_RE = /^1(?:3\d|4[014-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

export const isMobile = (value: string): boolean => MOBILE_RE.test(value.trim());

export const mobileSchema = z
  .string({ error: MSG.mobileInvalid })
  .trim()
  .regex(MOBILE_RE, { message: MSG.mobileInvalid });

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(max, { message: MSG.tooLong(label, max) });

export { FEEDBACK_LIMITS };

export const feedbackSchema = z.object({
  contact: required(MSG.feedbackContact, FEEDBACK_LIMITS.contact, '姓名'),
  tel: required(MSG.feedbackTel, FEEDBACK_LIMITS.tel, '联系电话'),
  content: required(MSG.feedbackContent, FEEDBACK_LIMITS.content, '反馈内容'),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const actionLogSchema = z.object({
  action: z.string({ error: '缺少行为类型' }).trim().min(1, { message: '缺少行为类型' }).max(64),
  model: optionalText(64),
  record_id: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).slice(0, 64))),
  uid: z.union([z.string(), z.number()]).optional(),
  remark: optionalText(500),
});
export type ActionLogInput = z.input<typeof actionLogSchema>;

/** Sign-in and registration (spec §5): password 6–20 characters, required with 密码不能为空. */
export const PASSWORD_LIMITS = { min: 6, max: 20 } as const;

export const passwordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, { message: MSG.passwordRequired })
  .min(PASSWORD_LIMITS.min, { message: MSG.passwordLength })
  .max(PASSWORD_LIMITS.max, { message: MSG.passwordLength });

const boolish = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', ''])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export const loginSchema = z.object({
  username: z
    .string({ error: MSG.usernameRequired })
    .trim()
    .min(1, { message: MSG.usernameRequired })
    .max(30),
  password: z.string({ error: MSG.passwordRequired }).min(1, { message: MSG.passwordRequired }).max(64),
  remember: boolish,
});

export const smsSendSchema = z.object({
  mobile: mobileSchema,
  imgCode: z.string({ error: MSG.imgCodeInvalid }).trim().min(1, { message: MSG.imgCodeInvalid }).max(8),
});

export const SMS_CODE_RE = /^\d{6}$/;
export const smsCodeSchema = z
  .string({ error: MSG.smsCodeRequired })
  .trim()
  .min(1, { message: MSG.smsCodeRequired })
  .regex(SMS_CODE_RE, { message: MSG.smsCodeWrong });

export const MOBILE_ACTIONS = ['mobile_login', 'register', 'mobile_bind'] as const;
export type MobileAction = (typeof MOBILE_ACTIONS)[number];

export const mobileAuthSchema = z.object({
  username: mobileSchema,
  code: smsCodeSchema,
  action: z.enum(MOBILE_ACTIONS, { error: MSG.badAction }),
  password: z.string().max(64).optional(),
  state: z.string().max(64).optional(),
  remember: boolish,
});

export const forgetPasswordSchema = z.object({
  username: mobileSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});

// Personal centre (issue 3): profile, paging, favourites.

/** '' and null clear a field; an absent key leaves it alone. */
const blankToNull = (v: unknown) => (v === '' ? null : v);

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

/** Form bodies send numbers as text. */
const digitToNumber = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

/** Every field optional: the call updates what it is given. The birthday's future check needs the clock (route). */
export const updateInfoSchema = z.object({
  nickname: z
    .string({ error: MSG.nicknameLength })
    .trim()
    .refine(nicknameOk, { message: MSG.nicknameLength })
    .optional(),
  sex: z
    .preprocess(digitToNumber, z.number({ error: MSG.sexInvalid }).refine(isSex, { message: MSG.sexInvalid }))
    .optional(),
  birthday: z
    .preprocess(
      blankToNull,
      z
        .string({ error: MSG.birthdayInvalid })
        .trim()
        .refine(isIsoDate, { message: MSG.birthdayInvalid })
        .nullable(),
    )
    .optional(),
  province: divisionCode(MSG.provinceInvalid),
  city: divisionCode(MSG.cityInvalid),
  district: divisionCode(MSG.districtInvalid),
  entity: z
    .string({ error: MSG.entityTooLong })
    .trim()
    .max(PROFILE_LIMITS.entity, { message: MSG.entityTooLong })
    .optional(),
});
export type UpdateInfoInput = z.infer<typeof updateInfoSchema>;

const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    digitToNumber,
    z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message }),
  );

export const pagingSchema = z.object({
  page: whole(MSG.pageInvalid, 1, 100_000).default(1),
  pageSize: whole(MSG.pageSizeInvalid, 1, PAGING.maxSize).default(PAGING.defaultSize),
});

const favoriteModel = z
  .string({ error: MSG.favoriteModelInvalid })
  .refine(isFavoriteModel, { message: MSG.favoriteModelInvalid });

export const favoriteListSchema = pagingSchema.extend({
  model: z.preprocess(blankToNull, favoriteModel.nullable()).optional(),
});

/** Title and url are needed to add (the list shows them), not to remove. */
export const favoriteSchema = z.object({
  model: favoriteModel,
  record_id: z
    .union([z.string(), z.number()], { error: MSG.favoriteRecordRequired })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0 && v.length <= FAVORITE_LIMITS.recordId, {
      message: MSG.favoriteRecordRequired,
    }),
  title: z
    .string({ error: MSG.favoriteTitleRequired })
    .trim()
    .max(FAVORITE_LIMITS.title, { message: MSG.tooLong('收藏标题', FAVORITE_LIMITS.title) })
    .optional(),
  url: z
    .string({ error: MSG.favoriteUrlInvalid })
    .trim()
    .refine(isSitePath, { message: MSG.favoriteUrlInvalid })
    .optional(),
});
export type FavoriteInput = z.infer<typeof favoriteSchema>;
