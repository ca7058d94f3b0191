/** The feedback form's rules (spec §5): each required, on blur and change, with the spec's messages. */
import type { Rules } from '#lib/form.ts';
import { MSG } from '#lib/messages.ts';
import { FEEDBACK_LIMITS } from '#lib/limits.ts';

export interface FeedbackValues extends Record<string, unknown> {
  contact: string;
  tel: string;
  content: string;
}

export const FEEDBACK_INITIAL: FeedbackValues = { contact: '', tel: '', content: '' };

const trigger = ['blur', 'change'] as const;

export const FEEDBACK_RULES: Rules<FeedbackValues> = {
  contact: [{ required: true, message: MSG.feedbackContact, trigger: [...trigger] }],
  tel: [{ required: true, message: MSG.feedbackTel, trigger: [...trigger] }],
  content: [{ required: true, message: MSG.feedbackContent, trigger: [...trigger] }],
};

export { FEEDBACK_LIMITS };
