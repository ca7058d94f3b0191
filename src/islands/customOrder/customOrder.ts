/** The custom request form's rules and payload (zod-free): the same limits and checks as the server's customOrderSchema. */
import type { Rules } from '#lib/form.ts';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { MSG } from '#lib/shared/messages.ts';
import { isMobile } from '#lib/shared/mobile.ts';
import { CUSTOM_ORDER_LIMITS, isEmail, type CustomOrderKind } from '#lib/content/customOrder.ts';

export interface CustomOrderValues extends Record<string, unknown> {
  company: string;
  contact: string;
  mobile: string;
  email: string;
  requirement: string;
  budget: string;
}

export const CUSTOM_ORDER_INITIAL: CustomOrderValues = {
  company: '',
  contact: '',
  mobile: '',
  email: '',
  requirement: '',
  budget: '',
};

// Checked when a field is left and on submit: a half-typed number is not an error yet.
const text = (v: unknown) => String(v ?? '');

export const CUSTOM_ORDER_RULES: Rules<CustomOrderValues> = {
  company: [{ required: true, message: CONTENT_MSG.customCompany, trigger: 'blur' }],
  contact: [{ required: true, message: CONTENT_MSG.customContact, trigger: 'blur' }],
  mobile: [
    { required: true, message: MSG.mobileInvalid, trigger: 'blur' },
    { message: MSG.mobileInvalid, trigger: 'blur', validator: (v) => isMobile(text(v)) },
  ],
  email: [{ message: CONTENT_MSG.customEmailInvalid, trigger: 'blur', validator: (v) => isEmail(text(v)) }],
  requirement: [{ required: true, message: CONTENT_MSG.customRequirement, trigger: 'blur' }],
};

export { CUSTOM_ORDER_LIMITS };

/** What enterprise/addCustomOrder receives: trimmed values, optional fields left out when blank. */
export function customOrderPayload(kind: CustomOrderKind, values: CustomOrderValues): Record<string, string> {
  const payload: Record<string, string> = { kind };
  for (const [name, value] of Object.entries(values)) {
    const trimmed = text(value).trim();
    if (trimmed) payload[name] = trimmed;
  }
  return payload;
}
