/** Feedback form (spec §2, §5): contact, tel, content; submit shows the server message as success or error. */
import { useState } from 'react';
import { api } from '#lib/client.ts';
import { closeFeedback } from '#lib/stores/feedback.ts';
import { toast } from '#lib/stores/toast.ts';
import { isRequired } from '#lib/form.ts';
import Modal from '#islands/ui/Modal.tsx';
import FormItem from '#islands/ui/form/FormItem.tsx';
import { TextArea, TextInput } from '#islands/ui/form/TextField.tsx';
import { useForm } from '#islands/ui/form/useForm.ts';
import { FEEDBACK_INITIAL, FEEDBACK_LIMITS, FEEDBACK_RULES, type FeedbackValues } from './feedback.ts';

export default function FeedbackDialog() {
  const form = useForm<FeedbackValues>(FEEDBACK_INITIAL, FEEDBACK_RULES);
  const [sending, setSending] = useState(false);
  const req = (f: keyof FeedbackValues & string) => isRequired(FEEDBACK_RULES, f);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!form.validate().valid) return;
    setSending(true);
    const res = await api.post<null>('/api/user/feedback', form.values, { silent: true });
    setSending(false);
    if (!res.success) {
      toast.error(res.msg);
      return;
    }
    toast.success(res.msg);
    form.reset();
    closeFeedback();
  }

  return (
    <Modal title="意见反馈" width={520} onClose={closeFeedback}>
      <form noValidate onSubmit={submit} aria-label="意见反馈表单">
        <p className="mb-5 text-xs text-ink-500">您的建议是我们改进的动力，留下联系方式以便我们回复您。</p>
        <FormItem label="姓名" htmlFor="fb-contact" required={req('contact')} error={form.errors.contact}>
          <TextInput
            id="fb-contact"
            name="contact"
            placeholder="请输入您的姓名"
            maxLength={FEEDBACK_LIMITS.contact}
            value={form.values.contact}
            invalid={Boolean(form.errors.contact)}
            onChange={(e) => form.set('contact', e.target.value)}
            onBlur={() => form.blur('contact')}
          />
        </FormItem>
        <FormItem label="联系电话" htmlFor="fb-tel" required={req('tel')} error={form.errors.tel}>
          <TextInput
            id="fb-tel"
            name="tel"
            type="tel"
            placeholder="请输入您的联系电话"
            maxLength={FEEDBACK_LIMITS.tel}
            value={form.values.tel}
            invalid={Boolean(form.errors.tel)}
            onChange={(e) => form.set('tel', e.target.value)}
            onBlur={() => form.blur('tel')}
          />
        </FormItem>
        <FormItem label="反馈内容" htmlFor="fb-content" required={req('content')} error={form.errors.content}>
          <TextArea
            id="fb-content"
            name="content"
            rows={5}
            placeholder="请输入反馈和建议"
            maxLength={FEEDBACK_LIMITS.content}
            value={form.values.content}
            invalid={Boolean(form.errors.content)}
            onChange={(e) => form.set('content', e.target.value)}
            onBlur={() => form.blur('content')}
          />
          <p className="mt-1 text-right text-xs text-ink-500">
            {form.values.content.length}/{FEEDBACK_LIMITS.content}
          </p>
        </FormItem>
        <div className="flex justify-end gap-2 pl-[92px]">
          <button type="button" className="btn-ghost" onClick={form.reset}>
            重置
          </button>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? '提交中…' : '提交'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
