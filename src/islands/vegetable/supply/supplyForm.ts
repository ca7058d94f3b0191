/** The 发布供求 form's values, rules and payload (zod-free): the same limits and messages as supplyDemandAddSchema. */
import type { Rules } from '#lib/form.ts';
import { MSG } from '#lib/shared/messages.ts';
import { isMobile } from '#lib/shared/mobile.ts';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import { addDays } from '#lib/chinaTime.ts';
import { isAmount, SUPPLY_LIMITS, type SupplyKind } from '#lib/vegetable/supplyDemand.ts';

export interface SupplyFormValues extends Record<string, unknown> {
  kind: SupplyKind;
  product_id: string;
  quantity: string;
  unit: string;
  price: string;
  /** 面议: no price sent. */
  negotiable: boolean;
  /** Only to narrow the city choice; the server takes the city. */
  province: string;
  city: string;
  contact_name: string;
  contact_phone: string;
  valid_until: string;
  description: string;
}

/** Default validity of a new post: a month. */
const DEFAULT_DAYS = 30;

export const supplyFormInitial = (kind: SupplyKind, today: string, phone = ''): SupplyFormValues => ({
  kind,
  product_id: '',
  quantity: '',
  unit: '吨',
  price: '',
  negotiable: false,
  province: '',
  city: '',
  contact_name: '',
  contact_phone: phone,
  valid_until: addDays(today, DEFAULT_DAYS),
  description: '',
});

const text = (v: unknown) => String(v ?? '').trim();
const amountOk = (v: unknown, max: number) => /^\d+(\.\d+)?$/.test(text(v)) && isAmount(Number(text(v)), max);

// Checked when a field is left and on submit; the server checks everything again and names the field it refuses.
export const SUPPLY_FORM_RULES: Rules<SupplyFormValues> = {
  product_id: [{ required: true, message: VEG_SUPPLY_MSG.product, trigger: 'blur' }],
  quantity: [
    { required: true, message: VEG_SUPPLY_MSG.quantity, trigger: 'blur' },
    {
      message: VEG_SUPPLY_MSG.quantity,
      trigger: 'blur',
      validator: (v) => amountOk(v, SUPPLY_LIMITS.quantityMax),
    },
  ],
  price: [
    {
      message: VEG_SUPPLY_MSG.price,
      trigger: 'blur',
      validator: (v, values) => values.negotiable || amountOk(v, SUPPLY_LIMITS.priceMax),
    },
  ],
  city: [{ required: true, message: VEG_SUPPLY_MSG.city, trigger: 'change' }],
  contact_name: [{ required: true, message: VEG_SUPPLY_MSG.contactName, trigger: 'blur' }],
  contact_phone: [
    { required: true, message: MSG.mobileInvalid, trigger: 'blur' },
    { message: MSG.mobileInvalid, trigger: 'blur', validator: (v) => isMobile(text(v)) },
  ],
  valid_until: [{ required: true, message: VEG_SUPPLY_MSG.validUntil, trigger: 'blur' }],
};

/** What supplyDemandAdd receives: trimmed text, numbers as typed (the server reads decimal text), 面议 as null. */
export function supplyPayload(v: SupplyFormValues): Record<string, unknown> {
  return {
    kind: v.kind,
    product_id: text(v.product_id),
    quantity: text(v.quantity),
    unit: v.unit,
    price: v.negotiable ? null : text(v.price),
    city: v.city,
    contact_name: text(v.contact_name),
    contact_phone: text(v.contact_phone),
    valid_until: text(v.valid_until),
    description: text(v.description),
  };
}
