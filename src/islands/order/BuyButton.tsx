/**
 * 立即购买 on a report or data-product page: opens the order form; signed out, the login modal first and the form
 * after signing in. A VIP does not buy reports (they read them free), so the button gives way for them. A member
 * who bought the data product gets 查看完整数据 (its full file in the viewer) instead.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { FileSpreadsheet, ShoppingCart } from 'lucide-react';
import { api } from '#lib/client.ts';
import { ORDER_MSG } from '#lib/commerce/messages.ts';
import { $isVip, $token } from '#lib/stores/auth.ts';
import { openLogin } from '#lib/stores/loginIntent.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';
import { submitHref } from '#lib/commerce/orders.ts';

interface Props {
  id: number;
  type: 'report' | 'product';
  label?: string;
  /** Data products: the full file a buyer opens. */
  fileId?: number | null;
}

/** Whether the signed-in member already bought this product (the order form's own answer says so). */
function useBought(id: number, type: Props['type'], ask: boolean): boolean {
  const token = useStore($token);
  // The answer is kept with the question it answers (product and sign-in): another question is not bought yet.
  const key = ask && token ? `${type}:${id}:${token}` : null;
  const [answer, setAnswer] = useState<{ key: string; bought: boolean } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    void api.post('/api/order/getOrderSubmitData', { id, type }, { silent: true }).then((res) => {
      if (live) setAnswer({ key, bought: !res.success && res.msg === ORDER_MSG.alreadyBought });
    });
    return () => {
      live = false;
    };
  }, [id, type, key]);
  return key !== null && answer?.key === key && answer.bought;
}

export default function BuyButton({ id, type, label = '立即购买', fileId = null }: Props) {
  const hydrated = useHydrated();
  const vip = useStore($isVip);
  const bought = useBought(id, type, hydrated && type === 'product' && fileId !== null);
  const go = () => {
    location.href = submitHref(id, type);
  };
  if (hydrated && type === 'report' && vip) return null;
  if (bought && fileId)
    return (
      <a href={`/article/viewPdf?fid=${fileId}`} className="btn-primary px-5" data-bought-file>
        <FileSpreadsheet size={16} aria-hidden="true" />
        查看完整数据
      </a>
    );
  return (
    <button
      type="button"
      className="btn-primary px-5"
      data-buy-item={type}
      onClick={() => ($token.get() ? go() : openLogin('login', go))}
    >
      <ShoppingCart size={16} aria-hidden="true" />
      {label}
    </button>
  );
}
