/** What visitors send back: the feedback form (spec §3) and the action log of the layout. */
import { z } from 'zod';
import { FEEDBACK_MSG } from './messages.ts';
import { FEEDBACK_LIMITS } from '#lib/limits.ts';
import { cleanText, optionalText, requiredText } from '#lib/shared/validators.ts';

export const feedbackSchema = z.object({
  contact: requiredText(FEEDBACK_MSG.feedbackContact, FEEDBACK_LIMITS.contact, '姓名'),
  tel: requiredText(FEEDBACK_MSG.feedbackTel, FEEDBACK_LIMITS.tel, '联系电话'),
  content: requiredText(FEEDBACK_MSG.feedbackContent, FEEDBACK_LIMITS.content, '反馈内容', {
    multiline: true,
  }),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

export const actionLogSchema = z.object({
  action: cleanText({}, FEEDBACK_MSG.actionRequired).min(1, { message: FEEDBACK_MSG.actionRequired }).max(64),
  model: optionalText(64),
  record_id: z
    .union([cleanText(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).slice(0, 64))),
  uid: z.union([cleanText(), z.number()]).optional(),
  remark: optionalText(500, { multiline: true }),
});
export type ActionLogInput = z.input<typeof actionLogSchema>;
