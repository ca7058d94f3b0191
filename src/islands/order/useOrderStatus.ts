/**
 * Polls payment/getOrderStatus every few seconds while the page is visible (and at once when it becomes visible
 * again, e.g. back from the simulator tab), until the order leaves 待支付.
 */
import { useEffect, useRef, useState } from 'react';
import { api } from '#lib/client.ts';
import type { OrderStatusData } from '#lib/commerce/orders.ts';
import { TIMING } from '#lib/site.ts';

export function useOrderStatus(id: number, active: boolean, immediately: boolean): OrderStatusData | null {
  const [status, setStatus] = useState<OrderStatusData | null>(null);
  const busy = useRef(false);
  useEffect(() => {
    if (!active) return;
    let live = true;
    let settled = false;
    const tick = async () => {
      if (settled || busy.current || document.visibilityState !== 'visible') return;
      busy.current = true;
      const res = await api.post<OrderStatusData>('/api/payment/getOrderStatus', { id }, { silent: true });
      busy.current = false;
      if (!live || !res.success || !res.data) return;
      settled = res.data.status !== 'unpaid';
      setStatus(res.data);
    };
    if (immediately) void tick();
    const timer = setInterval(() => void tick(), TIMING.paymentPollMs);
    const onVisible = () => document.visibilityState === 'visible' && void tick();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [id, active, immediately]);
  return status;
}
