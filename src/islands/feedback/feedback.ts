/** The feedback form's rules (spec §5): each required, on blur and change, with the spec's messages. */
import type { Rules } from '#lib/form.ts';
import { FEEDBACK_LIMITS } from '#lib/limits.ts';
import { FEEDBACK_MSG } from '#lib/feedback/messages.ts';

export interface FeedbackValues extends Record<string, unknown> {
  contact: string;
  tel: string;
  content: string;
}

export const FEEDBACK_INITIAL: FeedbackValues = { contact: '', tel: '', content: '' };

const trigger = ['blur', 'change'] as const;

export const FEEDBACK_RULES: Rules<FeedbackValues> = {
  contact: [{ required: true, message: FEEDBACK_MSG.feedbackContact, trigger: [...trigger] }],
  tel: [{ required: true, message: FEEDBACK_MSG.feedbackTel, trigger: [...trigger] }],
  content: [{ required: true, message: FEEDBACK_MSG.feedbackContent, trigger: [...trigger] }],
};

export { FEEDBACK_LIMITS };
