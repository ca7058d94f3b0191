/** 取消订单: asks first, then cancels on the server; `done` runs whatever the answer (the list shows the truth). */
import { api } from '#lib/client.ts';
import { ORDER_MSG } from '#lib/commerce/messages.ts';
import type { OrderView } from '#lib/commerce/orders.ts';
import { confirmDialog } from '#lib/stores/dialog.ts';
import { toast } from '#lib/stores/toast.ts';

export function cancelOrder(order: Pick<OrderView, 'id'>, done: () => void): void {
  confirmDialog(ORDER_MSG.confirmCancel, '取消订单', async () => {
    const res = await api.post<OrderView>('/api/order/cancel', { id: order.id });
    if (res.success) toast.success(res.msg || ORDER_MSG.cancelled);
    done();
  });
}
