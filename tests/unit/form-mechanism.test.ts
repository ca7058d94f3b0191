import { describe, expect, it } from 'vitest';
import { isRequired, validateField, validateForm, type Rules } from '#lib/form.ts';
import { FEEDBACK_INITIAL, FEEDBACK_RULES } from '#islands/feedback/feedback.ts';
import { MSG } from '#lib/shared/messages.ts';
import { isMobile } from '#lib/shared/mobile.ts';
import { FEEDBACK_MSG } from '#lib/feedback/messages.ts';

interface V extends Record<string, unknown> {
  mobile: string;
  note: string;
}
const rules: Rules<V> = {
  mobile: [
    { required: true, message: '必填', trigger: 'blur' },
    { message: MSG.mobileInvalid, trigger: 'change', validator: (v) => isMobile(String(v)) },
  ],
  note: [{ message: '太长', trigger: 'change', validator: (v) => String(v).length <= 3 }],
};

describe('form mechanism (spec §5)', () => {
  it('runs only the rules of the given trigger', () => {
    const values = { mobile: '', note: '' };
    expect(validateField(rules, values, 'mobile', 'blur')).toBe('必填');
    expect(validateField(rules, values, 'mobile', 'change')).toBeUndefined();
    expect(validateField(rules, { mobile: '123', note: '' }, 'mobile', 'change')).toBe(MSG.mobileInvalid);
  });
  it('skips validators on empty optional values', () => {
    expect(validateField(rules, { mobile: '13800138000', note: '' }, 'note', 'change')).toBeUndefined();
  });
  it('validates the whole form with one result and every field error', () => {
    const bad = validateForm(rules, { mobile: '', note: 'abcd' });
    expect(bad.valid).toBe(false);
    expect(bad.errors).toEqual({ mobile: '必填', note: '太长' });
    const good = validateForm(rules, { mobile: '13800138000', note: 'ok' });
    expect(good).toEqual({ valid: true, errors: {} });
  });
  it('marks required fields (the asterisk)', () => {
    expect(isRequired(rules, 'mobile')).toBe(true);
    expect(isRequired(rules, 'note')).toBe(false);
  });
  it('feedback rules give the three spec messages on blur and on change', () => {
    for (const trigger of ['blur', 'change'] as const) {
      expect(validateField(FEEDBACK_RULES, FEEDBACK_INITIAL, 'contact', trigger)).toBe('请输入您的姓名');
      expect(validateField(FEEDBACK_RULES, FEEDBACK_INITIAL, 'tel', trigger)).toBe('请输入您的联系电话');
      expect(validateField(FEEDBACK_RULES, FEEDBACK_INITIAL, 'content', trigger)).toBe('请输入反馈和建议');
    }
  });
  it('treats whitespace as empty', () => {
    expect(validateField(FEEDBACK_RULES, { ...FEEDBACK_INITIAL, contact: '   ' }, 'contact')).toBe(
      FEEDBACK_MSG.feedbackContact,
    );
  });
});
