/**
 * /user/order/invoice_form?ids=1,2: the chosen orders and their total, then the invoice title (personal or
 * company, ordinary or special VAT) prefilled from the remembered one, checked by the server's rules.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { AlertTriangle, ArrowLeft, Info, Send } from 'lucide-react';
import { api } from '#lib/client.ts';
import { chinaDateTime } from '#lib/chinaTime.ts';
import {
  INVOICE_LIMITS,
  INVOICE_TYPE_LABEL,
  INVOICE_TYPES,
  parseIds,
  specialAllowed,
  TITLE_TYPE_LABEL,
  TITLE_TYPES,
  type InvoiceInfo,
  type InvoiceRequestList,
  type InvoiceType,
  type InvoiceView,
  type TitleType,
} from '#lib/commerce/invoice.ts';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { ITEM_TYPE_LABEL, type OrderView } from '#lib/commerce/orders.ts';
import { yuan } from '#lib/commerce/price.ts';
import FormItem from '#islands/ui/form/FormItem.tsx';
import { useForm } from '#islands/ui/form/useForm.ts';
import PriceTag from '#islands/ui/PriceTag.tsx';
import MemberGate from '#islands/ui/MemberGate.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { useCall } from '#islands/ui/useCall.ts';
import { invoicePayload, invoiceRules, type InvoiceValues } from './invoiceForm.ts';
import { INVOICE_LIST, invoiceListHref as listHref } from '#lib/commerce/orders.ts';
import BoundField from '#islands/ui/form/BoundField.tsx';

type TextField = 'title' | 'tax_no' | 'address' | 'phone' | 'bank' | 'bank_account' | 'email';

const readIds = (): number[] => {
  if (typeof location === 'undefined') return [];
  return parseIds(new URLSearchParams(location.search).get('ids') ?? '') ?? [];
};

function ChosenOrders({ list, ignored }: { list: OrderView[]; ignored: number }) {
  const total = list.reduce((s, o) => s + o.amount, 0);
  return (
    <section className="card p-6" aria-labelledby="chosen-title">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="chosen-title" className="section-title">
          开票订单
        </h2>
        <a href={INVOICE_LIST} className="text-sm text-ink-500 hover:text-brand-700">
          重新选择 →
        </a>
      </div>
      {ignored > 0 && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-gold-500"
        >
          <AlertTriangle size={15} aria-hidden="true" /> {INVOICE_MSG.someIgnored(ignored)}
        </p>
      )}
      <ul className="divide-y divide-line rounded-lg border border-line" aria-label="开票订单">
        {list.map((o) => (
          <li
            key={o.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm"
            data-chosen-order={o.id}
          >
            <span className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              {ITEM_TYPE_LABEL[o.item_type]}
            </span>
            <span className="min-w-0 flex-1 truncate text-ink-900">{o.title}</span>
            <span className="font-mono text-xs text-ink-500">{o.order_no}</span>
            <span className="text-xs text-ink-500 tabular-nums">
              {o.paid_at ? chinaDateTime(o.paid_at) : ''}
            </span>
            <PriceTag amount={o.amount} size="sm" />
          </li>
        ))}
      </ul>
      <p className="mt-4 text-right text-sm text-ink-700" data-invoice-amount={total}>
        共 {list.length} 个订单，开票金额
        <span className="ml-1 text-lg font-semibold text-rise tabular-nums">{yuan(total)}</span>
      </p>
    </section>
  );
}

function Choice<T extends string>(props: {
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  disabled?: (v: T) => boolean;
  onChange: (v: T) => void;
}) {
  return (
    <div role="radiogroup" className="flex flex-wrap gap-2 pt-0.5">
      {props.options.map((v) => {
        const off = props.disabled?.(v) ?? false;
        const on = props.value === v;
        return (
          <label
            key={v}
            className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm transition-colors ${
              on
                ? 'border-brand-500 bg-brand-50 font-medium text-brand-700'
                : 'border-line bg-white text-ink-700 hover:border-brand-500'
            } ${off ? 'cursor-not-allowed opacity-50 hover:border-line' : ''}`}
          >
            <input
              type="radio"
              id={`inv-${props.name}-${v}`}
              name={props.name}
              value={v}
              checked={on}
              disabled={off}
              className="size-4 accent-brand-600"
              onChange={() => props.onChange(v)}
            />
            {props.labels[v]}
          </label>
        );
      })}
    </div>
  );
}

function InvoiceForm({ ids, info }: { ids: number[]; info: InvoiceInfo }) {
  const initial: InvoiceValues = { ...info };
  const [types, setTypes] = useState<{ title: TitleType; invoice: InvoiceType }>({
    title: info.title_type,
    invoice: info.invoice_type,
  });
  const rules = useMemo(() => invoiceRules(types.title, types.invoice), [types]);
  const form = useForm<InvoiceValues>(initial, rules);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const company = types.title === 'company';
  const special = types.invoice === 'special';

  const chooseTitle = (t: TitleType) => {
    const invoice = specialAllowed(t) ? types.invoice : 'ordinary';
    setTypes({ title: t, invoice });
    form.set('title_type', t);
    form.set('invoice_type', invoice);
  };
  const chooseInvoice = (i: InvoiceType) => {
    setTypes((prev) => ({ ...prev, invoice: i }));
    form.set('invoice_type', i);
  };

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    setRefusal(null);
    if (!form.validate().valid) return;
    setSending(true);
    // Refusals are toasted by the client as well; the box keeps the reason beside the form.
    const res = await api.post<InvoiceView>('/api/order/invoiceSubmit', invoicePayload(ids, form.values));
    setSending(false);
    if (!res.success) return setRefusal(res.msg);
    location.href = listHref('invoices', true);
  }

  const field = (
    name: TextField,
    label: string,
    placeholder: string,
    max: number,
    type = 'text',
    extra?: ReactNode,
  ) => (
    <BoundField
      form={form}
      name={name}
      label={label}
      idPrefix="inv"
      placeholder={placeholder}
      maxLength={max}
      type={type}
    >
      {extra}
    </BoundField>
  );

  return (
    <section className="card p-6" aria-labelledby="invoice-form-title">
      <h2 id="invoice-form-title" className="section-title mb-5">
        发票信息
      </h2>
      <form noValidate onSubmit={submit} aria-label="发票信息" className="max-w-2xl" data-invoice-form>
        <FormItem label="抬头类型" htmlFor={`inv-title_type-${types.title}`} required>
          <Choice
            name="title_type"
            options={TITLE_TYPES}
            labels={TITLE_TYPE_LABEL}
            value={types.title}
            onChange={chooseTitle}
          />
        </FormItem>
        <FormItem
          label="发票类型"
          htmlFor={`inv-invoice_type-${types.invoice}`}
          required
          error={form.errors.invoice_type}
        >
          <Choice
            name="invoice_type"
            options={INVOICE_TYPES}
            labels={INVOICE_TYPE_LABEL}
            value={types.invoice}
            disabled={(v) => v === 'special' && !company}
            onChange={chooseInvoice}
          />
          {!company && <p className="mt-1.5 text-xs text-ink-500">增值税专用发票仅限企业抬头</p>}
        </FormItem>
        {field(
          'title',
          company ? '企业名称' : '个人姓名',
          company ? '请输入营业执照上的企业名称' : '请输入个人姓名',
          INVOICE_LIMITS.title,
        )}
        {company &&
          field(
            'tax_no',
            '税号',
            '18位统一社会信用代码',
            INVOICE_LIMITS.taxNo,
            'text',
            <p className="mt-1.5 text-xs text-ink-500">
              即纳税人识别号，见营业执照，字母请大写（不含I、O、Z、S、V）
            </p>,
          )}
        {special && (
          <>
            {field('address', '注册地址', '请输入企业注册地址', INVOICE_LIMITS.address)}
            {field('phone', '注册电话', '例如 010-62345678', INVOICE_LIMITS.phone, 'tel')}
            {field('bank', '开户银行', '例如 中国工商银行北京中关村支行', INVOICE_LIMITS.bank)}
            {field('bank_account', '银行账号', '请输入对公银行账号', INVOICE_LIMITS.bankAccount)}
          </>
        )}
        {field('email', '接收邮箱', '电子发票将发送到此邮箱', INVOICE_LIMITS.email, 'email')}
        {refusal && (
          <p
            role="alert"
            className="mb-5 ml-[92px] flex items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-rise"
            data-invoice-refusal
          >
            <AlertTriangle size={15} aria-hidden="true" /> {refusal}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 pl-[92px]">
          <button type="submit" className="btn-primary px-6" disabled={sending}>
            <Send size={15} aria-hidden="true" /> {sending ? '提交中…' : '提交申请'}
          </button>
          <a href={INVOICE_LIST} className="btn-ghost">
            <ArrowLeft size={15} aria-hidden="true" /> 返回
          </a>
        </div>
        <p className="mt-5 flex gap-1.5 pl-[92px] text-xs leading-5 text-ink-500">
          <Info size={13} className="mt-0.5 shrink-0" aria-hidden="true" />
          提交后由工作人员开具电子发票并发送至邮箱，也可在“开票记录”中查看。{INVOICE_MSG.rejectedHint}。
        </p>
      </form>
    </section>
  );
}

function InvoiceFormScreen() {
  const [ids] = useState(readIds);
  const list = useCall<InvoiceRequestList>('/api/order/getInvoiceRequestList', {
    tab: 'orders',
    ids: ids.join(','),
    page: 1,
    pageSize: INVOICE_LIMITS.orders,
  });
  const info = useCall<InvoiceInfo>('/api/order/getInvoiceInfo');
  if (ids.length === 0)
    return (
      <div className="card">
        <Empty text={INVOICE_MSG.noneChosen}>
          <a href={INVOICE_LIST} className="btn-primary mt-4">
            选择订单
          </a>
        </Empty>
      </div>
    );
  const failed = (list.error && !list.data) || (info.error && !info.data);
  if (failed)
    return <Failed msg={list.error ?? info.error ?? ''} onRetry={() => (list.reload(), info.reload())} />;
  if (!list.data || !info.data) return <Loading rows={6} />;
  if (list.data.orders.list.length === 0)
    return (
      <div className="card">
        <Empty text={INVOICE_MSG.noneLeft}>
          <a href={INVOICE_LIST} className="btn-primary mt-4">
            返回可开票订单
          </a>
        </Empty>
      </div>
    );
  const chosen = list.data.orders.list;
  return (
    <div className="space-y-5">
      <ChosenOrders list={chosen} ignored={list.data.ignored.length} />
      <InvoiceForm ids={chosen.map((o) => o.id)} info={info.data} />
    </div>
  );
}

export default function InvoiceFormPage() {
  return <MemberGate>{() => <InvoiceFormScreen />}</MemberGate>;
}
