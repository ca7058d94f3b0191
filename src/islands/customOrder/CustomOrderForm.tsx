/** The custom data / custom report request (enterprise/addCustomOrder): fields, Chinese rules, success state. */
import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { api } from '#lib/client.ts';
import { isRequired } from '#lib/form.ts';
import type { CustomOrderKind } from '#lib/content/customOrder.ts';
import FormItem from '#islands/ui/form/FormItem.tsx';
import { TextArea } from '#islands/ui/form/TextField.tsx';
import { useForm } from '#islands/ui/form/useForm.ts';
import {
  CUSTOM_ORDER_INITIAL,
  CUSTOM_ORDER_LIMITS,
  CUSTOM_ORDER_RULES,
  customOrderPayload,
  type CustomOrderValues,
} from './customOrder.ts';
import BoundField from '#islands/ui/form/BoundField.tsx';

interface Props {
  kind: CustomOrderKind;
  /** What the requirement box asks for (data or report wording). */
  requirementHint: string;
}

type Field = keyof CustomOrderValues & string;

export default function CustomOrderForm({ kind, requirementHint }: Props) {
  const form = useForm<CustomOrderValues>(CUSTOM_ORDER_INITIAL, CUSTOM_ORDER_RULES);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!form.validate().valid) return;
    setSending(true);
    // Refusals, 429 and network errors are toasted by the client; the inputs stay as they are.
    const res = await api.post<{ id: number }>(
      '/api/enterprise/addCustomOrder',
      customOrderPayload(kind, form.values),
    );
    setSending(false);
    if (!res.success) return;
    form.reset();
    setThanks(res.msg);
  }

  if (thanks !== null) {
    return (
      <div className="flex flex-col items-center py-10 text-center" role="status" data-custom-order-done>
        <CheckCircle2 size={48} className="text-brand-600" />
        <p className="mt-4 text-lg font-semibold text-ink-900">提交成功</p>
        <p className="mt-2 max-w-md text-sm text-ink-500">{thanks}</p>
        <button type="button" className="btn-ghost mt-6" onClick={() => setThanks(null)}>
          再提交一份需求
        </button>
      </div>
    );
  }

  const field = (name: Field, label: string, placeholder: string, max: number, type = 'text') => (
    <BoundField
      form={form}
      name={name}
      label={label}
      idPrefix="co"
      placeholder={placeholder}
      maxLength={max}
      type={type}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="定制需求表单" data-custom-order={kind}>
      {field('company', '公司名称', '请输入公司名称', CUSTOM_ORDER_LIMITS.company)}
      {field('contact', '联系人', '请输入联系人姓名', CUSTOM_ORDER_LIMITS.contact)}
      {field('mobile', '手机号码', '请输入11位手机号码', 11, 'tel')}
      {field('email', '电子邮箱', '选填，便于发送资料', CUSTOM_ORDER_LIMITS.email, 'email')}
      <FormItem
        label="需求描述"
        htmlFor="co-requirement"
        required={isRequired(CUSTOM_ORDER_RULES, 'requirement')}
        error={form.errors.requirement}
      >
        <TextArea
          id="co-requirement"
          name="requirement"
          rows={6}
          placeholder={requirementHint}
          maxLength={CUSTOM_ORDER_LIMITS.requirement}
          value={form.values.requirement}
          invalid={Boolean(form.errors.requirement)}
          onChange={(e) => form.set('requirement', e.target.value)}
          onBlur={() => form.blur('requirement')}
        />
        <p className="mt-1 text-right text-xs text-ink-500">
          {form.values.requirement.length}/{CUSTOM_ORDER_LIMITS.requirement}
        </p>
      </FormItem>
      {field('budget', '预算范围', '选填，例如 1万–3万元', CUSTOM_ORDER_LIMITS.budget)}
      <div className="flex justify-end gap-2 pl-[92px]">
        <button type="button" className="btn-ghost" onClick={form.reset}>
          重置
        </button>
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? '提交中…' : '提交需求'}
        </button>
      </div>
    </form>
  );
}
