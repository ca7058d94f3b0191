/** Rules of 导出我的数据 and 注销账号 (issue 30). */
import { z } from 'zod';
import { PRIVACY_MSG } from './messages.ts';
import { smsSendSchema } from '#lib/accounts/validators.ts';
import { cleanText, pagingSchema } from '#lib/shared/validators.ts';

export const noInputSchema = z.object({});

/** 注销账号: re-verified by the password or an SMS code sent to the member's own mobile, and confirmed. */
export const deletionRequestSchema = z.object({
  password: z.string().max(64).optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: PRIVACY_MSG.deletionVerifyRequired })
    .optional(),
  confirm: z.literal(true, { error: PRIVACY_MSG.deletionConfirmRequired }),
  reason: cleanText().max(200, { message: PRIVACY_MSG.deletionReasonLength }).optional(),
});
export type DeletionRequestInput = z.infer<typeof deletionRequestSchema>;

/** 注销账号's 获取短信验证码: the image captcha only, the code goes to the member's own mobile. */
export const deletionCodeSchema = smsSendSchema.pick({ imgCode: true });

/** The download link's token, in the path: its shape before its MAC is checked. */
export const exportFileSchema = z.object({ token: z.string().min(20).max(400) });

/** /admin's list of deletions: pending first by due date, or by state. */
export const adminDeletionListSchema = pagingSchema.extend({
  status: z.enum(['pending', 'withdrawn', 'done', '']).optional(),
});
