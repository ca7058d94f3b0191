/** Buying a plan: place the order (createOrderForVip) and go to its payment page; signed out, log in first. */
import { api } from '#lib/client.ts';
import { payHref, type PlacedOrder, type PlanView } from '#lib/commerce/orders.ts';
import { $token } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';

/** Resolves false when nothing was placed (refused, or the login modal opened instead). */
export async function buyPlan(plan: PlanView): Promise<boolean> {
  if (!$token.get()) {
    openLogin('login', () => void buyPlan(plan));
    return false;
  }
  const res = await api.post<PlacedOrder>('/api/order/createOrderForVip', { id: plan.id });
  if (!res.success) return false;
  location.href = payHref(res.data.id);
  return true;
}
