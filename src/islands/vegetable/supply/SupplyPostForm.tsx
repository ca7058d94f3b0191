/**
 * 发布供求: a member's post in a modal. The server checks every field again; a refusal naming a field is shown under
 * it and nothing typed is lost (the modal stays open with the values).
 */
import { addDays } from '#lib/chinaTime.ts';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { api } from '#lib/client.ts';
import { chinaToday } from '#lib/chinaTime.ts';
import { childrenOf } from '#lib/accounts/divisions.ts';
import { isRequired } from '#lib/form.ts';
import { $user } from '#lib/stores/auth.ts';
import { toast } from '#lib/stores/toast.ts';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import {
  SUPPLY_KIND_LABEL,
  SUPPLY_KINDS,
  SUPPLY_LIMITS,
  SUPPLY_UNITS,
  type SupplyKind,
} from '#lib/vegetable/supplyDemand.ts';
import type { SupplyDemandName } from '#lib/vegetable/types.ts';
import FormItem from '#islands/ui/form/FormItem.tsx';
import { TextArea, TextInput } from '#islands/ui/form/TextField.tsx';
import { useForm } from '#islands/ui/form/useForm.ts';
import Modal from '#islands/ui/Modal.tsx';
import Select from '#islands/ui/Select.tsx';
import { useDivisions } from '#islands/ui/useDivisions.ts';
import { SUPPLY_FORM_RULES, supplyFormInitial, supplyPayload, type SupplyFormValues } from './supplyForm.ts';

type Field = keyof SupplyFormValues & string;

interface Props {
  kind: SupplyKind;
  /** Every product of the catalogue, in class order. */
  products: SupplyDemandName[];
  onClose: () => void;
  onPosted: (kind: SupplyKind) => void;
}

/** Products grouped by class for the select's optgroups. */
function byClass(products: SupplyDemandName[]): [string, SupplyDemandName[]][] {
  const groups = new Map<string, SupplyDemandName[]>();
  for (const p of products) groups.set(p.class_name, [...(groups.get(p.class_name) ?? []), p]);
  return [...groups];
}

export default function SupplyPostForm({ kind, products, onClose, onPosted }: Props) {
  const me = useStore($user);
  const today = chinaToday(new Date());
  const form = useForm<SupplyFormValues>(
    supplyFormInitial(kind, today, typeof me?.mobile === 'string' ? me.mobile : ''),
    SUPPLY_FORM_RULES,
  );
  const tree = useDivisions();
  // What the rules cannot say: the server's refusal of a field, and a price missing without 面议.
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const errorOf = (f: Field) => serverErrors[f] ?? form.errors[f];
  const set = <K extends Field>(f: K, value: SupplyFormValues[K]) => {
    setServerErrors((e) => ({ ...e, [f]: undefined }));
    form.set(f, value);
  };
  const req = (f: Field) => isRequired(SUPPLY_FORM_RULES, f);
  const input = (f: Field) => ({
    id: `sd-${f}`,
    name: f,
    value: String(form.values[f] ?? ''),
    invalid: Boolean(errorOf(f)),
    'aria-describedby': errorOf(f) ? `sd-${f}-error` : undefined,
    onChange: (e: { target: { value: string } }) => set(f, e.target.value),
    onBlur: () => form.blur(f),
  });

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const priceMissing = !form.values.negotiable && !form.values.price.trim();
    setServerErrors(priceMissing ? { price: VEG_SUPPLY_MSG.price } : {});
    if (!form.validate().valid || priceMissing) return;
    setSending(true);
    const res = await api.post<{ id: number }>('/api/vegetable/supplyDemandAdd', supplyPayload(form.values), {
      silent: true,
    });
    setSending(false);
    if (res.success) {
      toast.success(res.msg);
      onPosted(form.values.kind);
      return;
    }
    const field = (res.data as { field?: string | null } | null)?.field;
    if (field && field in form.values) setServerErrors({ [field as Field]: res.msg });
    else toast.error(res.msg);
  }

  const v = form.values;
  return (
    <Modal title="发布供求信息" width={640} onClose={onClose}>
      <form noValidate onSubmit={submit} aria-label="发布供求信息表单" data-supply-form>
        <FormItem label="类型" htmlFor="sd-kind" required>
          <div className="flex gap-2 pt-1" role="radiogroup" aria-label="供求类型" id="sd-kind">
            {SUPPLY_KINDS.map((k) => (
              <label
                key={k}
                className={`cursor-pointer rounded-md border px-4 py-1.5 text-sm ${
                  v.kind === k
                    ? 'border-brand-600 bg-brand-50 font-medium text-brand-700'
                    : 'border-line text-ink-700'
                }`}
              >
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  className="sr-only"
                  checked={v.kind === k}
                  onChange={() => set('kind', k)}
                />
                {SUPPLY_KIND_LABEL[k]}
              </label>
            ))}
          </div>
        </FormItem>
        <FormItem
          label="品种"
          htmlFor="sd-product_id"
          required={req('product_id')}
          error={errorOf('product_id')}
        >
          <Select {...input('product_id')} onChange={(e) => set('product_id', e.target.value)}>
            <option value="">请选择蔬菜品种</option>
            {byClass(products).map(([cls, list]) => (
              <optgroup key={cls} label={cls}>
                {list.map((p) => (
                  <option key={p.product_id} value={p.product_id}>
                    {p.product_name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </FormItem>
        <FormItem label="数量" htmlFor="sd-quantity" required={req('quantity')} error={errorOf('quantity')}>
          <div className="flex gap-2">
            <TextInput {...input('quantity')} inputMode="decimal" placeholder="例如 20" maxLength={12} />
            <Select
              aria-label="数量单位"
              className="w-24 shrink-0"
              value={v.unit}
              invalid={Boolean(errorOf('unit'))}
              onChange={(e) => set('unit', e.target.value)}
            >
              {SUPPLY_UNITS.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </Select>
          </div>
        </FormItem>
        <FormItem label="价格" htmlFor="sd-price" required={!v.negotiable} error={errorOf('price')}>
          <div className="flex items-center gap-3">
            <div className="relative flex-1">
              <TextInput
                {...input('price')}
                inputMode="decimal"
                placeholder={v.negotiable ? '面议' : '例如 2.50'}
                maxLength={9}
                disabled={v.negotiable}
                className="pr-16"
              />
              <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs text-ink-500">
                元/公斤
              </span>
            </div>
            <label className="flex shrink-0 items-center gap-1.5 text-sm text-ink-700">
              <input
                type="checkbox"
                name="negotiable"
                checked={v.negotiable}
                onChange={(e) => set('negotiable', e.target.checked)}
              />
              面议
            </label>
          </div>
        </FormItem>
        <FormItem label="所在地" htmlFor="sd-province" required={req('city')} error={errorOf('city')}>
          <div className="flex gap-2">
            <Select
              id="sd-province"
              aria-label="省份"
              className="flex-1"
              value={v.province}
              invalid={Boolean(errorOf('city'))}
              disabled={!tree}
              onChange={(e) => {
                set('province', e.target.value);
                set('city', '');
              }}
            >
              <option value="">{tree ? '请选择省份' : '加载中…'}</option>
              {(tree ?? []).map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </Select>
            <Select
              id="sd-city"
              aria-label="城市"
              className="flex-1"
              value={v.city}
              invalid={Boolean(errorOf('city'))}
              disabled={!tree || !v.province}
              onChange={(e) => set('city', e.target.value)}
            >
              <option value="">请选择城市</option>
              {tree &&
                childrenOf(tree, v.province).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name === '市辖区' ? tree.find((p) => p.code === v.province)?.name : c.name}
                  </option>
                ))}
            </Select>
          </div>
        </FormItem>
        <FormItem
          label="联系人"
          htmlFor="sd-contact_name"
          required={req('contact_name')}
          error={errorOf('contact_name')}
        >
          <TextInput
            {...input('contact_name')}
            placeholder="请输入联系人姓名"
            maxLength={SUPPLY_LIMITS.contactName}
          />
        </FormItem>
        <FormItem
          label="联系电话"
          htmlFor="sd-contact_phone"
          required={req('contact_phone')}
          error={errorOf('contact_phone')}
        >
          <TextInput {...input('contact_phone')} type="tel" placeholder="请输入11位手机号码" maxLength={11} />
        </FormItem>
        <FormItem
          label="有效期至"
          htmlFor="sd-valid_until"
          required={req('valid_until')}
          error={errorOf('valid_until')}
        >
          <TextInput
            {...input('valid_until')}
            type="date"
            min={today}
            max={addDays(today, SUPPLY_LIMITS.validDays)}
          />
        </FormItem>
        <FormItem label="补充说明" htmlFor="sd-description" error={errorOf('description')}>
          <TextArea
            {...input('description')}
            rows={3}
            placeholder="规格、品质、包装、交货方式等（选填）"
            maxLength={SUPPLY_LIMITS.description}
          />
          <p className="mt-1 text-right text-xs text-ink-500">
            {v.description.length}/{SUPPLY_LIMITS.description}
          </p>
        </FormItem>
        <div className="flex justify-end gap-2 pl-[92px]">
          <button type="button" className="btn-ghost" onClick={onClose}>
            取消
          </button>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? '发布中…' : '发布'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
